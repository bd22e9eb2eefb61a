import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Reply } from '@/lib/api/types';
import { notifyError } from '@/lib/notify';

export function deletePlane(id: number): Promise<Reply<'/api/planecomposants/{id}', 'delete'>> {
  return api.delete<Reply<'/api/planecomposants/{id}', 'delete'>>(`/planecomposants/${id}`);
}

/** Deletes an aircraft (409 while something refers to it); the message is a red toast, as for every deletion. */
export function useDeletePlane() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlane,
    onSuccess: ({ msg }, id) => {
      notifyError(msg);
      queryClient.removeQueries({ queryKey: ['planecomposants', 'detail', id] });
      return queryClient.invalidateQueries({ queryKey: ['planecomposants', 'list'] });
    },
    onError: (error) => notifyError(error.message),
  });
}
