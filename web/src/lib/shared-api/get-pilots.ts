import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery, type Page } from '@/lib/api-client';
import type { Row } from '@/lib/api/types';

/** A person with the Pilote profile, as the pickers (a manifest's pilot, a logbook entry's crew) show them. */
export type PilotOption = Pick<Row<'/api/pilots'>, 'id' | 'name' | 'tel'>;

// An agency has a few pilots: one page of the largest size holds them all.
export async function getPilots(signal: AbortSignal): Promise<PilotOption[]> {
  const page = await api.get<Page<PilotOption>>(withQuery('/pilots', { per_page: 100 }), signal);
  return page.items;
}

/** Under `users`: a change to anyone refreshes it. */
export const pilotsQueryOptions = () =>
  queryOptions({
    queryKey: ['users', 'pilots'] as const,
    queryFn: ({ signal }) => getPilots(signal),
  });

export function usePilots() {
  return useQuery(pilotsQueryOptions());
}
