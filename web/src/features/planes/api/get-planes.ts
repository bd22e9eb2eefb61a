import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@/lib/api-client';
import type { PlaneView } from '@/lib/api/airworthiness';
import { AIRCRAFT } from '@/lib/airworthiness';
import { getListPage, type PagedListParams } from '@/lib/list-query';

/** An aircraft: a `planecomposant` of category 1 (components are category 2). */
export type Plane = PlaneView;

export const PLANES_PER_PAGE = 6;

export const planeSearchColumns = ['immatriculation', 'serie', 'constructeur'] as const;
export type PlaneSearchColumn = (typeof planeSearchColumns)[number];

export type PlanesParams = PagedListParams<PlaneSearchColumn>;

/** The components' list reads the same endpoint with category 2. */
export function getPlanes(params: PlanesParams, signal: AbortSignal): Promise<Page<Plane>> {
  return getListPage<Plane>('/planecomposants', { category: AIRCRAFT }, params, PLANES_PER_PAGE, signal);
}

export const planesQueryOptions = (params: PlanesParams) =>
  queryOptions({
    queryKey: ['planecomposants', 'list', { category: AIRCRAFT, ...params }] as const,
    queryFn: ({ signal }) => getPlanes(params, signal),
    placeholderData: (previous) => previous,
  });

export function usePlanes(params: PlanesParams) {
  return useQuery(planesQueryOptions(params));
}
