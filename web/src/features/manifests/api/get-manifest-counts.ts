import { useQuery } from '@tanstack/react-query';
import type { ManifestSearchColumn, ManifestStatus } from '@/features/manifests/api/get-manifests';
import type { Narrowed, Row } from '@/lib/api/types';
import { tabCountsQueryOptions, type PagedListParams } from '@/lib/list-query';

export type StatusCount = Narrowed<Row<'/api/manifests/counts'>, { status: ManifestStatus }>;

/** How many manifests each tab holds (both statuses, zeros included); with a search, how many of its matches. */
export const manifestCountsQueryOptions = (search: PagedListParams<ManifestSearchColumn>['search'] = null) =>
  tabCountsQueryOptions<StatusCount>('manifests', '/manifests/counts', search);

export function useManifestCounts(search: PagedListParams<ManifestSearchColumn>['search'] = null) {
  return useQuery(manifestCountsQueryOptions(search));
}
