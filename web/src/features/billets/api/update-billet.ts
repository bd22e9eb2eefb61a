import { toBilletBody, type BilletFormValues } from '@/features/billets/api/create-billet';
import { invalidateBillets } from '@/features/billets/api/invalidate';
import type { Billet, BilletUpdateBody } from '@/features/billets/types';
import { api, type Written } from '@/lib/api-client';
import { useNotifiedMutation } from '@/lib/mutations';

export interface UpdateBilletInput {
  billet: Pick<Billet, 'id' | 'updatedAt'>;
  values: BilletFormValues;
}

export function updateBillet({ billet, values }: UpdateBilletInput): Promise<Written<Billet>> {
  return api.put<Written<Billet>>(`/billets/${billet.id}`, {
    ...toBilletBody(values, { withCash: false }),
    updatedAt: billet.updatedAt,
  } satisfies BilletUpdateBody);
}

/**
 * Saves an edit, which may move the ticket to another flight in preparation: 409 when someone
 * changed it meanwhile or the flight cannot take it, 400 when the fare goes below what is paid.
 */
export function useUpdateBillet() {
  return useNotifiedMutation(updateBillet, invalidateBillets);
}
