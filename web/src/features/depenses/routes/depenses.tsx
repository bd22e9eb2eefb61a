import { Button, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { depenseSearchColumns, type DepenseFilters, type DepenseSearchColumn } from '@/features/depenses/api/get-depenses';
import { DepenseFiltersBar, periodReversed } from '@/features/depenses/components/depense-filters';
import { DepensesPanel } from '@/features/depenses/components/depenses-panel';
import { ExpenseModal } from '@/features/depenses/components/expense-modal';
import { monthOf } from '@/features/depenses/utils/dates';
import { SearchFields, SearchToggle, useListSearch } from '@/components/list-search';
import { PageHeader } from '@/components/page-header';
import { Can } from '@/lib/permissions';
import { useBranchToday } from '@/lib/shared-api/get-branch-today';

const COLUMN_LABELS = {
  ref_depense: 'depenses.search.reference',
  'beneficer.name': 'depenses.search.beneficiary',
  description: 'depenses.search.description',
} as const satisfies Record<DepenseSearchColumn, string>;

/** 'Dépense': the expenses and commission shares of a period (this month first), with their totals. */
export function DepensesRoute() {
  const { t } = useTranslation();
  // This month at the user's branch until other filters are chosen: its days are the branch's,
  // and around midnight on the first or last day the browser's calendar is in another month.
  const today = useBranchToday();
  const [chosen, setFilters] = useState<DepenseFilters | null>(null);
  const filters = chosen ?? { ...monthOf(today.day), brancheId: null, typedepenseId: null };
  // Any change of filters goes back to the first page, as a new search does.
  const search = useListSearch<DepenseSearchColumn>('ref_depense', JSON.stringify(filters));
  const columns = depenseSearchColumns.map((value) => ({ value, label: t(COLUMN_LABELS[value]) }));
  const [adding, { open, close }] = useDisclosure(false);

  return (
    <Stack>
      <PageHeader
        title={t('depenses.title')}
        subtitle={t('depenses.subtitle')}
        actions={
          <>
            <SearchToggle open={search.open} onToggle={search.toggle} />
            <Can permission="ajouter depense">
              <Button onClick={open}>{t('depenses.add')}</Button>
            </Can>
          </>
        }
      />
      <SearchFields state={search} columns={columns} />
      <DepenseFiltersBar filters={filters} onChange={setFilters} />
      {/* The period's end says what is wrong; nothing is asked of the server meanwhile. */}
      {/* Nor until the branch's day is known, for the month it opens on. */}
      {!periodReversed(filters) && (chosen !== null || today.settled) && <DepensesPanel filters={filters} search={search} />}
      <ExpenseModal opened={adding} onClose={close} />
    </Stack>
  );
}
