import { queryOptions, useQuery } from '@tanstack/react-query';
import { MANIFESTS_PER_PAGE, type Manifest } from '@/features/manifests/api/get-manifests';
import { api, withQuery, type Page } from '@/lib/api-client';

/** The manifests the signed-in pilot flies, newest first, whatever their status. */
export function getMyManifests(page: number, signal: AbortSignal): Promise<Page<Manifest>> {
  return api.get<Page<Manifest>>(withQuery('/my/manifests', { page, per_page: MANIFESTS_PER_PAGE }), signal);
}

export const myManifestsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['manifests', 'mine', 'list', { page }] as const,
    queryFn: ({ signal }) => getMyManifests(page, signal),
    placeholderData: (previous) => previous,
  });

export function useMyManifests(page: number) {
  return useQuery(myManifestsQueryOptions(page));
}
