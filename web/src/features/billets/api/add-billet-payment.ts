import { z } from 'zod';
import { cents } from '@/features/billets/api/create-billet';
import { invalidateBillets } from '@/features/billets/api/invalidate';
import type { BilletInvoice } from '@/features/billets/types';
import { api, type Written } from '@/lib/api-client';
import { boundMessages, withinAmount } from '@/lib/bounds';
import { formatMoney } from '@/lib/format';
import i18n from '@/lib/i18n';
import { useNotifiedMutation } from '@/lib/mutations';

/** A payment of a ticket: above 0, whole cents, at most what the ticket still owes (`due` dollars). */
export function billetPaymentSchema(due: number) {
  return z.object({
    amount: z
      .union([z.number(), z.string()])
      .refine((amount) => amount !== '', { error: () => i18n.t('billets.payment.amountRequired') })
      .refine((amount) => amount === '' || typeof amount === 'number', { error: boundMessages.notNumber })
      .refine(withinAmount, { error: boundMessages.amount })
      .refine((amount) => typeof amount !== 'number' || amount > 0, { error: () => i18n.t('billets.payment.positive') })
      .refine((amount) => typeof amount !== 'number' || Math.abs(cents(amount) - amount * 100) < 1e-6, {
        error: () => i18n.t('billets.form.errors.cents'),
      })
      .refine((amount) => typeof amount !== 'number' || cents(amount) <= cents(due), {
        error: () => i18n.t('billets.payment.aboveDue', { due: formatMoney(due) }),
      })
      .transform(Number),
  });
}

export type BilletPaymentFormValues = z.input<ReturnType<typeof billetPaymentSchema>>;
export type BilletPaymentValues = z.output<ReturnType<typeof billetPaymentSchema>>;

export interface BilletPaymentInput {
  billetId: number;
  amount: number;
}

export function addBilletPayment({ billetId, amount }: BilletPaymentInput): Promise<Written<BilletInvoice>> {
  return api.post<Written<BilletInvoice>>(`/billets/${billetId}/invoices`, { amount });
}

/** Records a payment of a ticket (409 above what it owes); the tickets and the payments are fetched again. */
export function useAddBilletPayment() {
  return useNotifiedMutation(addBilletPayment, invalidateBillets);
}
