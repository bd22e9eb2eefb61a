import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Narrowed, Row } from '@/lib/api/types';
import type { ParcelStage } from '@/features/packags/api/get-packags';

/** How many parcels have pieces at a stage. */
export type StageCount = Narrowed<Row<'/api/packags/counts'>, { status: ParcelStage }>;

export function getParcelCounts(signal: AbortSignal): Promise<StageCount[]> {
  return api.get<StageCount[]>('/packags/counts', signal);
}

export const parcelCountsQueryOptions = () =>
  queryOptions({
    queryKey: ['packags', 'counts'],
    queryFn: ({ signal }) => getParcelCounts(signal),
  });

export function useParcelCounts() {
  return useQuery(parcelCountsQueryOptions());
}
