import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LogbookView } from '@/lib/api/airworthiness';
import { getListPage, type PagedListParams } from '@/lib/list-query';

/** An aircraft's logbook (one each), with its entry count and the aircraft's current counters. */
export type Logbook = LogbookView;

/** The spec's page size. */
export const LOGBOOKS_PER_PAGE = 5;

export const logbookSearchColumns = ['plaque', 'serie', 'description'] as const;
export type LogbookSearchColumn = (typeof logbookSearchColumns)[number];

export interface LogbooksParams extends PagedListParams<LogbookSearchColumn> {
  planeId: number | null;
}

export const logbooksQueryOptions = (params: LogbooksParams) =>
  queryOptions({
    queryKey: ['logbooks', 'list', params] as const,
    queryFn: ({ signal }) => getListPage<Logbook>('/logbooks', { planeId: params.planeId }, params, LOGBOOKS_PER_PAGE, signal),
    placeholderData: (previous) => previous,
  });

export function useLogbooks(params: LogbooksParams) {
  return useQuery(logbooksQueryOptions(params));
}
