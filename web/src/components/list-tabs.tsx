import { Tabs } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useListSearch } from '@/components/list-search';

function isOneOf<Tab extends string>(tabs: readonly Tab[], value: string | null): value is Tab {
  return tabs.some((tab) => tab === value);
}

/**
 * A list's tab, kept in the URL's `param` (a reload or a shared link opens the same tab; an unknown
 * value opens `fallback`), with the list's search, whose page goes back to 1 with the tab.
 * `changeTab` takes what Mantine's Tabs give: the search applies to every tab, so a new tab keeps it
 * (its text and column).
 */
export function useTabbedListSearch<Tab extends string, Column extends string>({
  param,
  tabs,
  fallback,
  defaultColumn,
}: {
  param: string;
  tabs: readonly Tab[];
  fallback: Tab;
  defaultColumn: Column;
}) {
  const [params, setParams] = useSearchParams();
  const requested = params.get(param);
  const tab: Tab = isOneOf(tabs, requested) ? requested : fallback;
  const search = useListSearch<Column>(defaultColumn, tab);

  const changeTab = (value: string | null) => {
    if (!isOneOf(tabs, value) || value === tab) return;
    setParams({ [param]: value }, { replace: true });
  };

  return { tab, changeTab, search };
}

/** How many rows (or matches of a search) a tab holds; `capped`: more than `count`. */
export interface TabCount<Tab extends string> {
  status: Tab;
  count: number;
  capped?: boolean;
}

/**
 * A list's tabs, each labelled with how many rows it holds (`countedLabel`, say `En stock (12)`, or
 * `En stock (100+)` when the server stopped counting) once `counts` are known, by its `label` alone
 * while they load or when they failed; `children` is the current tab's panel. With a `search`, the
 * counts are its matches in each tab, and when they come and the current tab holds none, the first
 * tab that holds some opens (once per search: one may then open an empty tab).
 */
export function CountedTabs<Tab extends string>({
  value,
  tabs,
  onChange,
  counts,
  search = null,
  label,
  countedLabel,
  children,
}: {
  value: Tab;
  tabs: readonly Tab[];
  onChange: (value: string | null) => void;
  counts: readonly TabCount<Tab>[] | undefined;
  search?: object | null;
  label: (tab: Tab) => string;
  countedLabel: (label: string, count: number | string) => string;
  children: ReactNode;
}) {
  const countOf = (tab: Tab) => counts?.find((row) => row.status === tab);
  const searchKey = search ? JSON.stringify(search) : null;
  // The search whose counts were followed already.
  const followed = useRef<string | null>(null);
  useEffect(() => {
    if (searchKey === null) followed.current = null;
    if (searchKey === null || followed.current === searchKey || counts === undefined) return;
    followed.current = searchKey;
    const holds = (tab: Tab) => (counts.find((row) => row.status === tab)?.count ?? 0) > 0;
    if (holds(value)) return;
    const first = tabs.find(holds);
    if (first !== undefined) onChange(first);
  }, [searchKey, counts, tabs, value, onChange]);

  return (
    <Tabs value={value} onChange={onChange}>
      <Tabs.List mb="md">
        {tabs.map((tab) => {
          const found = countOf(tab);
          return (
            <Tabs.Tab key={tab} value={tab}>
              {found === undefined ? label(tab) : countedLabel(label(tab), found.capped ? `${found.count}+` : found.count)}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      <Tabs.Panel value={value}>{children}</Tabs.Panel>
    </Tabs>
  );
}
