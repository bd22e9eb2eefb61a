import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long typing pauses before the server is asked. */
const SEARCH_DELAY_MS = 300;

/** The text typed in a server-searched picker, and what to ask for. */
export interface SearchText {
  text: string;
  setText: (text: string) => void;
  /** The text once typing paused; empty while the box shows the picked option's own label (no search). */
  q: string;
}

/** The search of a picker whose options the server finds; `pickedLabel` is what the box shows once an option is picked. */
export function useSearchText(pickedLabel: string | null): SearchText {
  const [text, setText] = useState('');
  const [typed] = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  return { text, setText, q: pickedLabel !== null && typed === pickedLabel ? '' : typed };
}

export type SearchSelectProps<Item> = Omit<SelectProps<number>, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange' | 'filter'> & {
  value: number | null;
  /** The id picked, and its item (null when cleared). */
  onChange: (id: number | null, item: Item | null) => void;
};

/**
 * A picker whose options the server finds as one types (a person by name, a manifest by its
 * reference): `found` is the server's answer to `search.q`, shown as it is; `kept` (the option
 * picked, or the record's own) stays offered first while a search leaves it out, so that the value
 * keeps its label. Says 'Chargement…' while asking, the server's refusal, else `empty`.
 */
export function SearchSelect<Item extends { id: number }>({
  found,
  kept,
  labelOf,
  search,
  query,
  empty,
  value,
  onChange,
  ...props
}: SearchSelectProps<Item> & {
  found: readonly Item[];
  kept: Item | null;
  labelOf: (item: Item) => string;
  search: SearchText;
  query: { isFetching: boolean; error: Error | null };
  empty: string;
}) {
  const { t } = useTranslation();
  const options = kept && !found.some((item) => item.id === kept.id) ? [kept, ...found] : found;
  return (
    <Select<number>
      data={options.map((item) => ({ value: item.id, label: labelOf(item) }))}
      value={value}
      onChange={(id) => onChange(id, options.find((item) => item.id === id) ?? null)}
      searchable
      searchValue={search.text}
      onSearchChange={search.setText}
      // The server has filtered already.
      filter={({ options: shown }) => shown}
      nothingFoundMessage={query.isFetching ? t('common.loading') : (query.error?.message ?? empty)}
      clearable
      {...props}
    />
  );
}
