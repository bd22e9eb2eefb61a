import type { ParseKeys } from 'i18next';
import { z } from 'zod';
import { invalidateMoves } from '@/features/waybills/api/invalidate';
import { api } from '@/lib/api-client';
import type { Reply } from '@/lib/api/types';
import i18n from '@/lib/i18n';
import { useNotifiedMutation } from '@/lib/mutations';

const message = (key: ParseKeys) => () => i18n.t(key);
const TIME = /^([01]?\d|2[0-3]):[0-5]\d$/;

export const validateSchema = z.object({
  /** YYYY-MM-DD. */
  departureDate: z
    .string()
    .nullable()
    .refine((date) => date !== null && date !== '', { error: message('waybills.validate.errors.dateRequired') }),
  /** HH:MM: a validation says when the truck leaves. */
  departureTime: z
    .string()
    .refine((time) => time.trim() !== '', { error: message('waybills.validate.errors.timeRequired') })
    .refine((time) => time.trim() === '' || TIME.test(time.trim()), { error: message('waybills.validate.errors.time') }),
});

export type ValidateFormValues = z.input<typeof validateSchema>;

export interface ValidateWaybillInput {
  id: number;
  values: ValidateFormValues;
}

export function validateWaybill({ id, values }: ValidateWaybillInput): Promise<Reply<'/api/waybills/{id}/validate', 'post'>> {
  return api.post<Reply<'/api/waybills/{id}/validate', 'post'>>(`/waybills/${id}/validate`, {
    departureDate: values.departureDate,
    departureTime: values.departureTime.trim(),
  });
}

/** Validates a waybill with its departure: it then waits for manifests and can no longer change. */
export function useValidateWaybill() {
  return useNotifiedMutation(validateWaybill, invalidateMoves);
}
