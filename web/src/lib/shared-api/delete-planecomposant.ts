import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Reply } from '@/lib/api/types';
import { invalidateAirworthiness } from '@/lib/airworthiness';
import { notifyError } from '@/lib/notify';

/** DELETE /api/planecomposants/{id}: an aircraft or a component, the same record to the server. */
export function deletePlanecomposant(id: number): Promise<Reply<'/api/planecomposants/{id}', 'delete'>> {
  return api.delete<Reply<'/api/planecomposants/{id}', 'delete'>>(`/planecomposants/${id}`);
}

/**
 * Deletes an aircraft or a component (409 while something refers to it); the message is a red
 * toast, as for every deletion. Its page is forgotten and every airworthiness screen refreshed
 * (the lists, the pickers, the aircraft a component was on, what is due).
 */
export function useDeletePlanecomposant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlanecomposant,
    onSuccess: ({ msg }, id) => {
      notifyError(msg);
      queryClient.removeQueries({ queryKey: ['planecomposants', 'detail', id] });
      return invalidateAirworthiness(queryClient);
    },
    onError: (error) => notifyError(error.message),
  });
}
