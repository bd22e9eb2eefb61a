import { useQuery } from '@tanstack/react-query';
import type { Page } from '@/lib/api-client';
import type { Narrowed, Row } from '@/lib/api/types';
import { getListPage, tabbedListQueryOptions, type PagedListParams } from '@/lib/list-query';

/** EnCours while it is prepared (editable), Arriver once validated with its departure date. */
export const manifestStatuses = ['EnCours', 'Arriver'] as const;
export type ManifestStatus = (typeof manifestStatuses)[number];

/**
 * A manifest as its list and its card show it. Weights in kg; `plane.ref` is the registration, the
 * origin branch comes in full (the card's and the sheets' header), `manifest_user` created it.
 */
export type Manifest = Narrowed<Row<'/api/manifests'>, { status: ManifestStatus }>;

export type PartyRef = Manifest['manifest_user'];

/** Where a manifest or a group of its parcels goes. */
export type ManifestPlace = Manifest['manifest_destination'];

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
