import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ManifestDetail } from '@/features/manifests/api/get-manifest';
import { api } from '@/lib/api-client';

/** One of the manifests the signed-in pilot flies; anyone else's is 404. */
export function getMyManifest(id: number, signal: AbortSignal): Promise<ManifestDetail> {
  return api.get<ManifestDetail>(`/my/manifests/${id}`, signal);
}

export const myManifestQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['manifests', 'mine', 'detail', id] as const,
    queryFn: ({ signal }) => getMyManifest(id, signal),
  });

export function useMyManifest(id: number) {
  return useQuery(myManifestQueryOptions(id));
}
