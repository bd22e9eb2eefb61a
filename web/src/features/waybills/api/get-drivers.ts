import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PartyRef } from '@/features/waybills/api/get-waybills';
import { api, withQuery } from '@/lib/api-client';
import type { Reply } from '@/lib/api/types';

// An agency has a few drivers: one page of the largest size holds them all, the picker filters them.
const DRIVER_OPTIONS = 100;

/** The active people with the Chauffeur profile. */
export function getDrivers(signal: AbortSignal): Promise<PartyRef[]> {
  return api
    .get<Reply<'/api/drivers'>>(withQuery('/drivers', { per_page: DRIVER_OPTIONS }), signal)
    .then((page) => page.items.map(({ id, name, tel }) => ({ id, name, tel })));
}

/** Under `users`, so that a change to a person refreshes the picker. */
export const driversQueryOptions = () =>
  queryOptions({
    queryKey: ['users', 'drivers'],
    queryFn: ({ signal }) => getDrivers(signal),
  });

export function useDrivers() {
  return useQuery(driversQueryOptions());
}
