import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, withQuery, type Page } from '@/lib/api-client';
import type { Row } from '@/lib/api/types';

/** How many choices a picker offers at once: typing narrows them. */
const OPTIONS_SHOWN = 20;

/** A person a beneficiary picker offers (the server never lists the super user). */
export type PersonOption = Pick<Row<'/api/users'>, 'id' | 'name' | 'tel'>;

/** The people whose name contains `name` (the first ones when empty), for the beneficiary picker. */
export function usePeopleNamed(name: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['users', 'named', name] as const,
    queryFn: ({ signal }) =>
      api.get<Page<PersonOption>>(withQuery('/users', { column: name ? 'name' : undefined, q: name || undefined, per_page: OPTIONS_SHOWN }), signal),
    placeholderData: keepPreviousData,
  });
}

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
