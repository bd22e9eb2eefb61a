import { Button, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useExpeditionCounts } from '@/features/expeditions/api/get-expedition-counts';
import {
  EXPEDITIONS_PER_PAGE,
  expeditionStatuses,
  useExpeditions,
  type Expedition,
  type ExpeditionSearchColumn,
  type ExpeditionStatus,
} from '@/features/expeditions/api/get-expeditions';
import type { ExpeditionDetail } from '@/features/expeditions/api/get-expedition';
import { ExpeditionFormModal } from '@/features/expeditions/components/expedition-form-modal';
import { ExpeditionsTable } from '@/features/expeditions/components/expeditions-table';
import { currentSearch, SearchFields, SearchToggle, type ListSearchState } from '@/components/list-search';
import { PagedQueryContent, useLastPageKept } from '@/components/list-pager';
import { CountedTabs, useTabbedListSearch } from '@/components/list-tabs';
import { PageHeader } from '@/components/page-header';
import { Can } from '@/lib/permissions';

/** Shows the payment form of `expedition` (opened, or closing). */
export type PaymentModalSlot = (props: { expedition: Expedition; opened: boolean; onClose: () => void }) => ReactNode;

/**
 * The expeditions by status (En stock first), searchable by reference, sender or recipient: a search
 * applies to every tab, whose counts are then its matches.
 *
 * `paymentModal` shows the payment form of an expedition (the invoices feature's, composed by the
 * app): with it, each row that owes something offers 'Paiement'.
 */
export function ExpeditionsRoute({ paymentModal }: { paymentModal?: PaymentModalSlot } = {}) {
  const { t } = useTranslation();
  const { tab: status, changeTab, search } = useTabbedListSearch<ExpeditionStatus, ExpeditionSearchColumn>({
    param: 'statut',
    tabs: expeditionStatuses,
    fallback: 'EnStock',
    defaultColumn: 'ref_expedition',
  });
  const searched = currentSearch(search);
  const counts = useExpeditionCounts(searched);
  const [modal, setModal] = useState<{ opened: boolean; expedition: Expedition | null }>({ opened: false, expedition: null });
  const edit = (expedition: Expedition | null) => setModal({ opened: true, expedition });
  // The expedition being paid (kept while its modal closes, so the modal's content does not vanish).
  const [payment, setPayment] = useState<{ opened: boolean; expedition: Expedition | null }>({ opened: false, expedition: null });

  const columns: { value: ExpeditionSearchColumn; label: string }[] = [
    { value: 'ref_expedition', label: t('expeditions.search.reference') },
    { value: 'sender.name', label: t('expeditions.search.sender') },
    { value: 'recipient.name', label: t('expeditions.search.recipient') },
  ];

  return (
    <Stack>
      <PageHeader
        title={t('expeditions.title')}
        subtitle={t('expeditions.subtitle')}
        actions={
          <>
            <SearchToggle open={search.open} onToggle={search.toggle} />
            <Can permission="ajouter expedition">
              <Button onClick={() => edit(null)}>{t('expeditions.new')}</Button>
            </Can>
          </>
        }
      />
      <SearchFields state={search} columns={columns} />
      <CountedTabs
        value={status}
        tabs={expeditionStatuses}
        onChange={changeTab}
        counts={counts.data}
        search={searched}
        label={(value) => t(`expeditions.status.${value}`)}
        countedLabel={(label, count) => t('expeditions.tab', { status: label, count })}
      >
        <ExpeditionsList
          status={status}
          search={search}
          onEdit={edit}
          onPay={paymentModal ? (expedition) => setPayment({ opened: true, expedition }) : null}
        />
      </CountedTabs>
      <ExpeditionFormModal
        opened={modal.opened}
        onClose={() => setModal((shown) => ({ ...shown, opened: false }))}
        expedition={modal.expedition}
        onPay={paymentModal ? (expedition) => setPayment({ opened: true, expedition: asListed(expedition) }) : undefined}
      />
      {paymentModal &&
        payment.expedition &&
        paymentModal({
          expedition: payment.expedition,
          opened: payment.opened,
          onClose: () => setPayment((shown) => ({ ...shown, opened: false })),
        })}
    </Stack>
  );
}

/** A registered expedition as the list shows it (what its row menu's payment takes). */
function asListed(detail: ExpeditionDetail): Expedition {
  return {
    ...detail,
    sender: { id: detail.sender.id, name: detail.sender.name, tel: detail.sender.tel },
    recipient: { id: detail.recipient.id, name: detail.recipient.name, tel: detail.recipient.tel },
    expedition_origin: { id: detail.extensionId, name: detail.expedition_origin?.name ?? '' },
    route: { id: detail.route.id, name: detail.route.name },
  };
}

function ExpeditionsList({
  status,
  search,
  onEdit,
  onPay,
}: {
  status: ExpeditionStatus;
  search: ListSearchState<ExpeditionSearchColumn>;
  onEdit: (expedition: Expedition) => void;
  onPay: ((expedition: Expedition) => void) | null;
}) {
  const { t } = useTranslation();
  const { page, setPage } = search;
  const searched = currentSearch(search);
  const expeditions = useExpeditions({ status, page, search: searched });
  // A deletion can empty the last page: show the one that is now last.
  useLastPageKept(page, setPage, expeditions.data?.total, EXPEDITIONS_PER_PAGE);

  return (
    <PagedQueryContent
      query={expeditions}
      page={page}
      onPageChange={setPage}
      emptyText={searched ? t('expeditions.noMatch') : t('expeditions.empty')}
    >
      {(found) => <ExpeditionsTable expeditions={found.items} offset={(found.page - 1) * found.per_page} onEdit={onEdit} onPay={onPay} />}
    </PagedQueryContent>
  );
}
