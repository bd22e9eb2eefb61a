import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api-client';
import type { Row } from '@/lib/api/types';

/** A profile: a named set of permissions. Fixed ones (client, chauffeur…) keep their name and stay. */
export type ProfileDetails = Row<'/api/profiles'>;

// Profiles are a handful per agency: one page of the largest size holds them all.
export function getProfiles(signal: AbortSignal): Promise<Page<ProfileDetails>> {
  return api.get<Page<ProfileDetails>>('/profiles?per_page=100', signal);
}

export const profilesQueryOptions = () =>
  queryOptions({
    queryKey: ['profiles', 'list'],
    queryFn: ({ signal }) => getProfiles(signal),
    // The super user's profile is never listed by the server; this keeps it out of pickers regardless.
    select: (page) => page.items.filter((profile) => profile.code !== 'superuser'),
  });

export function useProfiles({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...profilesQueryOptions(), enabled });
}
