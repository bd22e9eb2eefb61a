import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateFreight } from '@/features/expeditions/api/invalidate';
import { api } from '@/lib/api-client';
import type { Reply } from '@/lib/api/types';
import { notifyError } from '@/lib/notify';

export function deleteExpedition(id: number): Promise<Reply<'/api/expeditions/{id}', 'delete'>> {
  return api.delete<Reply<'/api/expeditions/{id}', 'delete'>>(`/expeditions/${id}`);
}

/** Deletes an expedition and its payments (409 once part of it has moved); a red toast, as for every deletion. */
export function useDeleteExpedition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExpedition,
    onSuccess: ({ msg }) => {
      notifyError(msg);
      return invalidateFreight(queryClient);
    },
    onError: (error) => notifyError(error.message),
  });
}
