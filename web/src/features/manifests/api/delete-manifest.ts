import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Manifest } from '@/features/manifests/api/get-manifests';
import { invalidateManifests } from '@/features/manifests/api/invalidate';
import { api, type Written } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';

export function deleteManifest(id: number): Promise<Written<Manifest>> {
  return api.delete<Written<Manifest>>(`/manifests/${id}`);
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
