import { useQuery } from '@tanstack/react-query';
import type { ParcelSearchColumn, ParcelStage } from '@/features/packags/api/get-packags';
import type { Narrowed, Row } from '@/lib/api/types';
import { tabCountsQueryOptions, type PagedListParams } from '@/lib/list-query';

/** How many parcels have pieces at a stage. */
export type StageCount = Narrowed<Row<'/api/packags/counts'>, { status: ParcelStage }>;

/** How many parcels have pieces at each stage; with a search, how many of its matches. */
export const parcelCountsQueryOptions = (search: PagedListParams<ParcelSearchColumn>['search'] = null) =>
  tabCountsQueryOptions<StageCount>('packags', '/packags/counts', search);

export function useParcelCounts(search: PagedListParams<ParcelSearchColumn>['search'] = null) {
  return useQuery(parcelCountsQueryOptions(search));
}
