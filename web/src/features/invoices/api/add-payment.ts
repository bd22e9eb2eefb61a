import { z } from 'zod';
import type { Debt } from '@/features/invoices/api/get-debts';
import { api } from '@/lib/api-client';
import type { Reply } from '@/lib/api/types';
import { formatMoney } from '@/lib/format';
import { boundMessages, withinAmount } from '@/lib/bounds';
import i18n from '@/lib/i18n';
import { useNotifiedMutation } from '@/lib/mutations';

/** Whole cents: at most two decimals (DESIGN §2). */
const hasCents = (dollars: number) => Math.abs(Math.round(dollars * 100) - dollars * 100) < 1e-6;

/** A payment of at most `debt` dollars, what the chosen expedition or ticket still owes (null: none chosen yet). */
export function paymentSchema(debt: number | null) {
  return z.object({
    /** The debt paid, as `debtKey` names it. */
    owing: z.string().nullable().refine((key) => key !== null, { error: () => i18n.t('invoices.payment.owingRequired') }),
    amount: z
      .union([z.number(), z.string()])
      .refine((amount) => amount !== '', { error: () => i18n.t('invoices.payment.amountRequired') })
      .refine((amount) => amount === '' || typeof amount === 'number', { error: boundMessages.notNumber })
      .refine(withinAmount, { error: boundMessages.amount })
      .refine((amount) => typeof amount !== 'number' || amount > 0, { error: () => i18n.t('invoices.payment.positive') })
      .refine((amount) => typeof amount !== 'number' || hasCents(amount), { error: () => i18n.t('invoices.payment.cents') })
      .refine((amount) => typeof amount !== 'number' || debt === null || Math.round(amount * 100) <= Math.round(debt * 100), {
        error: () => i18n.t('invoices.payment.aboveDebt', { debt: formatMoney(debt ?? 0) }),
      })
      .transform(Number),
  });
}

export type PaymentFormValues = z.input<ReturnType<typeof paymentSchema>>;
export type PaymentValues = z.output<ReturnType<typeof paymentSchema>>;

export interface PaymentInput {
  debt: Pick<Debt, 'kind' | 'id'>;
  amount: number;
}

/** POST /api/expeditions/{id}/invoices or /api/billets/{id}/invoices: both answer the payment made. */
export function addPayment({ debt, amount }: PaymentInput): Promise<Reply<'/api/expeditions/{id}/invoices', 'post'>> {
  const owner = debt.kind === 'billet' ? 'billets' : 'expeditions';
  return api.post<Reply<'/api/expeditions/{id}/invoices', 'post'>>(`/${owner}/${debt.id}/invoices`, { amount });
}

/**
 * Records a payment (409 above the remaining debt); payments, receivables, expeditions and
 * tickets are fetched again.
 */
export function useAddPayment() {
  return useNotifiedMutation(addPayment, [['invoices'], ['expeditions'], ['billets'], ['dashboard']]);
}
