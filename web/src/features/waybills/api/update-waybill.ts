import { toWaybillBody, type WaybillFormValues } from '@/features/waybills/api/create-waybill';
import type { WaybillDetail } from '@/features/waybills/api/get-waybill';
import { invalidateMoves } from '@/features/waybills/api/invalidate';
import { api } from '@/lib/api-client';
import type { Body, Reply } from '@/lib/api/types';
import { useNotifiedMutation } from '@/lib/mutations';

export interface UpdateWaybillInput {
  waybill: Pick<WaybillDetail, 'id' | 'updatedAt'>;
  values: WaybillFormValues;
}

/** The parcels listed are the whole composition: what is left out goes back to stock. */
export function updateWaybill({ waybill, values }: UpdateWaybillInput): Promise<Reply<'/api/waybills/{id}', 'put'>> {
  return api.put<Reply<'/api/waybills/{id}', 'put'>>(`/waybills/${waybill.id}`, {
    ...toWaybillBody(values),
    updatedAt: waybill.updatedAt,
  } satisfies Body<'/api/waybills/{id}', 'put'>);
}

/**
 * Saves an edit: 409 when someone changed the waybill meanwhile, once it is validated, or when the
 * pieces asked for are no longer in stock.
 */
export function useUpdateWaybill() {
  return useNotifiedMutation(updateWaybill, invalidateMoves);
}
