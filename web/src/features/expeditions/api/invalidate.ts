import type { QueryClient } from '@tanstack/react-query';

/**
 * After an expedition is saved or deleted: its lists, counts and details, and what is derived from
 * it elsewhere (its parcels, its payments), are fetched again.
 */
export function invalidateFreight(queryClient: QueryClient) {
  return Promise.all(
    ['expeditions', 'packags', 'invoices'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
  );
}
