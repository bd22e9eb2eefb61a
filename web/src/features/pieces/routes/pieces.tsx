import { useTranslation } from 'react-i18next';
import { PIECES_PER_PAGE, pieceSearchColumns, piecesQueryOptions } from '@/features/pieces/api/get-pieces';
import { PieceModal } from '@/features/pieces/components/piece-modal';
import { PiecesTable } from '@/features/pieces/components/pieces-table';
import { RecordListScreen } from '@/components/record-list-screen';

/** Pièces: the parts of the fleet, where each is installed, and its counters. */
export function PiecesRoute() {
  const { t } = useTranslation();
  return (
    <RecordListScreen
      title={t('pieces.title')}
      subtitle={t('pieces.subtitle')}
      searchColumns={pieceSearchColumns}
      searchLabel={(column) => t(`pieces.search.${column}`)}
      queryOptions={piecesQueryOptions}
      perPage={PIECES_PER_PAGE}
      aircraftFilter
      emptyText={t('pieces.empty')}
      noMatchText={t('pieces.noMatch')}
      create={{
        permission: 'ajouter piece',
        label: t('pieces.new'),
        form: ({ opened, onClose, planeId }) => <PieceModal opened={opened} onClose={onClose} piece={null} hostId={planeId} />,
      }}
    >
      {(rows, offset) => <PiecesTable rows={rows} offset={offset} />}
    </RecordListScreen>
  );
}
