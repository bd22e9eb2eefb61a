import { api } from '@/lib/api-client';
import type { Reply } from '@/lib/api/types';
import { useNotifiedMutation } from '@/lib/mutations';
import type { VehicleInput } from '@/features/vehicles/api/create-vehicle';
import type { Vehicle } from '@/features/vehicles/api/get-vehicles';

export interface UpdateVehicleInput {
  vehicle: Pick<Vehicle, 'id' | 'updatedAt'>;
  values: VehicleInput;
}

export function updateVehicle({ vehicle, values }: UpdateVehicleInput): Promise<Reply<'/api/vehicles/{id}', 'put'>> {
  return api.put<Reply<'/api/vehicles/{id}', 'put'>>(`/vehicles/${vehicle.id}`, { ...values, updatedAt: vehicle.updatedAt });
}

/** Saves an edit (409 when someone saved the vehicle meanwhile); the list is fetched again. */
export function useUpdateVehicle() {
  return useNotifiedMutation(updateVehicle, [['vehicles']]);
}
