import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Row } from '@/lib/api/types';

/** What visitors see of an active branch: where it is and how to reach it. */
export type BranchContact = Row<'/api/contacts'>;

/** The active branches, for anyone (no session needed). */
export function getBranchContacts(signal: AbortSignal): Promise<BranchContact[]> {
  return api.get<BranchContact[]>('/contacts', signal);
}

export const branchContactsQueryOptions = () =>
  queryOptions({
    queryKey: ['contacts', 'branches'],
    queryFn: ({ signal }) => getBranchContacts(signal),
  });

export function useBranchContacts() {
  return useQuery(branchContactsQueryOptions());
}
