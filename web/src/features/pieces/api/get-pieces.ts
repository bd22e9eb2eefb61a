import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PieceView } from '@/lib/api/airworthiness';
import { getListPage, type PagedListParams } from '@/lib/list-query';

/** A part, installed on an aircraft or on one of its components. */
export type Piece = PieceView;

/** The spec's page size. */
export const PIECES_PER_PAGE = 5;

export const pieceSearchColumns = ['libele', 'serie', 'numberPart'] as const;
export type PieceSearchColumn = (typeof pieceSearchColumns)[number];

export interface PiecesParams extends PagedListParams<PieceSearchColumn> {
  /** Only those on this aircraft, directly or on its components. */
  planeId: number | null;
}

export const piecesQueryOptions = (params: PiecesParams) =>
  queryOptions({
    queryKey: ['pieces', 'list', params] as const,
    queryFn: ({ signal }) => getListPage<Piece>('/pieces', { planeId: params.planeId }, params, PIECES_PER_PAGE, signal),
    placeholderData: (previous) => previous,
  });

export function usePieces(params: PiecesParams) {
  return useQuery(piecesQueryOptions(params));
}
