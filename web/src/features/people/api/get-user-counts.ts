import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** How many people hold a profile. `code` names the fixed profiles; null for the others. */
export interface ProfileCount {
  profileId: number;
  name: string;
  code: 'client' | 'chauffeur' | 'pilote' | 'externe' | null;
  count: number;
}

export function getUserCounts(signal: AbortSignal): Promise<ProfileCount[]> {
  return api.get<ProfileCount[]>('/users/counts', signal);
}

export const userCountsQueryOptions = () =>
  queryOptions({
    queryKey: ['users', 'counts'],
    queryFn: ({ signal }) => getUserCounts(signal),
  });

export function useUserCounts() {
  return useQuery(userCountsQueryOptions());
}
