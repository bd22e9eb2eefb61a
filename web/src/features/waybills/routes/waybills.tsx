import { Button, Stack, Tabs } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
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
import { ListPager } from '@/components/list-pager';
import { SearchFields, SearchToggle, useListSearch, type ListSearchState } from '@/components/list-search';
import { PageHeader } from '@/components/page-header';
import { QueryContent } from '@/components/query-content';
import { Can } from '@/lib/permissions';

const TAB_PARAM = 'statut';
const DEFAULT_COLUMN: WaybillSearchColumn = 'ref_waybill';

function isStatus(value: string | null): value is WaybillStatus {
  return waybillStatuses.some((status) => status === value);
}

type Shown = { kind: 'form'; waybill: Waybill | null } | { kind: 'validate'; waybill: Waybill } | null;

/** The waybills by status (En cours first), searchable by reference, driver or plate. */
export function WaybillsRoute() {
  const { t } = useTranslation();
  const counts = useWaybillCounts();
  const [params, setParams] = useSearchParams();
  const requested = params.get(TAB_PARAM);
  const status: WaybillStatus = isStatus(requested) ? requested : 'EnCours';
  const search = useListSearch<WaybillSearchColumn>(DEFAULT_COLUMN, status);
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

  const changeTab = (value: string | null) => {
    if (!isStatus(value) || value === status) return;
    // A new tab starts on page 1 (the search's scope) with no search text.
    search.setText('');
    search.setColumn(DEFAULT_COLUMN);
    setParams({ [TAB_PARAM]: value }, { replace: true });
  };

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
      <Tabs value={status} onChange={changeTab}>
        <Tabs.List mb="md">
          {waybillStatuses.map((value) => {
            const count = counts.data?.find((row) => row.status === value)?.count;
            const label = t(`waybills.status.${value}`);
            return (
              <Tabs.Tab key={value} value={value}>
                {count === undefined ? label : t('waybills.tab', { status: label, count })}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        <Tabs.Panel value={status}>
          <WaybillsList
            status={status}
            search={search}
            onEdit={(waybill) => show({ kind: 'form', waybill })}
            onValidate={(waybill) => show({ kind: 'validate', waybill })}
          />
        </Tabs.Panel>
      </Tabs>
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
  // A cleared box (a new tab clears it) stops searching at once, without waiting for the typing pause.
  const searched = search.text.trim() === '' ? null : search.search;
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
  const lastPage = waybills.data ? Math.max(1, Math.ceil(waybills.data.total / WAYBILLS_PER_PAGE)) : page;
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage, setPage]);

  return (
    <QueryContent
      query={waybills}
      isEmpty={(found) => found.total === 0}
      emptyText={searched ? t('waybills.noMatch') : t(`waybills.empty.${status}`)}
    >
      {(found) => (
        <Stack>
          <DataTable columns={columns} rows={found.items} rowKey={(waybill) => waybill.id} minWidth={900} />
          <ListPager total={found.total} perPage={found.per_page} page={page} onChange={setPage} />
        </Stack>
      )}
    </QueryContent>
  );
}
