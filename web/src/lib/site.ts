import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Documented } from '@/lib/api/types';

/**
 * The site's name, version and links (a link not configured is left out), and whether visitors may
 * register themselves: shared by the footer and the sign-in screens.
 */
export type Site = Documented<'/api/site'>;

export type SiteLinks = Site['links'];

export function getSite(signal: AbortSignal): Promise<Site> {
  return api.get<Site>('/site', signal);
}

export const siteQueryOptions = () =>
  queryOptions({
    queryKey: ['site'],
    queryFn: ({ signal }) => getSite(signal),
    staleTime: Infinity,
  });

export function useSite() {
  return useQuery(siteQueryOptions());
}
