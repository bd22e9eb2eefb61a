import type { QueryClient } from '@tanstack/react-query';

/**
 * After a ticket is sold, changed, paid or deleted: the tickets, and what they weigh on elsewhere
 * (the manifests' passengers and payload, the payments and debts, the dashboard's figures).
 */
export function invalidateBillets(queryClient: QueryClient) {
  return Promise.all(
    ['billets', 'manifests', 'invoices', 'dashboard'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
  );
}
