import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ManifestStatus } from '@/features/manifests/api/get-manifests';
import type { Narrowed, Reply } from '@/lib/api/types';
import { api } from '@/lib/api-client';

type Detail = Reply<'/api/manifests/{id}'>;

/** A passenger's type: infants (`bebe`) take no seat. */
export type PassengerType = 'adulte' | 'enfant' | 'bebe';

/** A passenger of the manifest: a ticket réservé, embarqué or absent (cancelled ones are left out). */
export type PassengerLine = Narrowed<NonNullable<Detail['billets']>[number], { type: PassengerType; status: 'reserve' | 'embarque' | 'absent' }>;

/** A manifest with its lines grouped by the destination of their parcels, and its passengers by seat then name. */
export type ManifestDetail = Narrowed<Detail, { status: ManifestStatus; billets: PassengerLine[] }>;

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
