import { useQuery } from '@tanstack/react-query';
import type { WaybillSearchColumn, WaybillStatus } from '@/features/waybills/api/get-waybills';
import type { Narrowed, Row } from '@/lib/api/types';
import { tabCountsQueryOptions, type PagedListParams } from '@/lib/list-query';

export type StatusCount = Narrowed<Row<'/api/waybills/counts'>, { status: WaybillStatus }>;

/** How many waybills each tab holds (every status, zeros included); with a search, how many of its matches. */
export const waybillCountsQueryOptions = (search: PagedListParams<WaybillSearchColumn>['search'] = null) =>
  tabCountsQueryOptions<StatusCount>('waybills', '/waybills/counts', search);

export function useWaybillCounts(search: PagedListParams<WaybillSearchColumn>['search'] = null) {
  return useQuery(waybillCountsQueryOptions(search));
}
