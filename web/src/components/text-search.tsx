import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_MIN_LENGTH } from '@/components/list-search';

const SEARCH_DELAY_MS = 400;

/**
 * A list searched on one thing only (a plate, a name): `q` is what to send, null until the text,
 * once typing pauses, has SEARCH_MIN_LENGTH characters. The page goes back to 1 with a new search.
 */
export function useTextSearch() {
  const [text, setText] = useState('');
  const [typed] = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const q = typed.length >= SEARCH_MIN_LENGTH ? typed : null;
  const [paging, setPaging] = useState({ q, page: 1 });
  const page = paging.q === q ? paging.page : 1;
  const setPage = useCallback((next: number) => setPaging({ q, page: next }), [q]);
  return { text, setText, q, page, setPage };
}

export type TextSearchState = ReturnType<typeof useTextSearch>;

/** The search box of such a list, saying from how many characters it searches. */
export function TextSearchInput({ state, label }: { state: TextSearchState; label: string }) {
  const { t } = useTranslation();
  const length = state.text.trim().length;
  return (
    <TextInput
      type="search"
      aria-label={label}
      placeholder={label}
      value={state.text}
      onChange={(event) => state.setText(event.currentTarget.value)}
      description={length > 0 && length < SEARCH_MIN_LENGTH ? t('common.search.minLength', { min: SEARCH_MIN_LENGTH }) : undefined}
      inputWrapperOrder={['input', 'description']}
      maw={420}
    />
  );
}
