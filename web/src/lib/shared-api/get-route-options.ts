import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery, type Page } from '@/lib/api-client';
import type { Row } from '@/lib/api/types';

/** A route (a price between two branches) as the pickers and filters use it, with its price per kg (dollars). */
export type RouteOption = Omit<Row<'/api/prices'>, 'createdAt' | 'updatedAt'>;

/** One end of a route: a branch. */
export type RouteEnd = RouteOption['price_origin'];

export interface RouteFilter {
  /** 1: the active routes only (an expedition's); unset: every route (a report's, past figures being theirs too). */
  status?: 1;
  /** The routes leaving this branch (the server refuses an agent another branch's); null or unset: all. */
  originId?: number | null;
}

// An agency has a few dozen routes: one page of the largest size holds them all.
export function getRouteOptions(filter: RouteFilter, signal: AbortSignal): Promise<RouteOption[]> {
  return api.get<Page<RouteOption>>(withQuery('/prices', { ...filter, per_page: 100 }), signal).then((page) => page.items);
}

/** Under `prices`, so that a change of prices refreshes the pickers too. */
export const routeOptionsQueryOptions = (filter: RouteFilter) =>
  queryOptions({
    queryKey: ['prices', 'options', filter] as const,
    queryFn: ({ signal }) => getRouteOptions(filter, signal),
  });

export function useRouteOptions(filter: RouteFilter) {
  return useQuery(routeOptionsQueryOptions(filter));
}
