import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';

export function deleteTypedepense(id: number): Promise<{ msg: string }> {
  return api.delete<{ msg: string }>(`/typedepenses/${id}`);
}

/**
 * Deletes an expense type; one in use is refused (409, 'Ce type de dépense est utilisé…'). Either
 * way the message is a red toast, as for every deletion.
 */
export function useDeleteTypedepense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTypedepense,
    onSuccess: ({ msg }) => {
      notifyError(msg);
      return queryClient.invalidateQueries({ queryKey: ['typedepenses'] });
    },
    onError: (error) => notifyError(error.message),
  });
}
