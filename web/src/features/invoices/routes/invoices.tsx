import { Button, Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  invoiceSearchColumns,
  useInvoices,
  type InvoiceFilters,
  type InvoiceSearchColumn,
} from '@/features/invoices/api/get-invoices';
import { useReceivables } from '@/features/invoices/api/get-receivables';
import { PaymentModal, type Customer } from '@/features/invoices/components/payment-modal';
import { PaymentFilters, PaymentsPanel } from '@/features/invoices/components/payments-panel';
import { ReceivablesPanel } from '@/features/invoices/components/receivables-panel';
import { SearchFields, SearchToggle, useListSearch } from '@/components/list-search';
import { PageHeader } from '@/components/page-header';
import { Can } from '@/lib/permissions';

const TAB_PARAM = 'onglet';
type Tab = 'paiements' | 'creances';

const COLUMN_LABELS = {
  ref_invoice: 'invoices.search.reference',
  'expedition.ref_expedition': 'invoices.search.expedition',
  'billet.ref_billet': 'invoices.search.billet',
  'customer.name': 'invoices.search.customer',
} as const satisfies Record<InvoiceSearchColumn, string>;

const NO_FILTERS: InvoiceFilters = { from: null, to: null, extensionId: null };

/** 'Facture': the payments received (filtered, with their total) and what each client still owes. */
export function InvoicesRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get(TAB_PARAM) === 'creances' ? 'creances' : 'paiements';
  const [filters, setFilters] = useState<InvoiceFilters>(NO_FILTERS);
  // Any change of filters goes back to the first page, as a new search does.
  const search = useListSearch<InvoiceSearchColumn>('ref_invoice', JSON.stringify(filters));
  const columns = invoiceSearchColumns.map((value) => ({ value, label: t(COLUMN_LABELS[value]) }));
  const [modal, setModal] = useState<{ opened: boolean; customer: Customer | null }>({ opened: false, customer: null });
  const pay = (customer: Customer | null) => setModal({ opened: true, customer });
  // The tabs' counts: the same queries as the lists' (the payments' with the filters), so no extra call.
  const payments = useInvoices({ ...filters, page: search.page, search: search.search });
  const receivables = useReceivables(1);
  const tabLabel = (label: string, total: number | undefined) => (total === undefined ? label : t('invoices.tab', { label, total }));

  return (
    <Stack>
      <PageHeader
        title={t('invoices.title')}
        subtitle={t('invoices.subtitle')}
        actions={
          <>
            {tab === 'paiements' && <SearchToggle open={search.open} onToggle={search.toggle} />}
            <Can permission="ajouter facture">
              <Button onClick={() => pay(null)}>{t('invoices.add')}</Button>
            </Can>
          </>
        }
      />
      <Tabs value={tab} onChange={(value) => value && setParams({ [TAB_PARAM]: value }, { replace: true })}>
        <Tabs.List mb="md">
          <Tabs.Tab value="paiements">{tabLabel(t('invoices.tabs.payments'), payments.data?.total)}</Tabs.Tab>
          <Tabs.Tab value="creances">{tabLabel(t('invoices.tabs.receivables'), receivables.data?.total)}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="paiements">
          {tab === 'paiements' && (
            <Stack>
              <SearchFields state={search} columns={columns} />
              <PaymentFilters filters={filters} onChange={setFilters} />
              <PaymentsPanel filters={filters} search={search} />
            </Stack>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="creances">{tab === 'creances' && <ReceivablesPanel onPay={pay} />}</Tabs.Panel>
      </Tabs>
      <PaymentModal
        opened={modal.opened}
        onClose={() => setModal((shown) => ({ ...shown, opened: false }))}
        customer={modal.customer}
      />
    </Stack>
  );
}
