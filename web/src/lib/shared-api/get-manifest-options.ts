import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery, type Page } from '@/lib/api-client';
import type { Row } from '@/lib/api/types';

/** A manifest as the pickers of other screens offer it (a ticket's flight, a logbook entry's, an expense's). */
export type ManifestOption = Row<'/api/manifests'>;

/** Which manifests a picker offers: one page of the list, filtered by status or searched by a column. */
export interface ManifestOptionsFilter {
  status?: 'EnCours';
  column?: 'ref_manifest' | 'plane.ref';
  q?: string;
  /** How many it offers at once: typing narrows them. */
  perPage: number;
}

export async function getManifestOptions({ perPage, ...search }: ManifestOptionsFilter, signal: AbortSignal): Promise<ManifestOption[]> {
  const page = await api.get<Page<ManifestOption>>(withQuery('/manifests', { ...search, per_page: perPage }), signal);
  return page.items;
}

/** Under `manifests`, so that a manifest created, changed or validated refreshes the pickers too. */
export const manifestOptionsQueryOptions = (filter: ManifestOptionsFilter) =>
  queryOptions({
    queryKey: ['manifests', 'options', filter] as const,
    queryFn: ({ signal }) => getManifestOptions(filter, signal),
  });

/**
 * `enabled` false asks nothing (a disabled picker); `keepPrevious` keeps the last choices on
 * screen while a search types on.
 */
export function useManifestOptions(filter: ManifestOptionsFilter, { enabled = true, keepPrevious = false } = {}) {
  return useQuery({ ...manifestOptionsQueryOptions(filter), enabled, placeholderData: keepPrevious ? keepPreviousData : undefined });
}
