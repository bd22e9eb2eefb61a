import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '@/lib/api-client';
import type { EntryPage } from '@/lib/api/airworthiness';

/** Entries on a page of the logbook. */
export const ENTRIES_PER_PAGE = 10;

/** One page of a logbook's entries, newest first, with the aircraft's totals before and after it. */
export const entriesQueryOptions = (logbookId: number, page: number) =>
  queryOptions({
    queryKey: ['logbooks', 'entries', logbookId, page] as const,
    queryFn: ({ signal }) => api.get<EntryPage>(withQuery(`/logbooks/${logbookId}/entries`, { page, per_page: ENTRIES_PER_PAGE }), signal),
    placeholderData: (previous) => previous,
  });

export function useEntries(logbookId: number, page: number) {
  return useQuery(entriesQueryOptions(logbookId, page));
}
