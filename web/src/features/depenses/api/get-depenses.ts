import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '@/lib/api-client';
import type { Depense, DepensePage, DepenseTypeTotal } from '@/features/depenses/types';

export type { Depense, DepensePage, DepenseTypeTotal };

export const depenseSearchColumns = ['ref_depense', 'beneficer.name', 'description'] as const;
export type DepenseSearchColumn = (typeof depenseSearchColumns)[number];

export interface DepenseFilters {
  /** First day (`YYYY-MM-DD`), included. */
  from: string | null;
  /** Last day, included. */
  to: string | null;
  /** Only the expenses of this branch. */
  brancheId: number | null;
  /** Only the expenses of this type. */
  typedepenseId: number | null;
}

export interface DepensesParams extends DepenseFilters {
  page: number;
  search: { column: DepenseSearchColumn; q: string } | null;
}

/** The spec's page size. */
export const DEPENSES_PER_PAGE = 5;

export function getDepenses({ from, to, brancheId, typedepenseId, page, search }: DepensesParams, signal: AbortSignal): Promise<DepensePage> {
  const path = withQuery('/depenses', {
    from,
    to,
    brancheId,
    typedepenseId,
    column: search?.column,
    q: search?.q,
    page,
    per_page: DEPENSES_PER_PAGE,
  });
  return api.get<DepensePage>(path, signal);
}

export const depensesQueryOptions = (params: DepensesParams) =>
  queryOptions({
    queryKey: ['depenses', 'list', params] as const,
    queryFn: ({ signal }) => getDepenses(params, signal),
    placeholderData: (previous) => previous,
  });

/** One page of the shares and expenses the filters keep, with the period's totals. */
export function useDepenses(params: DepensesParams) {
  return useQuery(depensesQueryOptions(params));
}
