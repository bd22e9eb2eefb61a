import { useTranslation } from 'react-i18next';
import { SearchSelect, useSearchText, type SearchSelectProps } from '@/components/search-select';
import { useBeneficiaries, type BeneficiaryOption } from '@/lib/shared-api/get-beneficiaries';

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
}: Omit<SearchSelectProps<BeneficiaryOption>, 'onChange'> & {
  onChange: (beneficiary: BeneficiaryOption | null) => void;
  known: readonly BeneficiaryOption[];
}) {
  const { t } = useTranslation();
  const current = known.find((person) => person.id === value) ?? null;
  const search = useSearchText(current && beneficiaryLabel(current));
  const people = useBeneficiaries(search.q, { enabled: !props.disabled });
  return (
    <SearchSelect
      found={people.data?.items ?? []}
      kept={current}
      labelOf={beneficiaryLabel}
      search={search}
      query={people}
      empty={search.q ? t('commissions.form.beneficiaryNothingFound') : t('commissions.form.beneficiaryType')}
      placeholder={t('commissions.form.beneficiaryPlaceholder')}
      value={value}
      onChange={(_, person) => onChange(person)}
      maxDropdownHeight={280}
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}
