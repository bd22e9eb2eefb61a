import { Anchor, Menu, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useComposantHistory } from '@/features/composants/api/get-composant-history';
import type { Composant } from '@/features/composants/api/get-composants';
import { useOverhaulComposant } from '@/features/composants/api/overhaul-composant';
import { useRemoveComposant } from '@/features/composants/api/remove-composant';
import { ComposantModal } from '@/features/composants/components/composant-modal';
import { InstallModal } from '@/features/composants/components/install-modal';
import { CountersCell } from '@/components/airworthiness/counter-facts';
import { HistoryModal } from '@/components/airworthiness/history-modal';
import { OverhaulModal, RemoveModal, rowAction } from '@/components/airworthiness/lifecycle-modals';
import { useRowDialog } from '@/components/airworthiness/row-dialog';
import { confirmDelete } from '@/components/confirm-delete';
import { DataTable, type Column } from '@/components/data-table';
import { RowMenu } from '@/components/row-menu';
import { dispositionKey } from '@/lib/airworthiness';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { usePermissions } from '@/lib/permissions';
import { useDeletePlanecomposant } from '@/lib/shared-api/delete-planecomposant';

type DialogKind = 'edit' | 'install' | 'remove' | 'overhaul' | 'history';

/** Where a component is: its aircraft (a link) and its position, or 'Non installé'. */
export function ComposantPlace({ composant }: { composant: Composant }) {
  const { t } = useTranslation();
  if (composant.planeId === null) {
    return (
      <Text inherit c="dimmed">
        {t('composants.table.notInstalled')}
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      <Anchor component={Link} to={paths.plane(composant.planeId)} inherit fw={600} style={{ whiteSpace: 'nowrap' }}>
        {composant.planeImmatriculation ?? `#${composant.planeId}`}
      </Anchor>
      {composant.disposition !== null && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('airworthiness.positionOf', { position: t(dispositionKey(composant.disposition)), number: composant.number ?? 1 })}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Components as a table (cards on a phone), each with its menu: Modifier, Installer or Déposer,
 * Révision, Historique, Supprimer, as the user's permissions allow. `offset` numbers the rows of a
 * page after the first.
 */
export function ComposantsTable({ rows, offset = 0, showPlane = true }: { rows: readonly Composant[]; offset?: number; showPlane?: boolean }) {
  const { t } = useTranslation();
  const remove = useRemoveComposant();
  const overhaul = useOverhaulComposant();
  // A refusal shown the last time belongs to that time.
  const { open, close, shown, rowOf, row: current } = useRowDialog<DialogKind, Composant>(() => {
    remove.reset();
    overhaul.reset();
  });
  const history = useComposantHistory(rowOf('history')?.id ?? null);

  const columns: Column<Composant>[] = [
    { key: 'num', header: t('composants.table.num'), width: 56, render: (_, index) => offset + index + 1 },
    {
      key: 'immatriculation',
      header: t('composants.table.immatriculation'),
      render: (composant) => (
        <Stack gap={0}>
          <Text inherit fw={600} style={{ whiteSpace: 'nowrap' }}>
            {composant.immatriculation}
          </Text>
          <Text size="xs" c="dimmed">
            {t('composants.table.type', { constructeur: composant.constructeur, serie: composant.serie })}
          </Text>
        </Stack>
      ),
    },
    ...(showPlane
      ? [{ key: 'plane', header: t('composants.table.plane'), render: (composant: Composant) => <ComposantPlace composant={composant} /> }]
      : [
          {
            key: 'position',
            header: t('composants.table.position'),
            render: (composant: Composant) =>
              composant.disposition !== null
                ? t('airworthiness.positionOf', { position: t(dispositionKey(composant.disposition)), number: composant.number ?? 1 })
                : '—',
          },
        ]),
    {
      key: 'dateRevision',
      header: t('composants.table.dateRevision'),
      render: (composant) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(composant.overhauledOn ?? composant.dateRevision)}</span>,
    },
    { key: 'tsn', header: t('composants.table.tsnCsn'), render: (composant) => <CountersCell minutes={composant.ttsn} cycles={composant.tcsn} /> },
    { key: 'tso', header: t('composants.table.tsoCso'), render: (composant) => <CountersCell minutes={composant.ttso} cycles={composant.tcso} /> },
    {
      key: 'description',
      header: t('composants.table.description'),
      render: (composant) => (
        <Text inherit lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {composant.description ?? ''}
        </Text>
      ),
    },
    { key: 'actions', header: t('composants.table.actions'), width: 110, render: (composant) => <ComposantActions composant={composant} onOpen={open} /> },
  ];

  return (
    <>
      <DataTable columns={columns} rows={rows} rowKey={(composant) => composant.id} minWidth={900} />
      <ComposantModal opened={shown('edit')} onClose={close} composant={rowOf('edit')} />
      <InstallModal opened={shown('install')} onClose={close} composant={rowOf('install')} />
      <RemoveModal
        opened={shown('remove')}
        onClose={close}
        title={t('composants.remove.title', { immatriculation: current?.immatriculation ?? '' })}
        where={current ? <ComposantWhere composant={current} /> : null}
        action={rowAction(remove, current?.id ?? null)}
      />
      <OverhaulModal
        opened={shown('overhaul')}
        onClose={close}
        title={t('composants.overhaul.title', { immatriculation: current?.immatriculation ?? '' })}
        action={rowAction(overhaul, current?.id ?? null)}
      />
      <HistoryModal
        opened={shown('history')}
        onClose={close}
        title={t('composants.history.title', { immatriculation: current?.immatriculation ?? '' })}
        installations={history.installations}
        overhauls={history.overhauls}
      />
    </>
  );
}

/** What the removal modal reminds: where the component is now. */
function ComposantWhere({ composant }: { composant: Composant }) {
  const { t } = useTranslation();
  if (composant.planeId === null || composant.disposition === null) return t('composants.table.notInstalled');
  return t('composants.remove.where', {
    immatriculation: composant.immatriculation,
    plane: composant.planeImmatriculation ?? '',
    position: t(dispositionKey(composant.disposition)),
    number: composant.number ?? 1,
  });
}

function ComposantActions({ composant, onOpen }: { composant: Composant; onOpen: (kind: DialogKind, composant: Composant) => void }) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const remove = useDeletePlanecomposant();
  const editable = can('modifier composant');
  const askDelete = () =>
    confirmDelete({
      title: t('composants.delete.title'),
      message: t('composants.delete.message', { immatriculation: composant.immatriculation }),
      onConfirm: () => remove.mutate(composant.id),
    });
  return (
    <RowMenu text={t('composants.actions.menu')} label={t('composants.actions.label', { immatriculation: composant.immatriculation })} loading={remove.isPending}>
      {editable && <Menu.Item onClick={() => onOpen('edit', composant)}>{t('composants.actions.edit')}</Menu.Item>}
      {editable &&
        (composant.planeId === null ? (
          <Menu.Item onClick={() => onOpen('install', composant)}>{t('composants.actions.install')}</Menu.Item>
        ) : (
          <Menu.Item onClick={() => onOpen('remove', composant)}>{t('composants.actions.remove')}</Menu.Item>
        ))}
      {editable && <Menu.Item onClick={() => onOpen('overhaul', composant)}>{t('composants.actions.overhaul')}</Menu.Item>}
      <Menu.Item onClick={() => onOpen('history', composant)}>{t('composants.actions.history')}</Menu.Item>
      {can('supprimer composant') && (
        <Menu.Item color="red" onClick={askDelete}>
          {t('composants.actions.delete')}
        </Menu.Item>
      )}
    </RowMenu>
  );
}
