import { invalidateFreight } from '@/features/expeditions/api/invalidate';
import { toExpeditionBody, type ExpeditionFormValues } from '@/features/expeditions/api/create-expedition';
import type { ExpeditionDetail } from '@/features/expeditions/api/get-expedition';
import { api } from '@/lib/api-client';
import type { Body, Reply } from '@/lib/api/types';
import { useNotifiedMutation } from '@/lib/mutations';

export interface UpdateExpeditionInput {
  expedition: Pick<ExpeditionDetail, 'id' | 'updatedAt'>;
  values: ExpeditionFormValues;
}

export function updateExpedition({ expedition, values }: UpdateExpeditionInput): Promise<Reply<'/api/expeditions/{id}', 'put'>> {
  return api.put<Reply<'/api/expeditions/{id}', 'put'>>(`/expeditions/${expedition.id}`, {
    ...toExpeditionBody(values, { withCash: false }),
    updatedAt: expedition.updatedAt,
  } satisfies Body<'/api/expeditions/{id}', 'put'>);
}

/**
 * Saves an edit: 409 when someone saved the expedition meanwhile, when part of it has moved, or
 * when its new price is below what was paid. The lists, the counts and the detail are fetched again.
 */
export function useUpdateExpedition() {
  return useNotifiedMutation(updateExpedition, invalidateFreight);
}
