import { invalidateMoves } from '@/features/waybills/api/invalidate';
import { api } from '@/lib/api-client';
import type { Reply } from '@/lib/api/types';
import { useNotifiedMutation } from '@/lib/mutations';

export function deleteWaybill(id: number): Promise<Reply<'/api/waybills/{id}', 'delete'>> {
  return api.delete<Reply<'/api/waybills/{id}', 'delete'>>(`/waybills/${id}`);
}

/** Deletes a waybill in preparation, its pieces back to stock; a red toast, as for every deletion. */
export function useDeleteWaybill() {
  return useNotifiedMutation(deleteWaybill, invalidateMoves, { deletion: true });
}
