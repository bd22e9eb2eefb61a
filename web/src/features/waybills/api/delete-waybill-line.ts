import { invalidateMoves } from '@/features/waybills/api/invalidate';
import { api } from '@/lib/api-client';
import type { Reply } from '@/lib/api/types';
import { useNotifiedMutation } from '@/lib/mutations';

/** Takes one line off a waybill in preparation; answers the waybill as it now is. */
export function deleteWaybillLine(id: number): Promise<Reply<'/api/waybilldetails/{id}', 'delete'>> {
  return api.delete<Reply<'/api/waybilldetails/{id}', 'delete'>>(`/waybilldetails/${id}`);
}

/** 'Retirer': the line's pieces go back to stock at once; a red toast, as for every deletion. */
export function useDeleteWaybillLine() {
  return useNotifiedMutation(deleteWaybillLine, invalidateMoves, { deletion: true });
}
