import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Reply } from '@/lib/api/types';
import { notifyError, notifySuccess } from '@/lib/notify';
import { invalidateDepenses } from '@/lib/shared-api/create-depense';

/** DELETE cancels: the expense stays, marked, and no total counts it any more. */
export function cancelDepense(id: number): Promise<Reply<'/api/depenses/{id}', 'delete'>> {
  return api.delete<Reply<'/api/depenses/{id}', 'delete'>>(`/depenses/${id}`);
}

/**
 * Cancels an expense (`supprimer depense`), or the last share in force of a commission (409
 * otherwise). `toast` is the message's colour: a standalone expense's cancellation is a correction
 * of money recorded, blue as a payment's (DESIGN §2); a share's is red, as a deletion.
 */
export function useCancelDepense({ toast }: { toast: 'success' | 'error' }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelDepense,
    onSuccess: ({ msg }) => {
      if (toast === 'success') notifySuccess(msg);
      else notifyError(msg);
      return invalidateDepenses(queryClient);
    },
    onError: (error) => notifyError(error.message),
  });
}
