import { api, type Written } from '@/lib/api-client';
import type { PieceView } from '@/lib/api/airworthiness';
import { invalidateAirworthiness } from '@/lib/airworthiness';
import { useNotifiedMutation } from '@/lib/mutations';

export function deletePiece(id: number): Promise<Written<PieceView>> {
  return api.delete<Written<PieceView>>(`/pieces/${id}`);
}

/** Deletes a piece; the message is a red toast, as for every deletion. */
export function useDeletePiece() {
  return useNotifiedMutation(deletePiece, invalidateAirworthiness, { deletion: true });
}
