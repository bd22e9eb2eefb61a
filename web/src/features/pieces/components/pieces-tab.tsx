import { useTranslation } from 'react-i18next';
import type { Piece } from '@/features/pieces/api/get-pieces';
import { useNewPiece } from '@/features/pieces/components/piece-modal';
import { PiecesTable } from '@/features/pieces/components/pieces-table';
import { PlaneTabContent } from '@/components/airworthiness/plane-tab';
import { paths } from '@/lib/paths';

/** The pieces on an aircraft now (directly or on its components), on its page. */
export function PiecesTab({ planeId, rows }: { planeId: number; rows: readonly Piece[] }) {
  const { t } = useTranslation();
  const create = useNewPiece();
  return (
    <PlaneTabContent
      planeId={planeId}
      create={create}
      listPath={paths.pieces}
      listLabel={t('pieces.tab.list')}
      empty={rows.length === 0}
      emptyText={t('pieces.tab.empty')}
    >
      <PiecesTable rows={rows} />
    </PlaneTabContent>
  );
}
