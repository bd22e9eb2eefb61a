import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Written } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import type { Plane } from '@/features/planes/api/get-planes';

export function deletePlane(id: number): Promise<Written<Plane>> {
  return api.delete<Written<Plane>>(`/planecomposants/${id}`);
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
