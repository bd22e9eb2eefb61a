import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Reply } from '@/lib/api/types';
import { notifyError, notifySuccess } from '@/lib/notify';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVehicle,
    onSuccess: ({ msg }) => {
      notifySuccess(msg);
      return queryClient.invalidateQueries({ queryKey: ['vehicles'] });
    },
    onError: (error) => notifyError(error.message),
  });
}
