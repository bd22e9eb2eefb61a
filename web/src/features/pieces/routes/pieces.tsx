import { useTranslation } from 'react-i18next';
import { PIECES_PER_PAGE, pieceSearchColumns, piecesQueryOptions } from '@/features/pieces/api/get-pieces';
import { useNewPiece } from '@/features/pieces/components/piece-modal';
import { PiecesTable } from '@/features/pieces/components/pieces-table';
import { RecordListScreen } from '@/components/record-list-screen';

/** Pièces: the parts of the fleet, where each is installed, and its counters. */
export function PiecesRoute() {
  const { t } = useTranslation();
  const create = useNewPiece();
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
      create={create}
    >
      {(rows, offset) => <PiecesTable rows={rows} offset={offset} />}
    </RecordListScreen>
  );
}
