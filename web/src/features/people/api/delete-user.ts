import { api } from '@/lib/api-client';
import type { Reply } from '@/lib/api/types';
import { useNotifiedMutation } from '@/lib/mutations';

export function deleteUser(id: number): Promise<Reply<'/api/users/{id}', 'delete'>> {
  return api.delete<Reply<'/api/users/{id}', 'delete'>>(`/users/${id}`);
}

/**
 * Deletes a person; the server answers whether it did, or only archived them because history
 * refers to them. Either way the message is a red toast, as for every deletion.
 */
export function useDeleteUser() {
  return useNotifiedMutation(deleteUser, [['users'], ['profiles']], { deletion: true });
}
