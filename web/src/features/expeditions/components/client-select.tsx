import { Select, type ComboboxItem, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePeopleOptions, type PersonOption } from '@/lib/shared-api/get-people-options';
import { useClientProfileId } from '@/lib/shared-api/get-user-counts';

const SEARCH_DELAY_MS = 300;

/** How a client reads in a picker: their name, and their phone to tell namesakes apart. */
export function clientLabel({ name, tel }: PersonOption): string {
  return tel ? `${name} · ${tel}` : name;
}

/**
 * Picks a client, searched on the server by name (or phone, when digits are typed). `known` holds
 * clients met before (the expedition's, one just created), so that the value always shows its name.
 */
export function ClientSelect({
  value,
  onChange,
  known,
  ...props
}: Omit<SelectProps<number>, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange' | 'filter'> & {
  value: number | null;
  onChange: (client: PersonOption | null) => void;
  known: readonly PersonOption[];
}) {
  const { t } = useTranslation();
  const profileId = useClientProfileId();
  const [search, setSearch] = useState('');
  const [typed] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const current = known.find((client) => client.id === value) ?? null;
  // Once a client is picked the box shows their label: that is no search.
  const q = current && typed === clientLabel(current) ? '' : typed;
  // Digits (a leading + allowed) search the phone numbers, anything else the names.
  const clients = usePeopleOptions({ profileId, q, byPhone: /^\+?\d+$/.test(q) }, { enabled: profileId !== null });

  const found = clients.data?.items ?? [];
  const options: ComboboxItem<number>[] = found.map((client) => ({ value: client.id, label: clientLabel(client) }));
  if (current && !found.some((client) => client.id === current.id)) {
    options.unshift({ value: current.id, label: clientLabel(current) });
  }

  return (
    <Select<number>
      placeholder={t('expeditions.form.clientPlaceholder')}
      searchable
      clearable
      // Autofocused first in the form: its list opens on a click or when typing, not on focus.
      openOnFocus={false}
      data={options}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has filtered already.
      filter={({ options: all }) => all}
      onChange={(id) => onChange(id === null ? null : ([...found, ...known].find((client) => client.id === id) ?? null))}
      nothingFoundMessage={clients.isFetching ? t('common.loading') : t('expeditions.form.clientNothingFound')}
      maxDropdownHeight={280}
      {...props}
    />
  );
}
