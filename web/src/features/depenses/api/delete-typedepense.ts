import { api } from '@/lib/api-client';
import { useNotifiedMutation } from '@/lib/mutations';

export function deleteTypedepense(id: number): Promise<{ msg: string }> {
  return api.delete<{ msg: string }>(`/typedepenses/${id}`);
}

/**
 * Deletes an expense type; one in use is refused (409, 'Ce type de dépense est utilisé…'). Either
 * way the message is a red toast, as for every deletion.
 */
export function useDeleteTypedepense() {
  return useNotifiedMutation(deleteTypedepense, [['typedepenses']], { deletion: true });
}
