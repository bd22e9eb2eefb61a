import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateManifests } from '@/features/manifests/api/invalidate';
import { api } from '@/lib/api-client';
import type { Body, Reply } from '@/lib/api/types';
import { notifyError, notifySuccess } from '@/lib/notify';

/** Content lines of a parcel on the manifest, and how many of each were shipped (the rest stays in stock). */
export type ShippedInput = Body<'/api/packagdetails'>;

export function setShipped(input: ShippedInput): Promise<Reply<'/api/packagdetails', 'post'>> {
  return api.post<Reply<'/api/packagdetails', 'post'>>('/packagdetails', input);
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
