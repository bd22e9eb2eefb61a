/**
 * What the airworthiness screens (aircraft, components, pieces, inspections, documents, logbooks)
 * share: the fleet for their pickers and filters, the positions of a component, and one refresh
 * after any write, since a logbook entry or an installation changes counters on every screen.
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, withQuery, type Page } from '@/lib/api-client';
import type { PlaneView } from '@/lib/api/airworthiness';

/** `category` of a `planecomposant`. */
export const AIRCRAFT = 1;
export const COMPONENT = 2;

/** Where a component sits on its aircraft: 1 Centre, 2 Gauche, 3 Droite. */
export const dispositions = [1, 2, 3] as const;
export type Disposition = (typeof dispositions)[number];

/** The translation key of a position (`airworthiness.position.2`: Gauche). */
export function dispositionKey(disposition: number): `airworthiness.position.${Disposition}` | 'airworthiness.position.unknown' {
  return dispositions.includes(disposition as Disposition) ? `airworthiness.position.${disposition as Disposition}` : 'airworthiness.position.unknown';
}

/** What a picker shows of an aircraft or a component (the manifest form marks a grounded aircraft: `status`). */
export type FleetOption = Pick<
  PlaneView,
  'id' | 'category' | 'immatriculation' | 'serie' | 'constructeur' | 'description' | 'status' | 'planeId' | 'planeImmatriculation'
>;

// A fleet is a handful of aircraft and their engines and propellers: one page of the largest size.
async function getFleet(category: number, signal: AbortSignal): Promise<FleetOption[]> {
  const page = await api.get<Page<FleetOption>>(withQuery('/planecomposants', { category, per_page: 100 }), signal);
  return page.items;
}

/** Under the `planecomposants` key, so that a change to the fleet refreshes the pickers too. */
export const fleetOptionsQueryOptions = (category: typeof AIRCRAFT | typeof COMPONENT) =>
  queryOptions({
    queryKey: ['planecomposants', 'options', { category }],
    queryFn: ({ signal }) => getFleet(category, signal),
  });

/** The aircraft, for the lists' filter and the forms' pickers. */
export function useAircraftOptions() {
  return useQuery(fleetOptionsQueryOptions(AIRCRAFT));
}

/** The components (where a piece may be installed); `enabled` false asks nothing (no permission). */
export function useComponentOptions(enabled = true) {
  return useQuery({ ...fleetOptionsQueryOptions(COMPONENT), enabled });
}

/** What an airworthiness write can change: counters, installations, the aircraft's page, the lists, what is due. */
const airworthinessKeys = ['planecomposants', 'pieces', 'inspections', 'documents', 'logbooks', 'due'] as const;

/** Refreshes every airworthiness screen after a write. */
export function invalidateAirworthiness(queryClient: QueryClient): Promise<void> {
  return Promise.all(airworthinessKeys.map((key) => queryClient.invalidateQueries({ queryKey: [key] }))).then(() => undefined);
}
