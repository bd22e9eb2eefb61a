import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Reply } from '@/lib/api/types';
import { notifyError } from '@/lib/notify';

export function deleteVehicle(id: number): Promise<Reply<'/api/vehicles/{id}', 'delete'>> {
  return api.delete<Reply<'/api/vehicles/{id}', 'delete'>>(`/vehicles/${id}`);
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
