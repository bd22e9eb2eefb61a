import { z } from 'zod';
import { api } from '@/lib/api-client';
import type { Reply } from '@/lib/api/types';
import i18n from '@/lib/i18n';
import { useNotifiedMutation } from '@/lib/mutations';

export const CANCEL_REASON_MIN = 3;
export const CANCEL_REASON_MAX = 500;

/** Why a payment is cancelled: 3 to 500 characters, as the server requires. */
export const cancelPaymentSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, { error: () => i18n.t('invoices.cancel.reasonRequired') })
    .min(CANCEL_REASON_MIN, { error: () => i18n.t('invoices.cancel.reasonShort', { min: CANCEL_REASON_MIN }) })
    .max(CANCEL_REASON_MAX, { error: () => i18n.t('invoices.cancel.reasonLong', { max: CANCEL_REASON_MAX }) }),
});

export type CancelPaymentValues = z.infer<typeof cancelPaymentSchema>;

export interface CancelPaymentInput {
  id: number;
  reason: string;
}

export function cancelPayment({ id, reason }: CancelPaymentInput): Promise<Reply<'/api/invoices/{id}/cancel', 'post'>> {
  return api.post<Reply<'/api/invoices/{id}/cancel', 'post'>>(`/invoices/${id}/cancel`, { reason });
}

/**
 * Cancels a payment (`supprimer facture`): it stays, marked with who, when and why, and the
 * expedition or ticket owes its amount again. Payments, receivables, expeditions and tickets are
 * fetched again.
 */
export function useCancelPayment() {
  return useNotifiedMutation(cancelPayment, [['invoices'], ['expeditions'], ['packags'], ['billets'], ['manifests'], ['dashboard']]);
}
