import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlaneView } from '@/lib/api/airworthiness';
import { COMPONENT } from '@/lib/airworthiness';
import { getListPage, type PagedListParams } from '@/lib/list-query';

/** A component (engine, propeller, APU): a `planecomposant` of category 2. */
export type Composant = PlaneView;

/** The spec's page size. */
export const COMPOSANTS_PER_PAGE = 5;

export const composantSearchColumns = ['immatriculation', 'serie', 'constructeur'] as const;
export type ComposantSearchColumn = (typeof composantSearchColumns)[number];

export interface ComposantsParams extends PagedListParams<ComposantSearchColumn> {
  /** Only those installed on this aircraft now. */
  planeId: number | null;
}

export const composantsQueryOptions = (params: ComposantsParams) =>
  queryOptions({
    queryKey: ['planecomposants', 'list', { category: COMPONENT, ...params }] as const,
    queryFn: ({ signal }) =>
      getListPage<Composant>('/planecomposants', { category: COMPONENT, planeId: params.planeId }, params, COMPOSANTS_PER_PAGE, signal),
    placeholderData: (previous) => previous,
  });

export function useComposants(params: ComposantsParams) {
  return useQuery(composantsQueryOptions(params));
}
