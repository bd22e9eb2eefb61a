import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ManifestStatus } from '@/features/manifests/api/get-manifests';
import { api } from '@/lib/api-client';
import type { Narrowed, Row } from '@/lib/api/types';

export type StatusCount = Narrowed<Row<'/api/manifests/counts'>, { status: ManifestStatus }>;

export function getManifestCounts(signal: AbortSignal): Promise<StatusCount[]> {
  return api.get<StatusCount[]>('/manifests/counts', signal);
}

/** How many manifests each tab holds (both statuses, zeros included). */
export const manifestCountsQueryOptions = () =>
  queryOptions({
    queryKey: ['manifests', 'counts'],
    queryFn: ({ signal }) => getManifestCounts(signal),
  });

export function useManifestCounts() {
  return useQuery(manifestCountsQueryOptions());
}
