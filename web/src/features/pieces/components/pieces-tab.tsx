import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Piece } from '@/features/pieces/api/get-pieces';
import { PieceModal } from '@/features/pieces/components/piece-modal';
import { PiecesTable } from '@/features/pieces/components/pieces-table';
import { PlaneTabContent } from '@/components/airworthiness/plane-tab';
import { withQuery } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { Can } from '@/lib/permissions';

/** The pieces on an aircraft now (directly or on its components), on its page. */
export function PiecesTab({ planeId, rows }: { planeId: number; rows: readonly Piece[] }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  return (
    <PlaneTabContent
      listPath={withQuery(paths.pieces, { planeId })}
      listLabel={t('pieces.tab.list')}
      empty={rows.length === 0}
      emptyText={t('pieces.tab.empty')}
      actions={
        <Can permission="ajouter piece">
          <Button size="compact-md" onClick={() => setAdding(true)}>
            {t('pieces.new')}
          </Button>
          <PieceModal opened={adding} onClose={() => setAdding(false)} piece={null} hostId={planeId} />
        </Can>
      }
    >
      <PiecesTable rows={rows} />
    </PlaneTabContent>
  );
}
