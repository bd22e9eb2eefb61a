import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Narrowed, Row } from '@/lib/api/types';

/** How many people hold a profile. `code` names the fixed profiles; null for the others. */
export type ProfileCount = Narrowed<Row<'/api/users/counts'>, { code: 'client' | 'chauffeur' | 'pilote' | 'externe' | null }>;

export function getUserCounts(signal: AbortSignal): Promise<ProfileCount[]> {
  return api.get<ProfileCount[]>('/users/counts', signal);
}

/** Under `users`: a person added, changed or deleted anywhere refreshes the counts. */
export const userCountsQueryOptions = () =>
  queryOptions({
    queryKey: ['users', 'counts'] as const,
    queryFn: ({ signal }) => getUserCounts(signal),
  });

export function useUserCounts() {
  return useQuery(userCountsQueryOptions());
}

/** The id of the client profile (the pickers of clients ask for that profile's people), null until known. */
export function useClientProfileId(): number | null {
  const counts = useUserCounts();
  return counts.data?.find((profile) => profile.code === 'client')?.profileId ?? null;
}
