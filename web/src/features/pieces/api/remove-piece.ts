import { api, type Written } from '@/lib/api-client';
import type { PieceView } from '@/lib/api/airworthiness';
import { invalidateAirworthiness } from '@/lib/airworthiness';
import { useNotifiedMutation } from '@/lib/mutations';

export function removePiece({ id, date }: { id: number; date: string }): Promise<Written<PieceView>> {
  return api.post<Written<PieceView>>(`/pieces/${id}/remove`, { date });
}

/** 'Déposer': takes a piece off where it is installed, on a day. */
export function useRemovePiece() {
  return useNotifiedMutation(removePiece, invalidateAirworthiness);
}
