import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Written } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { refreshAfterExpense } from '@/features/depenses/api/create-depense';
import type { DepenseDetail } from '@/features/depenses/types';

/** DELETE cancels: the expense stays, marked, and no total counts it any more. */
export function cancelDepense(id: number): Promise<Written<DepenseDetail>> {
  return api.delete<Written<DepenseDetail>>(`/depenses/${id}`);
}

/**
 * Cancels a standalone expense (`supprimer depense`). Money recorded is corrected, never erased
 * (DESIGN §2): as for a payment's cancellation, the message is a blue toast.
 */
export function useCancelDepense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelDepense,
    onSuccess: ({ msg }) => {
      notifySuccess(msg);
      return refreshAfterExpense(queryClient);
    },
    onError: (error) => notifyError(error.message),
  });
}
