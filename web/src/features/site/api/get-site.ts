import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface SiteLinks {
  credit?: { label: string; url: string };
  facebook?: string;
  youtube?: string;
  twitter?: string;
  instagram?: string;
}

export interface Site {
  name: string;
  version: string;
  links: SiteLinks;
}

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
