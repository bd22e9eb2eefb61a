import { useQuery } from '@tanstack/react-query';
import type { ExpeditionSearchColumn, ExpeditionStatus } from '@/features/expeditions/api/get-expeditions';
import type { Narrowed, Row } from '@/lib/api/types';
import { tabCountsQueryOptions, type PagedListParams } from '@/lib/list-query';

export type StatusCount = Narrowed<Row<'/api/expeditions/counts'>, { status: ExpeditionStatus }>;

/** How many expeditions each tab holds (every status, zeros included); with a search, how many of its matches. */
export const expeditionCountsQueryOptions = (search: PagedListParams<ExpeditionSearchColumn>['search'] = null) =>
  tabCountsQueryOptions<StatusCount>('expeditions', '/expeditions/counts', search);

export function useExpeditionCounts(search: PagedListParams<ExpeditionSearchColumn>['search'] = null) {
  return useQuery(expeditionCountsQueryOptions(search));
}
