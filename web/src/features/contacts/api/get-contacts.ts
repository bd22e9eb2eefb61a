import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** What visitors see of an active branch: where it is and how to reach it. */
export interface BranchContact {
  id: number;
  name: string;
  country: string | null;
  city: string | null;
  region: string | null;
  municipality: string | null;
  neighborhood: string | null;
  avenue: string | null;
  other_adress: string | null;
  email: string | null;
  tel: string | null;
  tel1: string | null;
  tel2: string | null;
}

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
