import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api-client';
import type { Row } from '@/lib/api/types';

export type PermissionItem = Row<'/api/permissions'>;

export function getPermissions(signal: AbortSignal): Promise<Page<PermissionItem>> {
  return api.get<Page<PermissionItem>>('/permissions', signal);
}

// The catalogue is fixed by the server's migrations.
export const permissionsQueryOptions = () =>
  queryOptions({
    queryKey: ['permissions'],
    queryFn: ({ signal }) => getPermissions(signal),
    staleTime: Infinity,
    select: (page) => page.items,
  });

export function usePermissionCatalogue() {
  return useQuery(permissionsQueryOptions());
}
