import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WaybillDetail } from '@/features/waybills/api/get-waybill';
import { invalidateMoves } from '@/features/waybills/api/invalidate';
import { api, type Written } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';

/** Takes one line off a waybill in preparation; answers the waybill as it now is. */
export function deleteWaybillLine(id: number): Promise<Written<WaybillDetail>> {
  return api.delete<Written<WaybillDetail>>(`/waybilldetails/${id}`);
}

/** 'Retirer': the line's pieces go back to stock at once; a red toast, as for every deletion. */
export function useDeleteWaybillLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWaybillLine,
    onSuccess: ({ msg }) => {
      notifyError(msg);
      return invalidateMoves(queryClient);
    },
    onError: (error) => notifyError(error.message),
  });
}
