import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgencyBranch } from '@/components/print/agency-header';
import { api } from '@/lib/api-client';
import type { Parcel } from '@/features/packags/api/get-packags';

/** One article in a parcel: `unite` pieces of it. */
export interface ParcelContent {
  id: number;
  articleId: number;
  article: { id: number; name: string };
  typearticle: { id: number; name: string } | null;
  unite: number;
  stock: number;
  expedie: number;
}

/** A parcel with its contents and the branch that registered its expedition: what its label shows. */
export interface ParcelDetail extends Parcel {
  packagdetails: ParcelContent[];
  expedition_origin: AgencyBranch | null;
}

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
