import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateFreight } from '@/features/expeditions/api/invalidate';
import type { Expedition } from '@/features/expeditions/api/get-expeditions';
import { api, type Written } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';

export function deleteExpedition(id: number): Promise<Written<Expedition>> {
  return api.delete<Written<Expedition>>(`/expeditions/${id}`);
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
