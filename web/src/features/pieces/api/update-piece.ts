import { api, type Written } from '@/lib/api-client';
import type { PieceView } from '@/lib/api/airworthiness';
import { invalidateAirworthiness } from '@/lib/airworthiness';
import { useNotifiedMutation } from '@/lib/mutations';
import { pieceBody, type PieceInput } from '@/features/pieces/api/create-piece';

export interface UpdatePieceInput {
  piece: Pick<PieceView, 'id' | 'updatedAt'>;
  values: PieceInput;
}

/** PUT /api/pieces/{id}: where it is installed is left out (install and remove change it). */
export function updatePiece({ piece, values }: UpdatePieceInput): Promise<Written<PieceView>> {
  return api.put<Written<PieceView>>(`/pieces/${piece.id}`, { ...pieceBody(values), updatedAt: piece.updatedAt });
}

/** Saves an edit (409 when someone saved the piece meanwhile); a new baseline recounts it. */
export function useUpdatePiece() {
  return useNotifiedMutation(updatePiece, invalidateAirworthiness);
}
