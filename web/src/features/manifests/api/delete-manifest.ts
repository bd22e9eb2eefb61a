import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateManifests } from '@/features/manifests/api/invalidate';
import { api } from '@/lib/api-client';
import type { Reply } from '@/lib/api/types';
import { notifyError } from '@/lib/notify';

export function deleteManifest(id: number): Promise<Reply<'/api/manifests/{id}', 'delete'>> {
  return api.delete<Reply<'/api/manifests/{id}', 'delete'>>(`/manifests/${id}`);
}

/** Deletes a manifest in preparation, its parcels going back onto their waybills; a red toast, as for every deletion. */
export function useDeleteManifest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteManifest,
    onSuccess: ({ msg }, id) => {
      notifyError(msg);
      queryClient.removeQueries({ queryKey: ['manifests', 'detail', id] });
      return invalidateManifests(queryClient);
    },
    onError: (error) => notifyError(error.message),
  });
}
