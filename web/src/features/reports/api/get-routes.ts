import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery, type Page } from '@/lib/api-client';
import type { Row } from '@/lib/api/types';

/** A route (a price between two branches), as the route filter offers it. */
export type RouteOption = Pick<Row<'/api/prices'>, 'id' | 'name' | 'status'>;

/**
 * Every route, active ones first, inactive ones too (past figures are theirs); an agency has a few
 * dozen: one page of the largest size. Under `prices`, so that a change of prices refreshes it.
 */
export function getReportRoutes(signal: AbortSignal): Promise<RouteOption[]> {
  return api.get<Page<RouteOption>>(withQuery('/prices', { per_page: 100 }), signal).then((page) => page.items);
}

export const reportRoutesQueryOptions = () =>
  queryOptions({
    queryKey: ['prices', 'report-routes'] as const,
    queryFn: ({ signal }) => getReportRoutes(signal),
  });

export function useReportRoutes() {
  return useQuery(reportRoutesQueryOptions());
}
