import { Anchor, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  DEPENSES_PER_PAGE,
  useDepenses,
  type Depense,
  type DepenseFilters,
  type DepenseSearchColumn,
} from '@/features/depenses/api/get-depenses';
import { DepenseTotals } from '@/features/depenses/components/depense-totals';
import { DepenseActions, DepenseAmount } from '@/features/depenses/components/depense-state';
import { ExpenseModal } from '@/features/depenses/components/expense-modal';
import { DataTable, type Column } from '@/components/data-table';
import { ListPager, useLastPageKept } from '@/components/list-pager';
import type { ListSearchState } from '@/components/list-search';
import { QueryContent } from '@/components/query-content';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';

/** One page of the shares and expenses the filters and search keep, with their totals. */
export function DepensesPanel({ filters, search }: { filters: DepenseFilters; search: ListSearchState<DepenseSearchColumn> }) {
  const { t } = useTranslation();
  const { page, setPage } = search;
  const depenses = useDepenses({ ...filters, page, search: search.search });
  useLastPageKept(page, setPage, depenses.data?.total, DEPENSES_PER_PAGE);
  // Kept while the modal closes, so that its title does not change under the closing animation.
  const [editing, setEditing] = useState<{ opened: boolean; depense: Depense | null }>({ opened: false, depense: null });
  const edit = (depense: Depense) => setEditing({ opened: true, depense });
  const filtered = search.search !== null || filters.brancheId !== null || filters.typedepenseId !== null;
  const emptyText = filtered
    ? t('depenses.list.noMatch')
    : filters.from !== null || filters.to !== null
      ? t('depenses.list.emptyPeriod')
      : t('depenses.list.empty');

  const none = (
    <Text inherit c="dimmed">
      —
    </Text>
  );

  const columns: Column<Depense>[] = [
    { key: 'num', header: t('depenses.table.num'), width: 56, render: (_, index) => (page - 1) * DEPENSES_PER_PAGE + index + 1 },
    {
      key: 'ref',
      header: t('depenses.table.ref'),
      render: (depense) => (
        <Stack gap={0}>
          <Anchor component={Link} to={paths.depense(depense.id)} inherit fw={600} style={{ whiteSpace: 'nowrap' }}>
            {depense.ref_depense}
          </Anchor>
          {depense.depense && (
            // Said, not linked: two links one above the other would be too close to touch apart;
            // the share's page links its commission.
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {t('depenses.table.commission', { ref: depense.depense.ref_depense })}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'date', header: t('depenses.table.date'), render: (depense) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(depense.date)}</span> },
    {
      key: 'type',
      header: t('depenses.table.type'),
      // What it was for, under its type: one column fewer, so the row's actions stay in sight.
      render: (depense) => (
        <Stack gap={0}>
          <Text inherit>{depense.typedepense.type}</Text>
          {depense.description && (
            <Text size="xs" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {depense.description}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'amount', header: t('depenses.table.amount'), render: (depense) => <DepenseAmount depense={depense} /> },
    {
      key: 'beneficiary',
      header: t('depenses.table.beneficiary'),
      render: (depense) =>
        depense.beneficer ? (
          <Anchor component={Link} to={paths.profileOf(depense.beneficer.id)} inherit>
            {depense.beneficer.name}
          </Anchor>
        ) : (
          none
        ),
    },
    {
      key: 'manifest',
      header: t('depenses.table.manifest'),
      render: (depense) =>
        depense.manifeste ? (
          <Anchor component={Link} to={paths.manifest(depense.manifeste.id)} inherit style={{ whiteSpace: 'nowrap' }}>
            {depense.manifeste.ref_manifest}
          </Anchor>
        ) : (
          none
        ),
    },
    { key: 'branch', header: t('depenses.table.branch'), render: (depense) => depense.branche.name },
    { key: 'state', header: t('depenses.table.state'), width: 170, render: (depense) => <DepenseActions depense={depense} onEdit={edit} /> },
  ];

  return (
    <>
      <QueryContent query={depenses} isEmpty={(found) => found.total === 0} emptyText={emptyText}>
        {(found) => (
          <Stack>
            <DepenseTotals found={found} />
            <DataTable columns={columns} rows={found.items} rowKey={(depense) => depense.id} minWidth={940} />
            <ListPager total={found.total} perPage={found.per_page} page={page} onChange={setPage} />
          </Stack>
        )}
      </QueryContent>
      <ExpenseModal opened={editing.opened} onClose={() => setEditing((shown) => ({ ...shown, opened: false }))} depense={editing.depense} />
    </>
  );
}
