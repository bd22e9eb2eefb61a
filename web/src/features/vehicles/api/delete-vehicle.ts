import { api } from '@/lib/api-client';
import type { Reply } from '@/lib/api/types';
import { useNotifiedMutation } from '@/lib/mutations';

export function deleteVehicle(id: number): Promise<Reply<'/api/vehicles/{id}', 'delete'>> {
  return api.delete<Reply<'/api/vehicles/{id}', 'delete'>>(`/vehicles/${id}`);
}

/** Deletes a vehicle (409 while a waybill uses it); the message is a red toast, as for every deletion. */
export function useDeleteVehicle() {
  return useNotifiedMutation(deleteVehicle, [['vehicles']], { deletion: true });
}
