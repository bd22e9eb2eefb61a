import { Group, Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditFilters } from '@/features/audit/api/get-audit';
import { auditResources, resourceLabel } from '@/features/audit/components/audit-words';
import { DayInput } from '@/components/day-input';
import { SearchSelect, useSearchText } from '@/components/search-select';
import { usePeopleOptions, type PersonOption } from '@/lib/shared-api/get-people-options';

/** The Journal's filters: a person (searched by name), a kind of record, and a period (days included). */
export function AuditFiltersBar({ filters, onChange }: { filters: AuditFilters; onChange: (filters: AuditFilters) => void }) {
  const { t } = useTranslation();
  const day = (name: 'from' | 'to') => (
    <DayInput
      label={t(`audit.filters.${name}`)}
      value={filters[name]}
      onChange={(value) => onChange({ ...filters, [name]: value })}
      clearable
      clearButtonProps={{ 'aria-label': t('audit.filters.clearDate') }}
      w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 160 }}
    />
  );
  return (
    <Group align="flex-end" gap="sm" role="group" aria-label={t('audit.filters.label')}>
      <PersonPicker value={filters.userId} onChange={(userId) => onChange({ ...filters, userId })} />
      <Select
        label={t('audit.filters.resource')}
        placeholder={t('audit.filters.allResources')}
        data={auditResources.map((resource) => ({ value: resource, label: resourceLabel(resource) }))}
        value={filters.resource}
        onChange={(resource) => onChange({ ...filters, resource })}
        clearable
        searchable
        comboboxProps={{ withinPortal: true }}
        w={{ base: '100%', xs: 200 }}
      />
      {day('from')}
      {day('to')}
    </Group>
  );
}

/** Anyone, searched by name on the server; the chosen person stays among the choices. */
function PersonPicker({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<PersonOption | null>(null);
  const search = useSearchText(picked && picked.name);
  const people = usePeopleOptions({ profileId: null, q: search.q });
  return (
    <SearchSelect
      label={t('audit.filters.person')}
      placeholder={t('audit.filters.everyone')}
      found={people.data?.items ?? []}
      kept={picked}
      labelOf={(person) => person.name}
      search={search}
      query={people}
      empty={t('audit.filters.nobody')}
      value={value}
      onChange={(id, person) => {
        setPicked(person);
        onChange(id);
      }}
      comboboxProps={{ withinPortal: true }}
      w={{ base: '100%', xs: 240 }}
    />
  );
}
