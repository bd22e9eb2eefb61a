import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Written } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import type { Branch } from '@/features/settings/api/get-extensions';

export function deleteBranch(id: number): Promise<Written<Branch>> {
  return api.delete<Written<Branch>>(`/extensions/${id}`);
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
