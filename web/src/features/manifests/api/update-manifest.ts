import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toManifestBody, type ManifestFormValues } from '@/features/manifests/api/create-manifest';
import type { ManifestDetail } from '@/features/manifests/api/get-manifest';
import { invalidateManifests } from '@/features/manifests/api/invalidate';
import { api, type Written } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';

export interface UpdateManifestInput {
  manifest: Pick<ManifestDetail, 'id' | 'updatedAt'>;
  values: ManifestFormValues;
}

export function updateManifest({ manifest, values }: UpdateManifestInput): Promise<Written<ManifestDetail>> {
  return api.put<Written<ManifestDetail>>(`/manifests/${manifest.id}`, {
    ...toManifestBody(values),
    updatedAt: manifest.updatedAt,
  });
}

/**
 * Saves an edit: what is no longer listed goes back onto its waybill. 409 when someone changed the
 * manifest meanwhile, when it was validated, or when the pieces are gone; 403 from another branch.
 */
export function useUpdateManifest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateManifest,
    onSuccess: ({ msg }) => {
      notifySuccess(msg);
      return invalidateManifests(queryClient);
    },
    onError: (error) => notifyError(error.message),
  });
}
