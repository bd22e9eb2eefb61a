import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OverhaulValues } from '@/components/airworthiness/lifecycle-modals';
import { api, type Written } from '@/lib/api-client';
import type { PieceView } from '@/lib/api/airworthiness';
import { invalidateAirworthiness } from '@/lib/airworthiness';
import { formBody } from '@/lib/airworthiness-forms';
import { notifyError, notifySuccess } from '@/lib/notify';

export function overhaulPiece({ id, date, crs, file }: OverhaulValues & { id: number }): Promise<Written<PieceView>> {
  return api.post<Written<PieceView>>(`/pieces/${id}/overhaul`, formBody({ date, crs }, { file }));
}

/** 'Révision': an overhaul with its CRS; TSO and CSO count again from zero from its day. */
export function useOverhaulPiece() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: overhaulPiece,
    onSuccess: ({ msg }) => {
      notifySuccess(msg);
      return invalidateAirworthiness(queryClient);
    },
    onError: (error) => notifyError(error.message),
  });
}
