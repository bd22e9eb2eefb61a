import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWaybillCounts } from '@/features/waybills/api/get-waybill-counts';
import {
  WAYBILLS_PER_PAGE,
  waybillStatuses,
  useWaybills,
  type Waybill,
  type WaybillSearchColumn,
  type WaybillStatus,
} from '@/features/waybills/api/get-waybills';
import { ValidateWaybillModal } from '@/features/waybills/components/validate-waybill-modal';
import { WaybillActions } from '@/features/waybills/components/waybill-actions';
import { useWaybillColumns } from '@/features/waybills/components/waybill-columns';
import { WaybillFormModal } from '@/features/waybills/components/waybill-form-modal';
import { DataTable } from '@/components/data-table';
import { PagedQueryContent, useLastPageKept } from '@/components/list-pager';
import { currentSearch, SearchFields, SearchToggle, type ListSearchState } from '@/components/list-search';
import { CountedTabs, useTabbedListSearch } from '@/components/list-tabs';
import { PageHeader } from '@/components/page-header';
import { Can } from '@/lib/permissions';

type Shown = { kind: 'form'; waybill: Waybill | null } | { kind: 'validate'; waybill: Waybill } | null;

/** The waybills by status (En cours first), searchable by reference, driver or plate. */
export function WaybillsRoute() {
  const { t } = useTranslation();
  const { tab: status, changeTab, search } = useTabbedListSearch<WaybillStatus, WaybillSearchColumn>({
    param: 'statut',
    tabs: waybillStatuses,
    fallback: 'EnCours',
    defaultColumn: 'ref_waybill',
  });
  const counts = useWaybillCounts(currentSearch(search));
  // What is open, and what was open last (kept while a modal closes, so its content does not vanish).
  const [shown, setShown] = useState<Shown>(null);
  const [last, setLast] = useState<Exclude<Shown, null>>({ kind: 'form', waybill: null });
  const show = (next: Exclude<Shown, null>) => {
    setShown(next);
    setLast(next);
  };
  const close = () => setShown(null);

  const columns: { value: WaybillSearchColumn; label: string }[] = [
    { value: 'ref_waybill', label: t('waybills.search.reference') },
    { value: 'driver.name', label: t('waybills.search.driver') },
    { value: 'vehicle.plaque', label: t('waybills.search.vehicle') },
  ];

  return (
    <Stack>
      <PageHeader
        title={t('waybills.title')}
        subtitle={t('waybills.subtitle')}
        actions={
          <>
            <SearchToggle open={search.open} onToggle={search.toggle} />
            <Can permission="ajouter bordereau">
              <Button onClick={() => show({ kind: 'form', waybill: null })}>{t('waybills.new')}</Button>
            </Can>
          </>
        }
      />
      <SearchFields state={search} columns={columns} />
      <CountedTabs
        value={status}
        tabs={waybillStatuses}
        onChange={changeTab}
        counts={counts.data}
        search={currentSearch(search)}
        label={(value) => t(`waybills.status.${value}`)}
        countedLabel={(label, count) => t('waybills.tab', { status: label, count })}
      >
        <WaybillsList
          status={status}
          search={search}
          onEdit={(waybill) => show({ kind: 'form', waybill })}
          onValidate={(waybill) => show({ kind: 'validate', waybill })}
        />
      </CountedTabs>
      <WaybillFormModal
        opened={shown?.kind === 'form'}
        onClose={close}
        waybill={last.kind === 'form' ? last.waybill : null}
      />
      {last.kind === 'validate' && (
        <ValidateWaybillModal opened={shown?.kind === 'validate'} onClose={close} waybill={last.waybill} />
      )}
    </Stack>
  );
}

function WaybillsList({
  status,
  search,
  onEdit,
  onValidate,
}: {
  status: WaybillStatus;
  search: ListSearchState<WaybillSearchColumn>;
  onEdit: (waybill: Waybill) => void;
  onValidate: (waybill: Waybill) => void;
}) {
  const { t } = useTranslation();
  const { page, setPage } = search;
  const searched = currentSearch(search);
  const waybills = useWaybills({ status, page, search: searched });
  const shownPage = waybills.data?.page ?? page;
  const columns = useWaybillColumns((shownPage - 1) * WAYBILLS_PER_PAGE, [
    {
      key: 'actions',
      header: t('waybills.table.actions'),
      width: 100,
      render: (waybill) => <WaybillActions waybill={waybill} onEdit={onEdit} onValidate={onValidate} />,
    },
  ]);

  // A deletion or a validation can empty the last page: show the one that is now last.
  useLastPageKept(page, setPage, waybills.data?.total, WAYBILLS_PER_PAGE);

  return (
    <PagedQueryContent
      query={waybills}
      page={page}
      onPageChange={setPage}
      emptyText={searched ? t('waybills.noMatch') : t(`waybills.empty.${status}`)}
    >
      {(found) => <DataTable columns={columns} rows={found.items} rowKey={(waybill) => waybill.id} minWidth={900} />}
    </PagedQueryContent>
  );
}
