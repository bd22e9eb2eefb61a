import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Written } from '@/lib/api-client';
import type { PieceView } from '@/lib/api/airworthiness';
import { invalidateAirworthiness } from '@/lib/airworthiness';
import { notifyError } from '@/lib/notify';

export function deletePiece(id: number): Promise<Written<PieceView>> {
  return api.delete<Written<PieceView>>(`/pieces/${id}`);
}

/** Deletes a piece; the message is a red toast, as for every deletion. */
export function useDeletePiece() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePiece,
    onSuccess: ({ msg }) => {
      notifyError(msg);
      return invalidateAirworthiness(queryClient);
    },
    onError: (error) => notifyError(error.message),
  });
}
