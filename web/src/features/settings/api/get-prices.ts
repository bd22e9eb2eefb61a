import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery, type Page } from '@/lib/api-client';
import type { Row } from '@/lib/api/types';

/** One end of a route: a branch. */
export type RouteEnd = Price['price_origin'];

/** A route's price per kg, from an origin branch to a destination branch. */
export type Price = Row<'/api/prices'>;

export const PRICES_PER_PAGE = 8;

/** The prices, active ones first, by name. */
export function getPrices(page: number, signal: AbortSignal): Promise<Page<Price>> {
  return api.get<Page<Price>>(withQuery('/prices', { page, per_page: PRICES_PER_PAGE }), signal);
}

export const pricesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['prices', 'list', { page }] as const,
    queryFn: ({ signal }) => getPrices(page, signal),
    placeholderData: (previous) => previous,
  });

export function usePrices(page: number) {
  return useQuery(pricesQueryOptions(page));
}
