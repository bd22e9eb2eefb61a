import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ManifestStatus } from '@/features/manifests/api/get-manifests';
import type { Narrowed, Reply } from '@/lib/api/types';
import { api } from '@/lib/api-client';

/** A manifest with its lines grouped by the destination of their parcels. */
export type ManifestDetail = Narrowed<Reply<'/api/manifests/{id}'>, { status: ManifestStatus }>;

/** The lines going to one destination, with their subtotals. */
export type DestinationGroup = ManifestDetail['groups'][number];

/** A manifest line: pieces of one waybill line, that is of one parcel. Weights in kg. */
export type ManifestLine = DestinationGroup['manifestdetails'][number];

/** One article of a parcel's contents, and how many of it were shipped (the rest is in stock). */
export type ManifestContent = ManifestLine['packagdetails'][number];

export function getManifest(id: number, signal: AbortSignal): Promise<ManifestDetail> {
  return api.get<ManifestDetail>(`/manifests/${id}`, signal);
}

export const manifestQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['manifests', 'detail', id] as const,
    queryFn: ({ signal }) => getManifest(id, signal),
  });

export function useManifest(id: number) {
  return useQuery(manifestQueryOptions(id));
}
