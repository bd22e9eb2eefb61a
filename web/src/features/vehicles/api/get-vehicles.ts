import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery, type Page } from '@/lib/api-client';
import type { Row } from '@/lib/api/types';

/** A road vehicle that carries waybills. */
export type Vehicle = Row<'/api/vehicles'>;

/** The spec's page size. */
export const VEHICLES_PER_PAGE = 5;

export interface VehiclesParams {
  /** Part of the plate, or null for all. */
  q: string | null;
  page: number;
}

export function getVehicles({ q, page }: VehiclesParams, signal: AbortSignal): Promise<Page<Vehicle>> {
  return api.get<Page<Vehicle>>(withQuery('/vehicles', { q, page, per_page: VEHICLES_PER_PAGE }), signal);
}

export const vehiclesQueryOptions = (params: VehiclesParams) =>
  queryOptions({
    queryKey: ['vehicles', 'list', params] as const,
    queryFn: ({ signal }) => getVehicles(params, signal),
    placeholderData: (previous) => previous,
  });

export function useVehicles(params: VehiclesParams) {
  return useQuery(vehiclesQueryOptions(params));
}
