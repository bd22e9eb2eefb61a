import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '@/lib/api-client';
import type { Narrowed, Reply, Schema } from '@/lib/api/types';
import type { Granularity, Period } from '@/lib/periods';

/** What a route did in the period: the expeditions registered on it, and where their parcels are now. */
export type DashboardRoute = Schema<'DashboardRoute'>;

/** One bucket of the period (a day, a week from Monday or a month from the 1st), in dollars. */
export type DashboardPoint = Schema<'DashboardPoint'>;

/**
 * 'Situation actuelle': money in and out of a period (DESIGN §3), in dollars, and the routes;
 * `groupBy` narrowed to the granularities the server sends.
 */
export type Dashboard = Narrowed<Reply<'/api/dashboard'>, { groupBy: Granularity }>;

export interface DashboardParams extends Period {
  brancheId: number | null;
}

export function getDashboard({ from, to, brancheId }: DashboardParams, signal: AbortSignal): Promise<Dashboard> {
  return api.get<Dashboard>(withQuery('/dashboard', { from, to, brancheId }), signal);
}

/**
 * Under `dashboard`. Another period keeps the figures on screen (dimmed) until the new ones come,
 * rather than a loader that would make the page jump.
 */
export const dashboardQueryOptions = (params: DashboardParams) =>
  queryOptions({
    queryKey: ['dashboard', params] as const,
    queryFn: ({ signal }) => getDashboard(params, signal),
    placeholderData: keepPreviousData,
  });

/** `enabled` false: nothing asked yet (the period waits for the branch's day); the figures before stay. */
export function useDashboard(params: DashboardParams, enabled = true) {
  return useQuery({ ...dashboardQueryOptions(params), enabled });
}
