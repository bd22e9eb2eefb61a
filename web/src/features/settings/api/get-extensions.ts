import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery, type Page } from '@/lib/api-client';
import type { Row } from '@/lib/api/types';

/** An agency branch ("extension"), as GET /api/extensions answers it. */
export type Branch = Row<'/api/extensions'>;

export const BRANCHES_PER_PAGE = 6;

export const branchSearchColumns = ['name', 'city', 'country'] as const;
export type BranchSearchColumn = (typeof branchSearchColumns)[number];

export interface BranchesParams {
  page: number;
  search: { column: BranchSearchColumn; q: string } | null;
}

/** Every branch, active or not, by name. */
export function getBranches({ page, search }: BranchesParams, signal: AbortSignal): Promise<Page<Branch>> {
  const path = withQuery('/extensions', { column: search?.column, q: search?.q, page, per_page: BRANCHES_PER_PAGE });
  return api.get<Page<Branch>>(path, signal);
}

export const branchesQueryOptions = (params: BranchesParams) =>
  queryOptions({
    queryKey: ['extensions', 'list', params] as const,
    queryFn: ({ signal }) => getBranches(params, signal),
    placeholderData: (previous) => previous,
  });

export function useBranches(params: BranchesParams) {
  return useQuery(branchesQueryOptions(params));
}
