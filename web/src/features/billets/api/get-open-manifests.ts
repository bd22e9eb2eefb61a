import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ManifestLoad } from '@/features/billets/types';
import { api, withQuery, type Page } from '@/lib/api-client';
import type { Row } from '@/lib/api/types';

/** A manifest in preparation as the ticket form offers it: its flight and what is left of its seats and payload. */
export type OpenManifest = Pick<
  Row<'/api/manifests'>,
  'id' | 'ref_manifest' | 'plane' | 'manifest_origin' | 'manifest_destination' | 'departureDate' | 'createdAt'
> &
  ManifestLoad;

// An agency prepares a handful of flights at a time: one large page holds them.
const PER_PAGE = 100;

export async function getOpenManifests(signal: AbortSignal): Promise<OpenManifest[]> {
  const page = await api.get<Page<OpenManifest>>(withQuery('/manifests', { status: 'EnCours', per_page: PER_PAGE }), signal);
  return page.items;
}

/** The manifests a ticket may be sold on (EnCours), under `manifests` so that a manifest's change refreshes them. */
export const openManifestsQueryOptions = () =>
  queryOptions({
    queryKey: ['manifests', 'open-for-billets'] as const,
    queryFn: ({ signal }) => getOpenManifests(signal),
  });

export function useOpenManifests() {
  return useQuery(openManifestsQueryOptions());
}
