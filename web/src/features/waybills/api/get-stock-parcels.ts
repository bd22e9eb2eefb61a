import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { api, withQuery, type Page } from '@/lib/api-client';
import type { Row } from '@/lib/api/types';

/** What the waybill form shows of a parcel, and the pieces and kg it has in stock. */
export type StockParcel = Pick<Row<'/api/packags'>, 'id' | 'ref_packag' | 'quantityRestant' | 'weightRestant' | 'recipient' | 'expedition' | 'price'>;

/** The most the form fetches at once (the server's largest page); a search reaches the others. */
export const STOCK_PARCELS_FETCHED = 100;

export const stockSearchColumns = ['ref_packag', 'recipient.name', 'price.name'] as const;
export type StockSearchColumn = (typeof stockSearchColumns)[number];

export type StockSearch = { column: StockSearchColumn; q: string } | null;

/**
 * Parcels with pieces in stock at `originId` (registered there: a waybill carries only those),
 * newest first; `search` narrows them on the server.
 */
export function getStockParcels(originId: number, search: StockSearch, signal: AbortSignal): Promise<Page<StockParcel>> {
  const path = withQuery('/packags', {
    stage: 'restant',
    originId,
    column: search?.column,
    q: search?.q,
    per_page: STOCK_PARCELS_FETCHED,
  });
  return api.get<Page<StockParcel>>(path, signal);
}

/** Under `packags`, so that any move of pieces refreshes it. */
export const stockParcelsQueryOptions = (originId: number | null, search: StockSearch) =>
  queryOptions({
    queryKey: ['packags', 'stock', originId, search] as const,
    queryFn: ({ signal }) => getStockParcels(originId ?? 0, search, signal),
    placeholderData: keepPreviousData,
    enabled: originId !== null,
  });

/** Nothing is asked until the waybill has an origin. */
export function useStockParcels(originId: number | null, search: StockSearch) {
  return useQuery(stockParcelsQueryOptions(originId, search));
}

export function getStockParcel(id: number, signal: AbortSignal): Promise<StockParcel> {
  return api.get<StockParcel>(`/packags/${id}`, signal);
}

/** The parcels of a waybill being edited, for what each still has in stock. */
export function useParcelsOf(ids: readonly number[]) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: ['packags', 'detail', String(id)] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) => getStockParcel(id, signal),
      // Fetched again whenever an edit opens: its quantities' bounds come from it.
      refetchOnMount: 'always' as const,
    })),
  });
}
