import { Button, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The web app searches from this many characters (the spec's "more than 3"); the server takes any. */
export const SEARCH_MIN_LENGTH = 3;
const SEARCH_DELAY_MS = 400;

export interface ListSearch<Column extends string> {
  column: Column;
  q: string;
}

/**
 * The state of a list's search and page. `search` is what to send: null until the text, once
 * typing pauses, has SEARCH_MIN_LENGTH characters. The page goes back to 1 whenever the search or
 * `scope` (a tab, say) changes.
 */
export function useListSearch<Column extends string>(defaultColumn: Column, scope = '') {
  const [open, setOpen] = useState(false);
  const [column, setColumn] = useState<Column>(defaultColumn);
  const [text, setText] = useState('');
  const [typed] = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const search: ListSearch<Column> | null = open && typed.length >= SEARCH_MIN_LENGTH ? { column, q: typed } : null;

  const pageKey = JSON.stringify([scope, search]);
  const [paging, setPaging] = useState({ key: pageKey, page: 1 });
  const page = paging.key === pageKey ? paging.page : 1;
  const setPage = useCallback((next: number) => setPaging({ key: pageKey, page: next }), [pageKey]);

  return {
    open,
    /** Shows or hides the search; either way it starts again from the default column and no text. */
    toggle: () => {
      setOpen((wasOpen) => !wasOpen);
      setColumn(defaultColumn);
      setText('');
    },
    column,
    setColumn,
    text,
    setText,
    search,
    page,
    setPage,
  };
}

export type ListSearchState<Column extends string> = ReturnType<typeof useListSearch<Column>>;

/**
 * The search to send now: `state.search`, except that a cleared box (a new tab clears it) stops
 * searching at once, without waiting for the typing pause.
 */
export function currentSearch<Column extends string>(state: ListSearchState<Column>): ListSearch<Column> | null {
  return state.text.trim() === '' ? null : state.search;
}

/** The 'Rechercher' button that shows and hides the search fields. */
export function SearchToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant={open ? 'light' : 'default'} aria-pressed={open} onClick={onToggle}>
      {t('common.search.toggle')}
    </Button>
  );
}

/** The column picker and the text box, shown while the search is open. */
export function SearchFields<Column extends string>({
  state,
  columns,
}: {
  state: ListSearchState<Column>;
  columns: readonly { value: Column; label: string }[];
}) {
  const { t } = useTranslation();
  if (!state.open) return null;
  const short = state.text.trim().length > 0 && state.text.trim().length < SEARCH_MIN_LENGTH;
  return (
    <Group role="search" align="flex-start" gap="sm" wrap="wrap">
      <Select
        aria-label={t('common.search.column')}
        data={columns}
        value={state.column}
        onChange={(value) => value && state.setColumn(value)}
        allowDeselect={false}
        w={{ base: '100%', xs: 200 }}
      />
      <TextInput
        aria-label={t('common.search.text')}
        placeholder={t('common.search.placeholder')}
        value={state.text}
        onChange={(event) => state.setText(event.currentTarget.value)}
        description={short ? t('common.search.minLength', { min: SEARCH_MIN_LENGTH }) : undefined}
        inputWrapperOrder={['input', 'description']}
        style={{ flex: 1, minWidth: 200 }}
        autoFocus
      />
    </Group>
  );
}
