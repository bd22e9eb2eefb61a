import type { QueryClient } from '@tanstack/react-query';

/**
 * After a manifest is saved, validated or deleted: the manifests, and what the moved pieces change
 * elsewhere (waybills and their lines, parcels, expeditions' statuses), are fetched again.
 */
export function invalidateManifests(queryClient: QueryClient) {
  return Promise.all(
    ['manifests', 'waybills', 'waybilldetails', 'packags', 'expeditions'].map((key) =>
      queryClient.invalidateQueries({ queryKey: [key] }),
    ),
  );
}
