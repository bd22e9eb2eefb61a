import type { QueryClient } from '@tanstack/react-query';

/**
 * After a commission or a share changes: the expenses (this manifest's and every list of them),
 * and the manifests, whose result (commissions, margin) follows.
 */
export function invalidateCommissions(queryClient: QueryClient) {
  return Promise.all(['depenses', 'manifests'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
}
