import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteVehicle } from '@/features/vehicles/api/delete-vehicle';
import { useVehicles, VEHICLES_PER_PAGE, type Vehicle } from '@/features/vehicles/api/get-vehicles';
import { VehicleModal } from '@/features/vehicles/components/vehicle-modal';
import { DataTable, type Column } from '@/components/data-table';
import { ListPager } from '@/components/list-pager';
import { PageHeader } from '@/components/page-header';
import { QueryContent } from '@/components/query-content';
import { RowDeleteButton } from '@/components/row-delete-button';
import { TextSearchInput, useTextSearch } from '@/components/text-search';
import { Can, usePermissions } from '@/lib/permissions';

/** The vehicles, by plate, searchable by plate. */
export function VehiclesRoute() {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const search = useTextSearch();
  const { page, setPage } = search;
  const vehicles = useVehicles({ q: search.q, page });
  const [modal, setModal] = useState<{ opened: boolean; vehicle: Vehicle | null }>({ opened: false, vehicle: null });
  const edit = (vehicle: Vehicle | null) => setModal({ opened: true, vehicle });

  // A deletion can empty the last page: show the one that is now last.
  const lastPage = vehicles.data ? Math.max(1, Math.ceil(vehicles.data.total / VEHICLES_PER_PAGE)) : page;
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage, setPage]);

  const columns: Column<Vehicle>[] = [
    { key: 'num', header: t('vehicles.table.num'), width: 64, render: (_, index) => (page - 1) * VEHICLES_PER_PAGE + index + 1 },
    { key: 'plaque', header: t('vehicles.table.plaque'), render: (vehicle) => <Text fw={600}>{vehicle.plaque}</Text> },
    { key: 'mark', header: t('vehicles.table.mark'), render: (vehicle) => vehicle.mark ?? '' },
    { key: 'description', header: t('vehicles.table.description'), render: (vehicle) => vehicle.description ?? '' },
  ];
  if (can('modifier vehicule') || can('supprimer vehicule')) {
    columns.push({
      key: 'actions',
      header: t('vehicles.table.actions'),
      width: 200,
      render: (vehicle) => <VehicleActions vehicle={vehicle} onEdit={edit} />,
    });
  }

  return (
    <Stack>
      <PageHeader
        title={t('vehicles.title')}
        subtitle={t('vehicles.subtitle')}
        actions={
          <Can permission="ajouter vehicule">
            <Button onClick={() => edit(null)}>{t('vehicles.new')}</Button>
          </Can>
        }
      />
      <TextSearchInput state={search} label={t('vehicles.search')} />
      <QueryContent
        query={vehicles}
        isEmpty={(found) => found.total === 0}
        emptyText={search.q ? t('vehicles.noMatch') : t('vehicles.empty')}
      >
        {(found) => (
          <Stack>
            <DataTable columns={columns} rows={found.items} rowKey={(vehicle) => vehicle.id} />
            <ListPager total={found.total} perPage={found.per_page} page={page} onChange={setPage} />
          </Stack>
        )}
      </QueryContent>
      <VehicleModal
        opened={modal.opened}
        onClose={() => setModal((shown) => ({ ...shown, opened: false }))}
        vehicle={modal.vehicle}
      />
    </Stack>
  );
}

function VehicleActions({ vehicle, onEdit }: { vehicle: Vehicle; onEdit: (vehicle: Vehicle) => void }) {
  const { t } = useTranslation();
  const remove = useDeleteVehicle();
  return (
    <Group gap="xs" wrap="nowrap">
      <Can permission="modifier vehicule">
        <Button size="compact-sm" variant="light" onClick={() => onEdit(vehicle)} aria-label={t('vehicles.actions.editLabel', { plaque: vehicle.plaque })}>
          {t('vehicles.actions.edit')}
        </Button>
      </Can>
      <RowDeleteButton
        permission="supprimer vehicule"
        label={t('vehicles.actions.deleteLabel', { plaque: vehicle.plaque })}
        confirm={{ title: t('vehicles.delete.title'), message: t('vehicles.delete.message', { plaque: vehicle.plaque }) }}
        onConfirm={() => remove.mutate(vehicle.id)}
        pending={remove.isPending}
      />
    </Group>
  );
}
