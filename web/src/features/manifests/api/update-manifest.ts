import { toManifestBody, type ManifestFormValues } from '@/features/manifests/api/create-manifest';
import type { ManifestDetail } from '@/features/manifests/api/get-manifest';
import { invalidateManifests } from '@/features/manifests/api/invalidate';
import { api } from '@/lib/api-client';
import type { Body, Reply } from '@/lib/api/types';
import { useNotifiedMutation } from '@/lib/mutations';

export interface UpdateManifestInput {
  manifest: Pick<ManifestDetail, 'id' | 'updatedAt'>;
  values: ManifestFormValues;
}

export function updateManifest({ manifest, values }: UpdateManifestInput): Promise<Reply<'/api/manifests/{id}', 'put'>> {
  return api.put<Reply<'/api/manifests/{id}', 'put'>>(`/manifests/${manifest.id}`, {
    ...toManifestBody(values),
    updatedAt: manifest.updatedAt,
  } satisfies Body<'/api/manifests/{id}', 'put'>);
}

/**
 * Saves an edit: what is no longer listed goes back onto its waybill. 409 when someone changed the
 * manifest meanwhile, when it was validated, or when the pieces are gone; 403 from another branch.
 */
export function useUpdateManifest() {
  return useNotifiedMutation(updateManifest, invalidateManifests);
}
