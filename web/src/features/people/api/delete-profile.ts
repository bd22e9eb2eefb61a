import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Reply } from '@/lib/api/types';
import { notifyError } from '@/lib/notify';

export function deleteProfile(id: number): Promise<Reply<'/api/profiles/{id}', 'delete'>> {
  return api.delete<Reply<'/api/profiles/{id}', 'delete'>>(`/profiles/${id}`);
}

/** Deletes a profile nobody holds (the server refuses otherwise); a red toast either way. */
export function useDeleteProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProfile,
    onSuccess: ({ msg }) => {
      notifyError(msg);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['profiles'] }),
        queryClient.invalidateQueries({ queryKey: ['users'] }),
      ]);
    },
    onError: (error) => notifyError(error.message),
  });
}
