import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DepenseFilters } from '@/features/depenses/api/get-depenses';
import { DayInput } from '@/components/day-input';
import { ExtensionSelect } from '@/components/extension-select';
import { useTypedepenses } from '@/lib/shared-api/get-typedepenses';

/** Whether the period ends before it starts (the server would refuse it). */
export function periodReversed({ from, to }: Pick<DepenseFilters, 'from' | 'to'>): boolean {
  return from !== null && to !== null && from > to;
}

/** The filters of the expenses: from, to (days, both included), branch and type. */
export function DepenseFiltersBar({ filters, onChange }: { filters: DepenseFilters; onChange: (filters: DepenseFilters) => void }) {
  const { t } = useTranslation();
  const types = useTypedepenses();
  const day = (name: 'from' | 'to') => (
    <DayInput
      label={t(`depenses.filters.${name}`)}
      value={filters[name]}
      onChange={(value) => onChange({ ...filters, [name]: value })}
      clearable
      clearButtonProps={{ 'aria-label': t('depenses.filters.clear') }}
      error={name === 'to' && periodReversed(filters) ? t('depenses.filters.reversed') : undefined}
      w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 160 }}
    />
  );
  return (
    <Group align="flex-end" gap="sm" role="group" aria-label={t('depenses.filters.label')}>
      {day('from')}
      {day('to')}
      <ExtensionSelect
        label={t('depenses.filters.branch')}
        placeholder={t('depenses.filters.allBranches')}
        value={filters.brancheId}
        onChange={(brancheId) => onChange({ ...filters, brancheId })}
        clearable
        comboboxProps={{ withinPortal: true }}
        w={{ base: '100%', xs: 200 }}
      />
      <Select<number>
        label={t('depenses.filters.type')}
        placeholder={t('depenses.filters.allTypes')}
        data={(types.data ?? []).map((type) => ({ value: type.id, label: type.type }))}
        value={filters.typedepenseId}
        onChange={(typedepenseId) => onChange({ ...filters, typedepenseId })}
        clearable
        searchable
        nothingFoundMessage={types.isError ? types.error.message : t('depenses.filters.noType')}
        comboboxProps={{ withinPortal: true }}
        w={{ base: '100%', xs: 200 }}
      />
    </Group>
  );
}
