import type { QueryClient } from '@tanstack/react-query';

/**
 * After a waybill changes: its lists, counts and details, and what the moved pieces change
 * elsewhere (the parcels' stages, the expeditions' statuses), are fetched again.
 */
export function invalidateMoves(queryClient: QueryClient) {
  return Promise.all(
    ['waybills', 'packags', 'expeditions'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
  );
}
