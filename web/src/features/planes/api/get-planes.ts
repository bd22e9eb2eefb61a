import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery, type Page } from '@/lib/api-client';
import type { PlaneView } from '@/lib/api/airworthiness';

/** An aircraft: a `planecomposant` of category 1 (components are category 2). */
export type Plane = PlaneView;

export const AIRCRAFT_CATEGORY = 1;
export const PLANES_PER_PAGE = 6;

export const planeSearchColumns = ['immatriculation', 'serie', 'constructeur'] as const;
export type PlaneSearchColumn = (typeof planeSearchColumns)[number];

export interface PlanesParams {
  page: number;
  search: { column: PlaneSearchColumn; q: string } | null;
}

export function getPlanes({ page, search }: PlanesParams, signal: AbortSignal): Promise<Page<Plane>> {
  const path = withQuery('/planecomposants', {
    category: AIRCRAFT_CATEGORY,
    column: search?.column,
    q: search?.q,
    page,
    per_page: PLANES_PER_PAGE,
  });
  return api.get<Page<Plane>>(path, signal);
}

export const planesQueryOptions = (params: PlanesParams) =>
  queryOptions({
    queryKey: ['planecomposants', 'list', { category: AIRCRAFT_CATEGORY, ...params }] as const,
    queryFn: ({ signal }) => getPlanes(params, signal),
    placeholderData: (previous) => previous,
  });

export function usePlanes(params: PlanesParams) {
  return useQuery(planesQueryOptions(params));
}
