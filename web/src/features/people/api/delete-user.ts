import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Written } from '@/lib/api-client';
import type { User } from '@/lib/auth';
import { notifyError } from '@/lib/notify';

export function deleteUser(id: number): Promise<Written<User>> {
  return api.delete<Written<User>>(`/users/${id}`);
}

/**
 * Deletes a person; the server answers whether it did, or only archived them because history
 * refers to them. Either way the message is a red toast, as for every deletion.
 */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: ({ msg }) => {
      notifyError(msg);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['users'] }),
        queryClient.invalidateQueries({ queryKey: ['profiles'] }),
      ]);
    },
    onError: (error) => notifyError(error.message),
  });
}
