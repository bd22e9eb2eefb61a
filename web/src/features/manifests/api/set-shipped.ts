import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManifestDetail } from '@/features/manifests/api/get-manifest';
import { invalidateManifests } from '@/features/manifests/api/invalidate';
import { api, type Written } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';

export interface ShippedInput {
  manifestId: number;
  /** Content lines of a parcel on the manifest, and how many of each were shipped (the rest stays in stock). */
  colis: { id: number; expedie: number }[];
}

export function setShipped(input: ShippedInput): Promise<Written<ManifestDetail>> {
  return api.post<Written<ManifestDetail>>('/packagdetails', input);
}

/** Records shipped quantities; the manifest (and the parcels' pages) are fetched again. */
export function useSetShipped() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setShipped,
    onSuccess: ({ msg, data }) => {
      notifySuccess(msg);
      queryClient.setQueryData(['manifests', 'detail', data.id], data);
      return invalidateManifests(queryClient);
    },
    onError: (error) => notifyError(error.message),
  });
}
