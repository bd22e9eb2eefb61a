import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery, type Page } from '@/lib/api-client';
import type { Row } from '@/lib/api/types';

/** What the pickers use of a route an expedition may take, with its price per kg (dollars). */
export type RouteOption = Omit<Row<'/api/prices'>, 'createdAt' | 'updatedAt'>;

/** One end of a route: a branch. */
export type RouteEnd = RouteOption['price_origin'];

/**
 * The active routes leaving `originId` (the agent's branch: the server refuses the others), or every
 * active route for someone without a branch. An agency has a few dozen: one page of the largest size.
 */
export function getRoutes(originId: number | null, signal: AbortSignal): Promise<RouteOption[]> {
  return api
    .get<Page<RouteOption>>(withQuery('/prices', { status: 1, originId, per_page: 100 }), signal)
    .then((page) => page.items);
}

export const routesQueryOptions = (originId: number | null) =>
  queryOptions({
    queryKey: ['prices', 'routes', { originId }],
    queryFn: ({ signal }) => getRoutes(originId, signal),
  });

export function useRoutes(originId: number | null) {
  return useQuery(routesQueryOptions(originId));
}
