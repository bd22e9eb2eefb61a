import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateBillets } from '@/features/billets/api/invalidate';
import { api } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';

export function deleteBillet(id: number): Promise<{ msg: string }> {
  return api.delete<{ msg: string }>(`/billets/${id}`);
}

/**
 * Deletes a ticket and its payments: only while it is réservé or annulé on a flight in
 * preparation (409 otherwise). A red toast, as for every deletion.
 */
export function useDeleteBillet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBillet,
    onSuccess: ({ msg }) => {
      notifyError(msg);
      return invalidateBillets(queryClient);
    },
    onError: (error) => notifyError(error.message),
  });
}
