import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery, type Page } from '@/lib/api-client';
import type { Row } from '@/lib/api/types';

/** What one client (a sender) owes: how many expeditions, how many dollars, since when. */
export type Receivable = Row<'/api/invoices/receivables'>;

export const RECEIVABLES_PER_PAGE = 5;

export function getReceivables(page: number, signal: AbortSignal): Promise<Page<Receivable>> {
  return api.get<Page<Receivable>>(withQuery('/invoices/receivables', { page, per_page: RECEIVABLES_PER_PAGE }), signal);
}

/** The clients who owe, the one owing for the longest first. */
export const receivablesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['invoices', 'receivables', page] as const,
    queryFn: ({ signal }) => getReceivables(page, signal),
    placeholderData: (previous) => previous,
  });

export function useReceivables(page: number) {
  return useQuery(receivablesQueryOptions(page));
}
