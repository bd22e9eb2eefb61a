import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Written } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import type { Vehicle } from '@/features/vehicles/api/get-vehicles';

export function deleteVehicle(id: number): Promise<Written<Vehicle>> {
  return api.delete<Written<Vehicle>>(`/vehicles/${id}`);
}

/** Deletes a vehicle (409 while a waybill uses it); the message is a red toast, as for every deletion. */
export function useDeleteVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVehicle,
    onSuccess: ({ msg }) => {
      notifyError(msg);
      return queryClient.invalidateQueries({ queryKey: ['vehicles'] });
    },
    onError: (error) => notifyError(error.message),
  });
}
