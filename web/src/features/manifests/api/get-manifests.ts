import { useQuery } from '@tanstack/react-query';
import type { AgencyBranch } from '@/components/print/agency-header';
import type { Page } from '@/lib/api-client';
import { getListPage, tabbedListQueryOptions, type PagedListParams } from '@/lib/list-query';

/** EnCours while it is prepared (editable), Arriver once validated with its departure date. */
export const manifestStatuses = ['EnCours', 'Arriver'] as const;
export type ManifestStatus = (typeof manifestStatuses)[number];

export interface PartyRef {
  id: number;
  name: string;
  tel: string | null;
}

/** Where a manifest or a group of its parcels goes. */
export interface ManifestPlace {
  id: number;
  name: string;
  city: string | null;
  region: string | null;
}

/** A manifest as its list and its card show it. Weights in kg. */
export interface Manifest {
  id: number;
  ref_manifest: string;
  status: ManifestStatus;
  planeId: number;
  pilotId: number | null;
  originId: number;
  destinationId: number;
  /** `YYYY-MM-DD`, set when it is validated as arrived. */
  departureDate: string | null;
  departureTime: string | null;
  /** Pieces and kg on it, and how many parcels. */
  quantity: number;
  weight: number;
  parcels: number;
  createdAt: string;
  updatedAt: string;
  /** `ref` is the registration. */
  plane: { id: number; ref: string; description: string | null };
  pilot: PartyRef | null;
  /** The origin branch in full: the card's and the sheets' header. */
  manifest_origin: (AgencyBranch & { id: number }) | null;
  manifest_destination: ManifestPlace;
  /** Who created it: the card's "expéditeur". */
  manifest_user: PartyRef;
}

/** The spec's page size. */
export const MANIFESTS_PER_PAGE = 5;

export const manifestSearchColumns = ['ref_manifest', 'plane.ref', 'destination.city', 'pilot.name'] as const;
export type ManifestSearchColumn = (typeof manifestSearchColumns)[number];

export interface ManifestsParams extends PagedListParams<ManifestSearchColumn> {
  status: ManifestStatus;
}

export function getManifests(params: ManifestsParams, signal: AbortSignal): Promise<Page<Manifest>> {
  return getListPage('/manifests', { status: params.status }, params, MANIFESTS_PER_PAGE, signal);
}

export const manifestsQueryOptions = (params: ManifestsParams) =>
  tabbedListQueryOptions('manifests', 'status', params, getManifests);

export function useManifests(params: ManifestsParams) {
  return useQuery(manifestsQueryOptions(params));
}
