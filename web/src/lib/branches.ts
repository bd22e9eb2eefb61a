import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery, type Page } from '@/lib/api-client';

/** What the pickers need of an agency branch (an "extension"). */
export interface BranchOption {
  id: number;
  name: string;
  city: string | null;
  region: string | null;
  /** 1 active, 0 inactive. */
  status: number;
  /** 1: usable as a route's origin or destination. */
  type: number;
}

export interface BranchFilter {
  status?: 0 | 1;
  type?: 0 | 1;
}

// An agency has a handful of branches: one page of the largest size holds them all.
export async function getBranchOptions(filter: BranchFilter, signal: AbortSignal): Promise<BranchOption[]> {
  const page = await api.get<Page<BranchOption>>(withQuery('/extensions', { ...filter, per_page: 100 }), signal);
  return page.items;
}

/** Under the `extensions` key, so that any change to a branch refreshes the pickers too. */
export const branchOptionsQueryOptions = (filter: BranchFilter) =>
  queryOptions({
    queryKey: ['extensions', 'options', filter],
    queryFn: ({ signal }) => getBranchOptions(filter, signal),
  });

export function useBranchOptions(filter: BranchFilter) {
  return useQuery(branchOptionsQueryOptions(filter));
}

/** Where a branch is, as route ends are shown: `Goma (Nord-Kivu)`; its name when it has no city. */
export function branchPlace({ name, city, region }: Pick<BranchOption, 'name' | 'city' | 'region'>): string {
  if (!city) return name;
  return region ? `${city} (${region})` : city;
}
