import { invalidateBillets } from '@/features/billets/api/invalidate';
import { api } from '@/lib/api-client';
import { useNotifiedMutation } from '@/lib/mutations';

export function deleteBillet(id: number): Promise<{ msg: string }> {
  return api.delete<{ msg: string }>(`/billets/${id}`);
}

/**
 * Deletes a ticket and its payments: only while it is réservé or annulé on a flight in
 * preparation (409 otherwise). A red toast, as for every deletion.
 */
export function useDeleteBillet() {
  return useNotifiedMutation(deleteBillet, invalidateBillets, { deletion: true });
}
