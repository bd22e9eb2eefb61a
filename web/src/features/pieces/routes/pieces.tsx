import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PIECES_PER_PAGE, pieceSearchColumns, usePieces, type PieceSearchColumn } from '@/features/pieces/api/get-pieces';
import { PieceModal } from '@/features/pieces/components/piece-modal';
import { PiecesTable } from '@/features/pieces/components/pieces-table';
import { AircraftFilter, usePlaneParam } from '@/components/aircraft-select';
import { PagedQueryContent, useLastPageKept } from '@/components/list-pager';
import { SearchFields, SearchToggle, useListSearch } from '@/components/list-search';
import { PageHeader } from '@/components/page-header';
import { Can } from '@/lib/permissions';

/** Pièces: the parts of the fleet, where each is installed, and its counters. */
export function PiecesRoute() {
  const { t } = useTranslation();
  const [planeId, setPlaneId] = usePlaneParam();
  const search = useListSearch<PieceSearchColumn>('libele', String(planeId));
  const pieces = usePieces({ planeId, page: search.page, search: search.search });
  useLastPageKept(search.page, search.setPage, pieces.data?.total, PIECES_PER_PAGE);
  const [adding, setAdding] = useState(false);
  const columns = pieceSearchColumns.map((value) => ({ value, label: t(`pieces.search.${value}`) }));

  return (
    <Stack>
      <PageHeader
        title={t('pieces.title')}
        subtitle={t('pieces.subtitle')}
        actions={
          <>
            <SearchToggle open={search.open} onToggle={search.toggle} />
            <Can permission="ajouter piece">
              <Button onClick={() => setAdding(true)}>{t('pieces.new')}</Button>
            </Can>
          </>
        }
      />
      <Group align="flex-end" gap="sm">
        <AircraftFilter value={planeId} onChange={setPlaneId} />
      </Group>
      <SearchFields state={search} columns={columns} />
      <PagedQueryContent
        query={pieces}
        page={search.page}
        onPageChange={search.setPage}
        emptyText={search.search || planeId !== null ? t('pieces.noMatch') : t('pieces.empty')}
      >
        {(found) => <PiecesTable rows={found.items} offset={(search.page - 1) * PIECES_PER_PAGE} />}
      </PagedQueryContent>
      <PieceModal opened={adding} onClose={() => setAdding(false)} piece={null} hostId={planeId} />
    </Stack>
  );
}
