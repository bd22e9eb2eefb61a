import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Reply } from '@/lib/api/types';
import { notifyError } from '@/lib/notify';

export function deleteBranch(id: number): Promise<Reply<'/api/extensions/{id}', 'delete'>> {
  return api.delete<Reply<'/api/extensions/{id}', 'delete'>>(`/extensions/${id}`);
}

/**
 * Deletes a branch, or deactivates and hides it when people or prices refer to it: the server's
 * message says which, as a red toast like every deletion.
 */
export function useDeleteBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBranch,
    onSuccess: ({ msg }) => {
      notifyError(msg);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['extensions'] }),
        queryClient.invalidateQueries({ queryKey: ['prices'] }),
      ]);
    },
    onError: (error) => notifyError(error.message),
  });
}
