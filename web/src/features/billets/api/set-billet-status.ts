import { invalidateBillets } from '@/features/billets/api/invalidate';
import type { Billet, BilletStatus } from '@/features/billets/types';
import { api, type Written } from '@/lib/api-client';
import { useNotifiedMutation } from '@/lib/mutations';

export interface BilletStatusInput {
  billet: Pick<Billet, 'id' | 'updatedAt'>;
  status: BilletStatus;
  /** Cancelling a paid ticket: refund it (with `reason`) or keep the money as a no-show fee. */
  refund?: boolean;
  reason?: string;
}

export function setBilletStatus({ billet, status, refund, reason }: BilletStatusInput): Promise<Written<Billet>> {
  return api.post<Written<Billet>>(`/billets/${billet.id}/status`, { status, updatedAt: billet.updatedAt, refund, reason });
}

/** Boards, marks absent, cancels or puts back a ticket; the tickets and the manifests' loads are fetched again. */
export function useSetBilletStatus() {
  return useNotifiedMutation(setBilletStatus, invalidateBillets);
}
