import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBilletCounts } from '@/features/billets/api/get-billet-counts';
import {
  BILLETS_PER_PAGE,
  billetStatuses,
  useBillets,
  type Billet,
  type BilletSearchColumn,
  type BilletStatus,
} from '@/features/billets/api/get-billets';
import { BilletFormModal } from '@/features/billets/components/billet-form-modal';
import { BilletPaymentModal } from '@/features/billets/components/billet-payment-modal';
import { BilletsTable } from '@/features/billets/components/billets-table';
import { PagedQueryContent, useLastPageKept } from '@/components/list-pager';
import { currentSearch, SearchFields, SearchToggle, type ListSearchState } from '@/components/list-search';
import { CountedTabs, useTabbedListSearch } from '@/components/list-tabs';
import { PageHeader } from '@/components/page-header';
import { formatCount } from '@/lib/format';
import { Can } from '@/lib/permissions';

/**
 * Billets: the passenger tickets by status (Réservé first), searchable by reference, passenger's
 * name or phone, or manifest; sold, changed, boarded and paid from here.
 */
export function BilletsRoute() {
  const { t } = useTranslation();
  const { tab: status, changeTab, search } = useTabbedListSearch<BilletStatus, BilletSearchColumn>({
    param: 'statut',
    tabs: billetStatuses,
    fallback: 'reserve',
    defaultColumn: 'ref_billet',
  });
  const searched = currentSearch(search);
  const counts = useBilletCounts(searched);
  // Kept while its modal closes, so that the modal's content does not vanish.
  const [form, setForm] = useState<{ opened: boolean; billet: Billet | null }>({ opened: false, billet: null });
  const [paying, setPaying] = useState<{ opened: boolean; billet: Billet | null }>({ opened: false, billet: null });

  const columns: { value: BilletSearchColumn; label: string }[] = [
    { value: 'ref_billet', label: t('billets.search.reference') },
    { value: 'name', label: t('billets.search.name') },
    { value: 'tel', label: t('billets.search.tel') },
    { value: 'manifest.ref_manifest', label: t('billets.search.manifest') },
  ];

  return (
    <Stack>
      <PageHeader
        title={t('billets.title')}
        subtitle={t('billets.subtitle')}
        actions={
          <>
            <SearchToggle open={search.open} onToggle={search.toggle} />
            <Can permission="ajouter billet">
              <Button onClick={() => setForm({ opened: true, billet: null })}>{t('billets.new')}</Button>
            </Can>
          </>
        }
      />
      <SearchFields state={search} columns={columns} />
      <CountedTabs
        value={status}
        tabs={billetStatuses}
        onChange={changeTab}
        counts={counts.data}
        search={searched}
        label={(value) => t(`billets.tabs.${value}`)}
        countedLabel={(label, count) => t('billets.tab', { status: label, count: typeof count === 'number' ? formatCount(count) : count })}
      >
        <BilletsList
          status={status}
          search={search}
          onEdit={(billet) => setForm({ opened: true, billet })}
          onPay={(billet) => setPaying({ opened: true, billet })}
        />
      </CountedTabs>
      <BilletFormModal opened={form.opened} onClose={() => setForm((shown) => ({ ...shown, opened: false }))} billet={form.billet} />
      <BilletPaymentModal
        opened={paying.opened}
        onClose={() => setPaying((shown) => ({ ...shown, opened: false }))}
        billet={paying.billet}
      />
    </Stack>
  );
}

function BilletsList({
  status,
  search,
  onEdit,
  onPay,
}: {
  status: BilletStatus;
  search: ListSearchState<BilletSearchColumn>;
  onEdit: (billet: Billet) => void;
  onPay: (billet: Billet) => void;
}) {
  const { t } = useTranslation();
  const { page, setPage } = search;
  const searched = currentSearch(search);
  const billets = useBillets({ status, page, search: searched });
  // A deletion or a status change can empty the last page: show the one that is now last.
  useLastPageKept(page, setPage, billets.data?.total, BILLETS_PER_PAGE);

  return (
    <PagedQueryContent
      query={billets}
      page={page}
      onPageChange={setPage}
      emptyText={searched ? t('billets.noMatch') : t(`billets.empty.${status}`)}
    >
      {(found) => <BilletsTable billets={found.items} offset={(found.page - 1) * found.per_page} onEdit={onEdit} onPay={onPay} />}
    </PagedQueryContent>
  );
}
