import { z } from 'zod';
import { api } from '@/lib/api-client';
import type { Body, Reply } from '@/lib/api/types';
import { boundMessages, withinAmount } from '@/lib/bounds';
import i18n from '@/lib/i18n';
import { useNotifiedMutation } from '@/lib/mutations';

const required = () => i18n.t('settings.prices.form.required');

/** Whole cents: at most two decimals (DESIGN §2). */
const hasCents = (dollars: number) => Math.abs(Math.round(dollars * 100) - dollars * 100) < 1e-6;

export const priceSchema = z
  .object({
    name: z.string().trim().min(1, { error: required }),
    originId: z.number().nullable().refine((id) => id !== null, { error: required }),
    destinationId: z.number().nullable().refine((id) => id !== null, { error: required }),
    price: z
      .union([z.number(), z.string()])
      .refine((price) => price !== '', { error: required })
      .refine((price) => price === '' || typeof price === 'number', { error: boundMessages.notNumber })
      .refine(withinAmount, { error: boundMessages.amount })
      .refine((price) => typeof price !== 'number' || price > 0, { error: () => i18n.t('settings.prices.form.positive') })
      .refine((price) => typeof price !== 'number' || hasCents(price), { error: () => i18n.t('settings.prices.form.cents') })
      .transform(Number),
    status: z.union([z.literal(0), z.literal(1)]),
  })
  .refine((route) => route.originId === null || route.originId !== route.destinationId, {
    path: ['destinationId'],
    error: () => i18n.t('settings.prices.form.sameEnds'),
  });

export type PriceFormValues = z.input<typeof priceSchema>;
export type PriceInput = z.output<typeof priceSchema>;

export function toPriceBody({ name, originId, destinationId, price, status }: PriceInput): Body<'/api/prices'> {
  return { name, originId, destinationId, price, status };
}

export function createPrice(input: PriceInput): Promise<Reply<'/api/prices', 'post'>> {
  return api.post<Reply<'/api/prices', 'post'>>('/prices', toPriceBody(input));
}

/** Adds a route's price (409 when the route already has an active one); the prices are fetched again. */
export function useCreatePrice() {
  return useNotifiedMutation(createPrice, [['prices']]);
}
