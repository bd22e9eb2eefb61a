import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  INVOICES_PER_PAGE,
  useInvoices,
  type Invoice,
  type InvoiceFilters,
  type InvoiceSearchColumn,
} from '@/features/invoices/api/get-invoices';
import { CancelPaymentModal } from '@/features/invoices/components/cancel-payment-modal';
import { formatDateTime, PaymentAmount, PaymentState, type PaymentLike } from '@/features/invoices/components/payment-state';
import { DataTable, type Column } from '@/components/data-table';
import { DayInput } from '@/components/day-input';
import { ExtensionSelect } from '@/components/extension-select';
import { ListPager } from '@/components/list-pager';
import type { ListSearchState } from '@/components/list-search';
import { QueryContent } from '@/components/query-content';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';

/**
 * What a payment paid: the expedition (its slip) or the passenger ticket (its page); once a
 * cancelled payment's expedition or ticket was deleted, its reference alone, marked so.
 */
function PaidFor({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const target = invoice.billet
    ? { to: paths.billet(invoice.billet.id), ref: invoice.billet.ref_billet }
    : invoice.expedition
      ? { to: paths.expeditionSlip(invoice.expedition.id), ref: invoice.expedition.ref_expedition }
      : null;
  if (!target) {
    return (
      <Text span inherit c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {t('invoices.deletedSubject', { reference: invoice.subject })}
      </Text>
    );
  }
  return (
    <Anchor component={Link} to={target.to} inherit style={{ whiteSpace: 'nowrap' }}>
      {target.ref}
    </Anchor>
  );
}

/** The filters of the payments: from, to (days, both included) and branch. */
export function PaymentFilters({ filters, onChange }: { filters: InvoiceFilters; onChange: (filters: InvoiceFilters) => void }) {
  const { t } = useTranslation();
  const day = (name: 'from' | 'to') => (
    <DayInput
      label={t(`invoices.filters.${name}`)}
      value={filters[name]}
      onChange={(value) => onChange({ ...filters, [name]: value })}
      clearable
      clearButtonProps={{ 'aria-label': t('invoices.filters.clear') }}
      w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 170 }}
    />
  );
  return (
    <Group align="flex-end" gap="sm" role="group" aria-label={t('invoices.filters.label')}>
      {day('from')}
      {day('to')}
      <ExtensionSelect
        label={t('invoices.filters.branch')}
        placeholder={t('invoices.filters.allBranches')}
        value={filters.extensionId}
        onChange={(extensionId) => onChange({ ...filters, extensionId })}
        clearable
        w={{ base: '100%', xs: 220 }}
      />
    </Group>
  );
}

/** One page of the payments the filters and search keep, with their total. */
export function PaymentsPanel({ filters, search }: { filters: InvoiceFilters; search: ListSearchState<InvoiceSearchColumn> }) {
  const { t } = useTranslation();
  const { page, setPage } = search;
  const invoices = useInvoices({ ...filters, page, search: search.search });
  const filtered = search.search !== null || filters.from !== null || filters.to !== null || filters.extensionId !== null;
  const [cancelling, setCancelling] = useState<PaymentLike | null>(null);

  const columns: Column<Invoice>[] = [
    { key: 'num', header: t('invoices.table.num'), width: 56, render: (_, index) => (page - 1) * INVOICES_PER_PAGE + index + 1 },
    { key: 'ref', header: t('invoices.table.ref'), render: (invoice) => <Text inherit fw={600}>{invoice.ref_invoice}</Text> },
    {
      key: 'date',
      header: t('invoices.table.date'),
      render: (invoice) => (
        <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(invoice.createdAt)}</span>
      ),
    },
    { key: 'customer', header: t('invoices.table.customer'), render: (invoice) => invoice.customer.name },
    {
      key: 'expedition',
      header: t('invoices.table.expedition'),
      render: (invoice) => <PaidFor invoice={invoice} />,
    },
    {
      key: 'amount',
      header: t('invoices.table.amount'),
      render: (invoice) => <PaymentAmount payment={invoice} />,
    },
    { key: 'branch', header: t('invoices.table.branch'), render: (invoice) => invoice.extension.name },
    { key: 'user', header: t('invoices.table.user'), render: (invoice) => invoice.invoice_user.name },
    {
      key: 'state',
      header: t('invoices.table.state'),
      width: 200,
      render: (invoice) => <PaymentState payment={invoice} onCancel={setCancelling} />,
    },
  ];

  return (
    <QueryContent
      query={invoices}
      isEmpty={(found) => found.total === 0}
      emptyText={filtered ? t('invoices.payments.noMatch') : t('invoices.payments.empty')}
    >
      {(found) => (
        <Stack>
          <Paper withBorder radius="md" p="sm" aria-label={t('invoices.payments.totalLabel')}>
            <Group justify="space-between" gap="xs">
              <Text fw={600}>{t('invoices.payments.total', { count: found.total })}</Text>
              <Text fw={700} size="lg">
                {formatMoney(found.amount)}
              </Text>
            </Group>
          </Paper>
          <DataTable columns={columns} rows={found.items} rowKey={(invoice) => invoice.id} minWidth={900} />
          <ListPager total={found.total} perPage={found.per_page} page={page} onChange={setPage} />
          <CancelPaymentModal payment={cancelling} onClose={() => setCancelling(null)} />
        </Stack>
      )}
    </QueryContent>
  );
}
