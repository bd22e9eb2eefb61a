import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useListSearch } from '@/components/list-search';

function isOneOf<Tab extends string>(tabs: readonly Tab[], value: string | null): value is Tab {
  return tabs.some((tab) => tab === value);
}

/**
 * A list's tab, kept in the URL's `param` (a reload or a shared link opens the same tab; an unknown
 * value opens `fallback`), with the list's search, whose page goes back to 1 with the tab.
 * `changeTab` takes what Mantine's Tabs give: a new tab starts with no search text, and back on
 * `defaultColumn` too when `resetColumn` is set.
 */
export function useTabbedListSearch<Tab extends string, Column extends string>({
  param,
  tabs,
  fallback,
  defaultColumn,
  resetColumn = false,
}: {
  param: string;
  tabs: readonly Tab[];
  fallback: Tab;
  defaultColumn: Column;
  resetColumn?: boolean;
}) {
  const [params, setParams] = useSearchParams();
  const requested = params.get(param);
  const tab: Tab = isOneOf(tabs, requested) ? requested : fallback;
  const search = useListSearch<Column>(defaultColumn, tab);

  const changeTab = (value: string | null) => {
    if (!isOneOf(tabs, value) || value === tab) return;
    search.setText('');
    if (resetColumn) search.setColumn(defaultColumn);
    setParams({ [param]: value }, { replace: true });
  };

  return { tab, changeTab, search };
}

/**
 * A list's tabs, each labelled with how many rows it holds (`countedLabel`, say `En stock (12)`)
 * once `counts` are known, by its `label` alone while they load or when they failed; `children`
 * is the current tab's panel.
 */
export function CountedTabs<Tab extends string>({
  value,
  tabs,
  onChange,
  counts,
  label,
  countedLabel,
  children,
}: {
  value: Tab;
  tabs: readonly Tab[];
  onChange: (value: string | null) => void;
  counts: readonly { status: Tab; count: number }[] | undefined;
  label: (tab: Tab) => string;
  countedLabel: (label: string, count: number) => string;
  children: ReactNode;
}) {
  return (
    <Tabs value={value} onChange={onChange}>
      <Tabs.List mb="md">
        {tabs.map((tab) => {
          const count = counts?.find((row) => row.status === tab)?.count;
          return (
            <Tabs.Tab key={tab} value={tab}>
              {count === undefined ? label(tab) : countedLabel(label(tab), count)}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      <Tabs.Panel value={value}>{children}</Tabs.Panel>
    </Tabs>
  );
}
