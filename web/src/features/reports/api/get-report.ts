import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Report, ReportName } from '@/features/reports/types';
import { api, withQuery } from '@/lib/api-client';
import type { Granularity } from '@/lib/periods';

/** The filters of a report (those it does not read are null, and not sent). */
export interface ReportFilters {
  name: ReportName;
  from: string | null;
  to: string | null;
  brancheId: number | null;
  routeId: number | null;
  groupBy: Granularity | null;
}

export interface ReportParams extends ReportFilters {
  page: number;
}

/** Rows per page: the server's default. */
export const REPORT_PER_PAGE = 50;

/** `/reports/{name}?…` with the filters that are set, and the extra parameters (page, format). */
export function reportPath({ name, from, to, brancheId, routeId, groupBy }: ReportFilters, extra: Record<string, string | number>): string {
  return withQuery(`/reports/${name}`, { from, to, brancheId, routeId, groupBy, ...extra });
}

export function getReport({ page, ...filters }: ReportParams, signal: AbortSignal): Promise<Report> {
  return api.get<Report>(reportPath(filters, { page, per_page: REPORT_PER_PAGE }), signal);
}

/**
 * Under `reports`, by name. Another page or filter of the same report keeps its rows on screen
 * (dimmed) until the new ones come; another report starts from the loader.
 */
export const reportQueryOptions = (params: ReportParams) =>
  queryOptions({
    queryKey: ['reports', params.name, params] as const,
    queryFn: ({ signal }) => getReport(params, signal),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === params.name ? previous : undefined),
  });

/** `enabled` false: nothing asked yet (the period waits for the branch's day); the rows before stay. */
export function useReport(params: ReportParams, enabled = true) {
  return useQuery({ ...reportQueryOptions(params), enabled });
}
