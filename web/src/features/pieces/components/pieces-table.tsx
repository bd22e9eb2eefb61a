import { Anchor, Menu, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDeletePiece } from '@/features/pieces/api/delete-piece';
import { usePieceHistory } from '@/features/pieces/api/get-piece-history';
import type { Piece } from '@/features/pieces/api/get-pieces';
import { useOverhaulPiece } from '@/features/pieces/api/overhaul-piece';
import { useRemovePiece } from '@/features/pieces/api/remove-piece';
import { InstallPieceModal } from '@/features/pieces/components/install-modal';
import { PieceModal } from '@/features/pieces/components/piece-modal';
import { CountersCell } from '@/components/airworthiness/counter-facts';
import { HistoryModal } from '@/components/airworthiness/history-modal';
import { OverhaulModal, RemoveModal, rowAction } from '@/components/airworthiness/lifecycle-modals';
import { useRowDialog } from '@/components/airworthiness/row-dialog';
import { confirmDelete } from '@/components/confirm-delete';
import { DataTable, type Column } from '@/components/data-table';
import { RowMenu } from '@/components/row-menu';
import { AIRCRAFT } from '@/lib/airworthiness';
import { paths } from '@/lib/paths';
import { usePermissions } from '@/lib/permissions';

type DialogKind = 'edit' | 'install' | 'remove' | 'overhaul' | 'history';

/** The aircraft a piece flies on (a link), and the component it sits on when it is on one. */
function PiecePlace({ piece }: { piece: Piece }) {
  const { t } = useTranslation();
  if (piece.planecomposantId === null) {
    return (
      <Text inherit c="dimmed">
        {t('pieces.table.notInstalled')}
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      {piece.planeId !== null ? (
        <Anchor component={Link} to={paths.plane(piece.planeId)} inherit fw={600} style={{ whiteSpace: 'nowrap' }}>
          {piece.planeImmatriculation ?? `#${piece.planeId}`}
        </Anchor>
      ) : (
        <Text inherit c="dimmed">
          {t('pieces.table.noAircraft')}
        </Text>
      )}
      {piece.hostCategory !== AIRCRAFT && piece.hostImmatriculation && (
        <Text size="xs" c="dimmed">
          {t('pieces.table.onComponent', { host: piece.hostImmatriculation })}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Pieces as a table (cards on a phone), each with its menu: Modifier, Installer or Déposer,
 * Révision, Historique, Supprimer, as the user's permissions allow.
 */
export function PiecesTable({ rows, offset = 0 }: { rows: readonly Piece[]; offset?: number }) {
  const { t } = useTranslation();
  const remove = useRemovePiece();
  const overhaul = useOverhaulPiece();
  const { open, close, shown, rowOf, row: current } = useRowDialog<DialogKind, Piece>(() => {
    remove.reset();
    overhaul.reset();
  });
  const history = usePieceHistory(rowOf('history')?.id ?? null);
  const name = current ? { libele: current.libele, serie: current.serie } : { libele: '', serie: '' };

  const columns: Column<Piece>[] = [
    { key: 'num', header: t('pieces.table.num'), width: 56, render: (_, index) => offset + index + 1 },
    {
      key: 'serie',
      header: t('pieces.table.serie'),
      render: (piece) => (
        <Stack gap={0}>
          <Text inherit fw={600}>
            {piece.libele}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {t('pieces.table.serieValue', { serie: piece.serie })}
          </Text>
          {piece.numberPart && (
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {t('pieces.table.numberPart', { numberPart: piece.numberPart })}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'plane', header: t('pieces.table.plane'), render: (piece) => <PiecePlace piece={piece} /> },
    { key: 'tsn', header: t('pieces.table.tsnCsn'), render: (piece) => <CountersCell minutes={piece.ttsn} cycles={piece.tcsn} /> },
    { key: 'tso', header: t('pieces.table.tsoCso'), render: (piece) => <CountersCell minutes={piece.ttso} cycles={piece.tcso} /> },
    {
      key: 'description',
      header: t('pieces.table.description'),
      render: (piece) => (
        <Stack gap={0}>
          <Text inherit>{piece.constructeur}</Text>
          {piece.description && (
            <Text size="xs" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {piece.description}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'actions', header: t('pieces.table.actions'), width: 110, render: (piece) => <PieceActions piece={piece} onOpen={open} /> },
  ];

  return (
    <>
      <DataTable columns={columns} rows={rows} rowKey={(piece) => piece.id} minWidth={860} />
      <PieceModal opened={shown('edit')} onClose={close} piece={rowOf('edit')} />
      <InstallPieceModal opened={shown('install')} onClose={close} piece={rowOf('install')} />
      <RemoveModal
        opened={shown('remove')}
        onClose={close}
        title={t('pieces.remove.title', name)}
        where={current ? t('pieces.remove.where', { ...name, host: current.hostImmatriculation ?? '' }) : null}
        action={rowAction(remove, current?.id ?? null)}
      />
      <OverhaulModal
        opened={shown('overhaul')}
        onClose={close}
        title={t('pieces.overhaul.title', name)}
        action={rowAction(overhaul, current?.id ?? null)}
      />
      <HistoryModal
        opened={shown('history')}
        onClose={close}
        title={t('pieces.history.title', name)}
        installations={history.installations}
        overhauls={history.overhauls}
      />
    </>
  );
}

function PieceActions({ piece, onOpen }: { piece: Piece; onOpen: (kind: DialogKind, piece: Piece) => void }) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const remove = useDeletePiece();
  const editable = can('modifier piece');
  const askDelete = () =>
    confirmDelete({
      title: t('pieces.delete.title'),
      message: t('pieces.delete.message', { libele: piece.libele, serie: piece.serie }),
      onConfirm: () => remove.mutate(piece.id),
    });
  return (
    <RowMenu text={t('pieces.actions.menu')} label={t('pieces.actions.label', { libele: piece.libele, serie: piece.serie })} loading={remove.isPending}>
      {editable && <Menu.Item onClick={() => onOpen('edit', piece)}>{t('pieces.actions.edit')}</Menu.Item>}
      {editable &&
        (piece.planecomposantId === null ? (
          <Menu.Item onClick={() => onOpen('install', piece)}>{t('pieces.actions.install')}</Menu.Item>
        ) : (
          <Menu.Item onClick={() => onOpen('remove', piece)}>{t('pieces.actions.remove')}</Menu.Item>
        ))}
      {editable && <Menu.Item onClick={() => onOpen('overhaul', piece)}>{t('pieces.actions.overhaul')}</Menu.Item>}
      <Menu.Item onClick={() => onOpen('history', piece)}>{t('pieces.actions.history')}</Menu.Item>
      {can('supprimer piece') && (
        <Menu.Item color="red" onClick={askDelete}>
          {t('pieces.actions.delete')}
        </Menu.Item>
      )}
    </RowMenu>
  );
}
