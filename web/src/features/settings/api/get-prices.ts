import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery, type Page } from '@/lib/api-client';

/** One end of a route: a branch. */
export interface RouteEnd {
  id: number;
  name: string;
  city: string | null;
  region: string | null;
}

/** A route's price per kg, from an origin branch to a destination branch. */
export interface Price {
  id: number;
  name: string;
  /** Dollars per kg. */
  price: number;
  /** 1 active, 0 inactive. */
  status: number;
  originId: number;
  destinationId: number;
  price_origin: RouteEnd;
  price_destination: RouteEnd;
  createdAt: string;
  updatedAt: string;
}

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
