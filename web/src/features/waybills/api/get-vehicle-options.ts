import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Waybill } from '@/features/waybills/api/get-waybills';
import { api, withQuery } from '@/lib/api-client';
import type { Reply } from '@/lib/api/types';

export type VehicleOption = Waybill['vehicle'];

// An agency has a few vehicles: one page of the largest size holds them all, the picker filters them.
const VEHICLE_OPTIONS = 100;

export function getVehicleOptions(signal: AbortSignal): Promise<VehicleOption[]> {
  return api
    .get<Reply<'/api/vehicles'>>(withQuery('/vehicles', { per_page: VEHICLE_OPTIONS }), signal)
    .then((page) => page.items.map(({ id, plaque, mark }) => ({ id, plaque, mark })));
}

/** Under `vehicles`, so that a change to a vehicle refreshes the picker. */
export const vehicleOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['vehicles', 'options'],
    queryFn: ({ signal }) => getVehicleOptions(signal),
  });

export function useVehicleOptions() {
  return useQuery(vehicleOptionsQueryOptions());
}
