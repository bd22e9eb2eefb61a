import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMyWaybills } from '@/features/waybills/api/get-my-waybills';
import { WAYBILLS_PER_PAGE } from '@/features/waybills/api/get-waybills';
import { WaybillStatusBadge } from '@/features/waybills/components/status-badge';
import { useWaybillColumns } from '@/features/waybills/components/waybill-columns';
import { DataTable } from '@/components/data-table';
import { ListPager } from '@/components/list-pager';
import { PageHeader } from '@/components/page-header';
import { QueryContent } from '@/components/query-content';
import { paths } from '@/lib/paths';

/** Mes bordereaux: the waybills the signed-in driver drives, each with its printable sheet. */
export function MyWaybillsRoute() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const waybills = useMyWaybills(page);
  const shownPage = waybills.data?.page ?? page;
  const columns = useWaybillColumns((shownPage - 1) * WAYBILLS_PER_PAGE, [
    { key: 'status', header: t('waybills.table.status'), render: (waybill) => <WaybillStatusBadge status={waybill.status} /> },
    {
      key: 'view',
      header: t('waybills.table.actions'),
      width: 110,
      render: (waybill) => (
        <Button
          component={Link}
          to={paths.myWaybill(waybill.id)}
          variant="light"
          size="compact-sm"
          aria-label={t('waybills.mine.viewLabel', { ref: waybill.ref_waybill })}
        >
          {t('waybills.actions.view')}
        </Button>
      ),
    },
  ]).filter((column) => column.key !== 'driver');

  return (
    <Stack>
      <PageHeader title={t('waybills.mine.title')} subtitle={t('waybills.mine.subtitle')} />
      <QueryContent query={waybills} isEmpty={(found) => found.total === 0} emptyText={t('waybills.mine.empty')}>
        {(found) => (
          <Stack>
            <DataTable columns={columns} rows={found.items} rowKey={(waybill) => waybill.id} minWidth={860} />
            <ListPager total={found.total} perPage={found.per_page} page={page} onChange={setPage} />
          </Stack>
        )}
      </QueryContent>
    </Stack>
  );
}
