import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery, type Page } from '@/lib/api-client';
import type { PlaneView } from '@/lib/api/airworthiness';

/** What the manifest form shows of an aircraft (a `planecomposant` of category 1), and whether it is grounded. */
export type AircraftOption = Pick<PlaneView, 'id' | 'immatriculation' | 'constructeur' | 'serie' | 'description' | 'status'>;

const AIRCRAFT_CATEGORY = 1;

// A fleet is a handful of aircraft: one page of the largest size holds them all.
export async function getAircraftOptions(signal: AbortSignal): Promise<AircraftOption[]> {
  const page = await api.get<Page<AircraftOption>>(
    withQuery('/planecomposants', { category: AIRCRAFT_CATEGORY, per_page: 100 }),
    signal,
  );
  return page.items;
}

/** Under the `planecomposants` key, so that a change to the fleet refreshes the picker too. */
export const aircraftOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['planecomposants', 'options', { category: AIRCRAFT_CATEGORY }],
    queryFn: ({ signal }) => getAircraftOptions(signal),
  });

export function useAircraftOptions() {
  return useQuery(aircraftOptionsQueryOptions());
}
