import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RECEIVABLES_PER_PAGE, useReceivables, type Receivable } from '@/features/invoices/api/get-receivables';
import type { Customer } from '@/features/invoices/components/payment-modal';
import { DataTable, type Column } from '@/components/data-table';
import { ListPager } from '@/components/list-pager';
import { QueryContent } from '@/components/query-content';
import { formatDate, formatMoney } from '@/lib/format';
import { usePermissions } from '@/lib/permissions';

/** The clients who owe, the one owing for the longest first; a payment can be taken from each row. */
export function ReceivablesPanel({ onPay }: { onPay: (customer: Customer) => void }) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const [page, setPage] = useState(1);
  const receivables = useReceivables(page);

  const columns: Column<Receivable>[] = [
    { key: 'num', header: t('invoices.table.num'), width: 56, render: (_, index) => (page - 1) * RECEIVABLES_PER_PAGE + index + 1 },
    { key: 'customer', header: t('invoices.receivables.customer'), render: (row) => <Text inherit fw={600}>{row.customer.name}</Text> },
    { key: 'tel', header: t('invoices.receivables.tel'), render: (row) => row.tel ?? '' },
    { key: 'expeditions', header: t('invoices.receivables.expeditions'), render: (row) => row.expeditions },
    {
      key: 'debt',
      header: t('invoices.receivables.debt'),
      render: (row) => (
        <Text inherit fw={700} c="red.8" style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(row.debt)}
        </Text>
      ),
    },
    { key: 'oldest', header: t('invoices.receivables.oldest'), render: (row) => formatDate(row.oldest) },
  ];
  if (can('ajouter facture')) {
    columns.push({
      key: 'actions',
      header: t('invoices.table.actions'),
      width: 120,
      render: (row) => (
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => onPay({ ...row.customer, tel: row.tel ?? null })}
          aria-label={t('invoices.receivables.payLabel', { name: row.customer.name })}
        >
          {t('invoices.receivables.pay')}
        </Button>
      ),
    });
  }

  return (
    <QueryContent query={receivables} isEmpty={(found) => found.total === 0} emptyText={t('invoices.receivables.empty')}>
      {(found) => (
        <Stack>
          <DataTable columns={columns} rows={found.items} rowKey={(row) => row.customer.id} minWidth={760} />
          <ListPager total={found.total} perPage={found.per_page} page={page} onChange={setPage} />
        </Stack>
      )}
    </QueryContent>
  );
}
