import { Button, Stack, Tabs } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useExpeditionCounts } from '@/features/expeditions/api/get-expedition-counts';
import {
  EXPEDITIONS_PER_PAGE,
  expeditionStatuses,
  useExpeditions,
  type Expedition,
  type ExpeditionSearchColumn,
  type ExpeditionStatus,
} from '@/features/expeditions/api/get-expeditions';
import { ExpeditionFormModal } from '@/features/expeditions/components/expedition-form-modal';
import { ExpeditionsTable } from '@/features/expeditions/components/expeditions-table';
import { SearchFields, SearchToggle, useListSearch, type ListSearchState } from '@/components/list-search';
import { ListPager } from '@/components/list-pager';
import { PageHeader } from '@/components/page-header';
import { QueryContent } from '@/components/query-content';
import { Can } from '@/lib/permissions';

const TAB_PARAM = 'statut';

function isStatus(value: string | null): value is ExpeditionStatus {
  return expeditionStatuses.some((status) => status === value);
}

/** The expeditions by status (En stock first), searchable by reference, sender or recipient. */
export function ExpeditionsRoute() {
  const { t } = useTranslation();
  const counts = useExpeditionCounts();
  const [params, setParams] = useSearchParams();
  const requested = params.get(TAB_PARAM);
  const status: ExpeditionStatus = isStatus(requested) ? requested : 'EnStock';
  const search = useListSearch<ExpeditionSearchColumn>('ref_expedition', status);
  const [modal, setModal] = useState<{ opened: boolean; expedition: Expedition | null }>({ opened: false, expedition: null });
  const edit = (expedition: Expedition | null) => setModal({ opened: true, expedition });

  const columns: { value: ExpeditionSearchColumn; label: string }[] = [
    { value: 'ref_expedition', label: t('expeditions.search.reference') },
    { value: 'sender.name', label: t('expeditions.search.sender') },
    { value: 'recipient.name', label: t('expeditions.search.recipient') },
  ];

  const changeTab = (value: string | null) => {
    if (!isStatus(value) || value === status) return;
    // A new tab starts on page 1 (the search's scope) with no search text.
    search.setText('');
    setParams({ [TAB_PARAM]: value }, { replace: true });
  };

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
      <Tabs value={status} onChange={changeTab}>
        <Tabs.List mb="md">
          {expeditionStatuses.map((value) => (
            <Tabs.Tab key={value} value={value}>
              <TabLabel status={value} count={counts.data?.find((count) => count.status === value)?.count} />
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={status}>
          <ExpeditionsList status={status} search={search} onEdit={edit} />
        </Tabs.Panel>
      </Tabs>
      <ExpeditionFormModal
        opened={modal.opened}
        onClose={() => setModal((shown) => ({ ...shown, opened: false }))}
        expedition={modal.expedition}
      />
    </Stack>
  );
}

/** `En stock (12)`; the status alone while the counts load or when they failed. */
function TabLabel({ status, count }: { status: ExpeditionStatus; count: number | undefined }) {
  const { t } = useTranslation();
  const label = t(`expeditions.status.${status}`);
  return count === undefined ? label : t('expeditions.tab', { status: label, count });
}

function ExpeditionsList({
  status,
  search,
  onEdit,
}: {
  status: ExpeditionStatus;
  search: ListSearchState<ExpeditionSearchColumn>;
  onEdit: (expedition: Expedition) => void;
}) {
  const { t } = useTranslation();
  const { page, setPage } = search;
  // A cleared box (a new tab clears it) stops searching at once, without waiting for the typing pause.
  const searched = search.text.trim() === '' ? null : search.search;
  const expeditions = useExpeditions({ status, page, search: searched });

  // A deletion can empty the last page: show the one that is now last.
  const lastPage = expeditions.data ? Math.max(1, Math.ceil(expeditions.data.total / EXPEDITIONS_PER_PAGE)) : page;
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage, setPage]);

  return (
    <QueryContent
      query={expeditions}
      isEmpty={(found) => found.total === 0}
      emptyText={searched ? t('expeditions.noMatch') : t('expeditions.empty')}
    >
      {(found) => (
        <Stack>
          <ExpeditionsTable expeditions={found.items} offset={(found.page - 1) * found.per_page} onEdit={onEdit} />
          <ListPager total={found.total} perPage={found.per_page} page={page} onChange={setPage} />
        </Stack>
      )}
    </QueryContent>
  );
}
