import { invalidateFreight } from '@/features/expeditions/api/invalidate';
import { api } from '@/lib/api-client';
import type { Reply } from '@/lib/api/types';
import { useNotifiedMutation } from '@/lib/mutations';

export function deleteExpedition(id: number): Promise<Reply<'/api/expeditions/{id}', 'delete'>> {
  return api.delete<Reply<'/api/expeditions/{id}', 'delete'>>(`/expeditions/${id}`);
}

/** Deletes an expedition and its payments (409 once part of it has moved); a red toast, as for every deletion. */
export function useDeleteExpedition() {
  return useNotifiedMutation(deleteExpedition, invalidateFreight, { deletion: true });
}
