import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Waybill } from '@/features/waybills/api/get-waybills';
import { invalidateMoves } from '@/features/waybills/api/invalidate';
import { api, type Written } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';

export function deleteWaybill(id: number): Promise<Written<Waybill>> {
  return api.delete<Written<Waybill>>(`/waybills/${id}`);
}

/** Deletes a waybill in preparation, its pieces back to stock; a red toast, as for every deletion. */
export function useDeleteWaybill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWaybill,
    onSuccess: ({ msg }) => {
      notifyError(msg);
      return invalidateMoves(queryClient);
    },
    onError: (error) => notifyError(error.message),
  });
}
