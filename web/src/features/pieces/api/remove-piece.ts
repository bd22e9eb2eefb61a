import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Written } from '@/lib/api-client';
import type { PieceView } from '@/lib/api/airworthiness';
import { invalidateAirworthiness } from '@/lib/airworthiness';
import { notifyError, notifySuccess } from '@/lib/notify';

export function removePiece({ id, date }: { id: number; date: string }): Promise<Written<PieceView>> {
  return api.post<Written<PieceView>>(`/pieces/${id}/remove`, { date });
}

/** 'Déposer': takes a piece off where it is installed, on a day. */
export function useRemovePiece() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePiece,
    onSuccess: ({ msg }) => {
      notifySuccess(msg);
      return invalidateAirworthiness(queryClient);
    },
    onError: (error) => notifyError(error.message),
  });
}
