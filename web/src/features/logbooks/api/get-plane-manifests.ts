import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery, type Page } from '@/lib/api-client';
import type { Row } from '@/lib/api/types';

/** A manifest the entry form offers: its reference, route and day. */
export type ManifestOption = Pick<Row<'/api/manifests'>, 'id' | 'ref_manifest' | 'planeId' | 'departureDate' | 'createdAt' | 'manifest_destination'>;

/** How many of the aircraft's manifests the picker offers, the newest first. */
const MANIFESTS_SHOWN = 30;

/**
 * The newest manifests flown by the aircraft registered `immatriculation` (id `planeId`): the list
 * is searched by registration, which may also match a longer one, hence the check of `planeId`.
 */
export const planeManifestsQueryOptions = (planeId: number, immatriculation: string) =>
  queryOptions({
    queryKey: ['manifests', 'options', { planeId }] as const,
    queryFn: async ({ signal }) => {
      const page = await api.get<Page<ManifestOption>>(
        withQuery('/manifests', { column: 'plane.ref', q: immatriculation, per_page: MANIFESTS_SHOWN }),
        signal,
      );
      return page.items.filter((manifest) => manifest.planeId === planeId);
    },
  });

export function usePlaneManifests(planeId: number, immatriculation: string) {
  return useQuery(planeManifestsQueryOptions(planeId, immatriculation));
}
