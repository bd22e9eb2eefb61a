import { Select, type ComboboxItem, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBeneficiaries, type BeneficiaryOption } from '@/lib/shared-api/get-beneficiaries';

const SEARCH_DELAY_MS = 300;

/** How a beneficiary reads in the picker: their name, and their phone to tell namesakes apart. */
export function beneficiaryLabel({ name, tel }: BeneficiaryOption): string {
  return tel ? `${name} · ${tel}` : name;
}

/**
 * Picks a beneficiary: the external persons first, anyone else (the super user excepted) by typing
 * part of their name. `known` holds people met before (the shares' beneficiaries, one just
 * created), so that the value always shows its name.
 */
export function BeneficiarySelect({
  value,
  onChange,
  known,
  ...props
}: Omit<SelectProps<number>, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange' | 'filter'> & {
  value: number | null;
  onChange: (beneficiary: BeneficiaryOption | null) => void;
  known: readonly BeneficiaryOption[];
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [typed] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const current = known.find((person) => person.id === value) ?? null;
  // Once someone is picked the box shows their label: that is no search.
  const q = current && typed === beneficiaryLabel(current) ? '' : typed;
  const people = useBeneficiaries(q, { enabled: !props.disabled });

  const found: BeneficiaryOption[] = people.data?.items ?? [];
  const options: ComboboxItem<number>[] = found.map((person) => ({ value: person.id, label: beneficiaryLabel(person) }));
  if (current && !found.some((person) => person.id === current.id)) {
    options.unshift({ value: current.id, label: beneficiaryLabel(current) });
  }

  const nothingFound = people.isFetching
    ? t('common.loading')
    : people.isError
      ? people.error.message
      : q
        ? t('commissions.form.beneficiaryNothingFound')
        : t('commissions.form.beneficiaryType');

  return (
    <Select<number>
      placeholder={t('commissions.form.beneficiaryPlaceholder')}
      searchable
      clearable
      data={options}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has filtered already.
      filter={({ options: all }) => all}
      onChange={(id) => onChange(id === null ? null : ([...found, ...known].find((person) => person.id === id) ?? null))}
      nothingFoundMessage={nothingFound}
      maxDropdownHeight={280}
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}
