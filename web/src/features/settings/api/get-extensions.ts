import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery, type Page } from '@/lib/api-client';

/** An agency branch ("extension"), as GET /api/extensions answers it. */
export interface Branch {
  id: number;
  name: string;
  short_name: string | null;
  social_reason: string | null;
  nif: string | null;
  trade_registry: string | null;
  tel: string | null;
  tel1: string | null;
  tel2: string | null;
  email: string | null;
  mailbox: string | null;
  country: string | null;
  countryCode: string | null;
  region: string | null;
  city: string | null;
  municipality: string | null;
  neighborhood: string | null;
  avenue: string | null;
  other_adress: string | null;
  tax_center: string | null;
  activity_sector: string | null;
  legal_status: string | null;
  liable_vat: number;
  /** 1 active, 0 inactive. */
  status: number;
  /** Address of the logo, or null. */
  logo: string | null;
  /** 1: usable as a route's origin or destination. */
  type: number;
  createdAt: string;
  updatedAt: string;
}

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
