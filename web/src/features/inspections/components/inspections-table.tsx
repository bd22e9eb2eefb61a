import { Anchor, Menu, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDeleteInspection } from '@/features/inspections/api/delete-inspection';
import type { Inspection } from '@/features/inspections/api/get-inspections';
import { DueState, IntervalText } from '@/features/inspections/components/due-state';
import { InspectionHistoryModal } from '@/features/inspections/components/history-modal';
import { InspectionModal } from '@/features/inspections/components/inspection-modal';
import { PerformModal } from '@/features/inspections/components/perform-modal';
import { useRowDialog } from '@/components/airworthiness/row-dialog';
import { confirmDelete } from '@/components/confirm-delete';
import { DataTable, type Column } from '@/components/data-table';
import { RowMenu } from '@/components/row-menu';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { usePermissions } from '@/lib/permissions';

type DialogKind = 'edit' | 'perform' | 'history';

/**
 * The inspection programme as a table (cards on a phone): the last CRS, the aircraft, the item, its
 * interval, when it was last done and what remains; each with its menu (Modifier, Effectuée,
 * Historique, Supprimer) as the user's permissions allow.
 */
export function InspectionsTable({ rows, offset = 0, showPlane = true }: { rows: readonly Inspection[]; offset?: number; showPlane?: boolean }) {
  const { t } = useTranslation();
  const { open, close, shown, rowOf: current } = useRowDialog<DialogKind, Inspection>();
  const nowrap = { whiteSpace: 'nowrap' } as const;

  const columns: Column<Inspection>[] = [
    { key: 'num', header: t('inspections.table.num'), width: 56, render: (_, index) => offset + index + 1 },
    {
      key: 'serie',
      header: t('inspections.table.serie'),
      render: (inspection) =>
        inspection.serie === null ? (
          <Text inherit c="dimmed">
            —
          </Text>
        ) : inspection.crs ? (
          <Anchor href={inspection.crs} target="_blank" rel="noopener" inherit style={nowrap} aria-label={t('inspections.table.openCrs', { serie: inspection.serie })}>
            {inspection.serie}
          </Anchor>
        ) : (
          <span style={nowrap}>{inspection.serie}</span>
        ),
    },
    ...(showPlane
      ? [
          {
            key: 'plane',
            header: t('inspections.table.plane'),
            render: (inspection: Inspection) => (
              <Anchor component={Link} to={paths.plane(inspection.planecomposantId)} inherit fw={600} style={nowrap}>
                {inspection.planeImmatriculation}
              </Anchor>
            ),
          },
        ]
      : []),
    { key: 'description', header: t('inspections.table.description'), render: (inspection) => <Text inherit fw={600}>{inspection.description}</Text> },
    { key: 'interval', header: t('inspections.table.interval'), render: (inspection) => <IntervalText inspection={inspection} /> },
    {
      key: 'last',
      header: t('inspections.table.last'),
      render: (inspection) =>
        inspection.dateInspection ? (
          <span style={nowrap}>{formatDate(inspection.dateInspection)}</span>
        ) : (
          <Text inherit c="dimmed">
            —
          </Text>
        ),
    },
    { key: 'remains', header: t('inspections.table.remains'), render: (inspection) => <DueState inspection={inspection} /> },
    { key: 'actions', header: t('inspections.table.actions'), width: 110, render: (inspection) => <InspectionActions inspection={inspection} onOpen={open} /> },
  ];

  return (
    <>
      <DataTable columns={columns} rows={rows} rowKey={(inspection) => inspection.id} minWidth={900} />
      <InspectionModal opened={shown('edit')} onClose={close} inspection={current('edit')} />
      <PerformModal opened={shown('perform')} onClose={close} inspection={current('perform')} />
      <InspectionHistoryModal opened={shown('history')} onClose={close} inspection={current('history')} />
    </>
  );
}

function InspectionActions({ inspection, onOpen }: { inspection: Inspection; onOpen: (kind: DialogKind, inspection: Inspection) => void }) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const remove = useDeleteInspection();
  const askDelete = () =>
    confirmDelete({
      title: t('inspections.delete.title'),
      message: t('inspections.delete.message', { description: inspection.description, plane: inspection.planeImmatriculation }),
      onConfirm: () => remove.mutate(inspection.id),
    });
  return (
    <RowMenu
      text={t('inspections.actions.menu')}
      label={t('inspections.actions.label', { description: inspection.description, plane: inspection.planeImmatriculation })}
      loading={remove.isPending}
    >
      {can('modifier inspection') && <Menu.Item onClick={() => onOpen('perform', inspection)}>{t('inspections.actions.perform')}</Menu.Item>}
      {can('modifier inspection') && <Menu.Item onClick={() => onOpen('edit', inspection)}>{t('inspections.actions.edit')}</Menu.Item>}
      <Menu.Item onClick={() => onOpen('history', inspection)}>{t('inspections.actions.history')}</Menu.Item>
      {can('supprimer inspection') && (
        <Menu.Item color="red" onClick={askDelete}>
          {t('inspections.actions.delete')}
        </Menu.Item>
      )}
    </RowMenu>
  );
}

