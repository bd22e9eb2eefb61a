import { api } from '@/lib/api-client';
import type { Reply } from '@/lib/api/types';
import { useNotifiedMutation } from '@/lib/mutations';

export function deleteProfile(id: number): Promise<Reply<'/api/profiles/{id}', 'delete'>> {
  return api.delete<Reply<'/api/profiles/{id}', 'delete'>>(`/profiles/${id}`);
}

/** Deletes a profile nobody holds (the server refuses otherwise); a red toast either way. */
export function useDeleteProfile() {
  return useNotifiedMutation(deleteProfile, [['profiles'], ['users']], { deletion: true });
}
