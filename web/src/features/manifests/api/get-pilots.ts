import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PartyRef } from '@/features/manifests/api/get-manifests';
import { api, withQuery, type Page } from '@/lib/api-client';

// An agency has a few pilots: one page of the largest size holds them all.
export async function getPilots(signal: AbortSignal): Promise<PartyRef[]> {
  const page = await api.get<Page<PartyRef>>(withQuery('/pilots', { per_page: 100 }), signal);
  return page.items;
}

/** The people with the Pilote profile, for the manifest form (under `users`: a change to anyone refreshes it). */
export const pilotsQueryOptions = () =>
  queryOptions({
    queryKey: ['users', 'pilots'],
    queryFn: ({ signal }) => getPilots(signal),
  });

export function usePilots() {
  return useQuery(pilotsQueryOptions());
}
