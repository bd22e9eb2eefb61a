import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Reply } from '@/lib/api/types';

/** A parcel with its contents and the branch that registered its expedition: what its label shows. */
export type ParcelDetail = Reply<'/api/packags/{id}'>;

/** One article in a parcel: `unite` pieces of it. */
export type ParcelContent = ParcelDetail['packagdetails'][number];

export function getParcel(id: string, signal: AbortSignal): Promise<ParcelDetail> {
  return api.get<ParcelDetail>(`/packags/${encodeURIComponent(id)}`, signal);
}

export const parcelQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['packags', 'detail', id] as const,
    queryFn: ({ signal }) => getParcel(id, signal),
  });

export function useParcel(id: string) {
  return useQuery(parcelQueryOptions(id));
}
