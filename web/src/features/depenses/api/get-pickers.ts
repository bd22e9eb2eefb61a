import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, withQuery, type Page } from '@/lib/api-client';
import type { Row } from '@/lib/api/types';

/** How many choices a picker offers at once: typing narrows them. */
const OPTIONS_SHOWN = 20;

/** A manifest a picker offers: its reference, where it flies, the aircraft. */
export type ManifestOption = Pick<Row<'/api/manifests'>, 'id' | 'ref_manifest' | 'status' | 'manifest_destination' | 'plane'>;

/** The manifests whose reference starts with `reference` (the newest when empty), any status. */
export function useManifestsNamed(reference: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['manifests', 'options', reference] as const,
    queryFn: ({ signal }) =>
      api.get<Page<ManifestOption>>(
        withQuery('/manifests', { column: reference ? 'ref_manifest' : undefined, q: reference || undefined, per_page: OPTIONS_SHOWN }),
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}
