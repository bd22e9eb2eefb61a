import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Written } from '@/lib/api-client';
import type { PlaneView } from '@/lib/api/airworthiness';
import { invalidateAirworthiness } from '@/lib/airworthiness';
import { notifyError } from '@/lib/notify';

export function deleteComposant(id: number): Promise<Written<PlaneView>> {
  return api.delete<Written<PlaneView>>(`/planecomposants/${id}`);
}

/** Deletes a component (409 while something depends on it); the message is a red toast, as for every deletion. */
export function useDeleteComposant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComposant,
    onSuccess: ({ msg }) => {
      notifyError(msg);
      return invalidateAirworthiness(queryClient);
    },
    onError: (error) => notifyError(error.message),
  });
}
