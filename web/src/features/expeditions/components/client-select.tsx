import { useTranslation } from 'react-i18next';
import { SearchSelect, useSearchText, type SearchSelectProps } from '@/components/search-select';
import { usePeopleOptions, type PersonOption } from '@/lib/shared-api/get-people-options';
import { useClientProfileId } from '@/lib/shared-api/get-user-counts';

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
}: Omit<SearchSelectProps<PersonOption>, 'onChange'> & {
  onChange: (client: PersonOption | null) => void;
  known: readonly PersonOption[];
}) {
  const { t } = useTranslation();
  const profileId = useClientProfileId();
  const current = known.find((client) => client.id === value) ?? null;
  const search = useSearchText(current && clientLabel(current));
  // Digits (a leading + allowed) search the phone numbers, anything else the names.
  const clients = usePeopleOptions({ profileId, q: search.q, byPhone: /^\+?\d+$/.test(search.q) }, { enabled: profileId !== null });
  return (
    <SearchSelect
      found={clients.data?.items ?? []}
      kept={current}
      labelOf={clientLabel}
      search={search}
      query={clients}
      empty={t('expeditions.form.clientNothingFound')}
      placeholder={t('expeditions.form.clientPlaceholder')}
      // Autofocused first in the form: its list opens on a click or when typing, not on focus.
      openOnFocus={false}
      value={value}
      onChange={(_, client) => onChange(client)}
      maxDropdownHeight={280}
      {...props}
    />
  );
}
