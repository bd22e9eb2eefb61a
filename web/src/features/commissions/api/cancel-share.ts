import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateCommissions } from '@/features/commissions/api/invalidate';
import type { DepenseCancelled } from '@/features/commissions/types';
import { api } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';

export function cancelShare(id: number): Promise<DepenseCancelled> {
  return api.delete<DepenseCancelled>(`/depenses/${id}`);
}

/**
 * Cancels a share: it stays, marked cancelled, and no longer counts. Only the last share in force
 * of its commission (409 otherwise). A red toast, as for every deletion.
 */
export function useCancelShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelShare,
    onSuccess: ({ msg }) => {
      notifyError(msg);
      return invalidateCommissions(queryClient);
    },
    onError: (error) => notifyError(error.message),
  });
}
