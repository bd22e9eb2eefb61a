import { api } from '@/lib/api-client';
import type { Reply } from '@/lib/api/types';
import { useNotifiedMutation } from '@/lib/mutations';

export function deleteBranch(id: number): Promise<Reply<'/api/extensions/{id}', 'delete'>> {
  return api.delete<Reply<'/api/extensions/{id}', 'delete'>>(`/extensions/${id}`);
}

/**
 * Deletes a branch, or deactivates and hides it when people or prices refer to it: the server's
 * message says which, as a red toast like every deletion.
 */
export function useDeleteBranch() {
  return useNotifiedMutation(deleteBranch, [['extensions'], ['prices']], { deletion: true });
}
