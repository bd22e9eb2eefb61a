import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, withQuery, type Page } from '@/lib/api-client';
import type { Row } from '@/lib/api/types';

/** How many choices a picker offers at once: typing narrows them. */
const OPTIONS_SHOWN = 20;

/** A person a beneficiary picker offers (the server never lists the super user). */
export type PersonOption = Pick<Row<'/api/beneficiaries'>, 'id' | 'name' | 'tel'>;

/**
 * The people whose name contains `name`, for the beneficiary picker: without a name, the external
 * persons (the usual beneficiaries). Read from `/api/beneficiaries`, which the expense permissions
 * open, so someone who records expenses needs no people screen.
 */
export function usePeopleNamed(name: string, enabled = true) {
  return useQuery({
    enabled,
    // The commission modal's key: a beneficiary added there (or anyone changed) refreshes this list too.
    queryKey: ['users', 'beneficiaries', { q: name }] as const,
    queryFn: ({ signal }) =>
      api.get<Page<PersonOption>>(withQuery('/beneficiaries', { q: name || undefined, per_page: OPTIONS_SHOWN }), signal),
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
