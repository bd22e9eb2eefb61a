import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Manifest, ManifestPlace, PartyRef } from '@/features/manifests/api/get-manifests';
import { api } from '@/lib/api-client';

/** One article of a parcel's contents, and how many of it were shipped (the rest is in stock). */
export interface ManifestContent {
  id: number;
  articleId: number;
  article: { id: number; name: string };
  typearticle: { id: number; name: string } | null;
  /** Pieces of this article in the parcel. */
  unite: number;
  stock: number;
  expedie: number;
}

/** A manifest line: pieces of one waybill line, that is of one parcel. Weights in kg. */
export interface ManifestLine {
  id: number;
  waybilldetailId: number;
  waybillId: number;
  ref_waybill: string;
  packagId: number;
  expeditionId: number;
  quantity: number;
  weight: number;
  packag: {
    id: number;
    ref_packag: string;
    description: string | null;
    recipient: PartyRef;
    /** The route's name. */
    route: string;
    destinationId: number;
  };
  expedition: { id: number; ref_expedition: string; sender: PartyRef };
  packagdetails: ManifestContent[];
}

/** The lines going to one destination, with their subtotals. */
export interface DestinationGroup {
  destination: ManifestPlace;
  quantity: number;
  weight: number;
  manifestdetails: ManifestLine[];
}

/** A manifest with its lines grouped by the destination of their parcels. */
export interface ManifestDetail extends Manifest {
  groups: DestinationGroup[];
}

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
