import type { ParseKeys } from 'i18next';
import { z } from 'zod';
import { invalidateBillets } from '@/features/billets/api/invalidate';
import { billetTypes, type Billet, type BilletBody, type BilletType } from '@/features/billets/types';
import { api, type Written } from '@/lib/api-client';
import { boundMessages, bounds } from '@/lib/bounds';
import { formatCount, formatMoney, formatWeight } from '@/lib/format';
import { filled } from '@/lib/forms';
import i18n from '@/lib/i18n';
import { useNotifiedMutation } from '@/lib/mutations';
import { wholeProblem } from '@/lib/whole-number';

/** What the server accepts of a ticket (contract 18), checked here first so that the error shows under the field. */
export const billetBounds = {
  nameMax: 100,
  documentMax: 60,
  seatMax: 10,
  /** kg of a passenger, above 0. */
  maxWeightKg: 300,
  maxBaggagePieces: 20,
  maxBaggageKg: 500,
  /** A phone number: 6 to 20 digits. */
  phone: /^\d{6,20}$/,
} as const;

const message = (key: ParseKeys, values?: Record<string, string>) => () => i18n.t(key, values);

/** A number input's value: a number, or its text while it is not one ('' when empty). */
const typed = z.union([z.number(), z.string()]);
const isTyped = (value: number | string) => String(value).trim() !== '';
/** A number, or nothing typed (a text that is not a number is refused by `isNumber`). */
const isNumber = (value: number | string) => !isTyped(value) || typeof value === 'number';
/** At most `decimals` decimals (cents for dollars, grams for kg). */
const hasDecimals = (decimals: number) => (value: number | string) => {
  if (typeof value !== 'number') return true;
  const scaled = value * 10 ** decimals;
  return Math.abs(Math.round(scaled) - scaled) < 1e-6;
};

/** Dollars as whole cents (for comparing two amounts without floating point surprises). */
export const cents = (dollars: number) => Math.round(dollars * 100);

const requiredText = (max: number, requiredKey: ParseKeys) =>
  z
    .string()
    .trim()
    .min(1, { error: message(requiredKey) })
    .max(max, { error: () => i18n.t('billets.form.errors.tooLong', { max: formatCount(max) }) });

/** An amount in dollars: 0 to $10,000,000, in cents. */
const dollars = typed
  .refine(isNumber, { error: boundMessages.notNumber })
  .refine((value) => typeof value !== 'number' || value <= bounds.maxDollars, { error: boundMessages.amount })
  .refine(hasDecimals(2), { error: message('billets.form.errors.cents') });

/** Kilograms between 0 and `max`, in grams. */
const kg = (max: number) =>
  typed
    .refine(isNumber, { error: boundMessages.notNumber })
    .refine((value) => typeof value !== 'number' || value <= max, {
      error: () => i18n.t('billets.form.errors.kgMax', { max: formatWeight(max) }),
    })
    .refine(hasDecimals(3), { error: message('billets.form.errors.grams') });

/**
 * The ticket form. The weight is optional (empty: the type's standard mass); the cash is what is
 * paid now: empty is paid in full, 0 on credit, never above the fare.
 */
export const billetSchema = z
  .object({
    manifestId: z.number().nullable().refine((id) => id !== null, { error: message('billets.form.errors.manifestRequired') }),
    name: requiredText(billetBounds.nameMax, 'billets.form.errors.nameRequired'),
    tel: z
      .string()
      .trim()
      .min(1, { error: message('billets.form.errors.telRequired') })
      .regex(billetBounds.phone, { error: message('billets.form.errors.tel') }),
    document: requiredText(billetBounds.documentMax, 'billets.form.errors.documentRequired'),
    type: z.enum(billetTypes),
    seat: z
      .string()
      .trim()
      .max(billetBounds.seatMax, { error: () => i18n.t('billets.form.errors.tooLong', { max: formatCount(billetBounds.seatMax) }) }),
    weight: kg(billetBounds.maxWeightKg).refine((value) => typeof value !== 'number' || value > 0, {
      error: message('billets.form.errors.weightPositive'),
    }),
    baggagePieces: typed.superRefine((value, ctx) => {
      const problem = wholeProblem(value, {
        min: 0,
        max: billetBounds.maxBaggagePieces,
        required: message('billets.form.errors.piecesRequired'),
        tooMany: () => i18n.t('billets.form.errors.pieces', { max: formatCount(billetBounds.maxBaggagePieces) }),
      });
      if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
    }),
    baggageWeight: kg(billetBounds.maxBaggageKg).refine(isTyped, { error: message('billets.form.errors.baggageRequired') }),
    fare: dollars.refine(isTyped, { error: message('billets.form.errors.fareRequired') }),
    cash: dollars,
  })
  .superRefine((values, ctx) => {
    // Nothing to compare until both are amounts (each field says what is wrong with it).
    if (typeof values.cash !== 'number' || typeof values.fare !== 'number') return;
    if (cents(values.cash) > cents(values.fare)) {
      ctx.addIssue({
        code: 'custom',
        path: ['cash'],
        message: i18n.t('billets.form.errors.cashAboveFare', { fare: formatMoney(values.fare) }),
      });
    }
  });

export type BilletFormValues = z.input<typeof billetSchema>;

/** The fields the server may name in `fields`, as the form calls them. */
export const billetFields = [
  'manifestId', 'name', 'tel', 'document', 'type', 'seat', 'weight', 'baggagePieces', 'baggageWeight', 'fare', 'cash',
] as const satisfies readonly (keyof BilletFormValues)[];

/** A new ticket: an adult with no baggage, paid in full. */
export function emptyBillet(manifestId: number | null = null): BilletFormValues {
  return {
    manifestId,
    name: '',
    tel: '',
    document: '',
    type: 'adulte' satisfies BilletType,
    seat: '',
    weight: '',
    baggagePieces: 0,
    baggageWeight: 0,
    fare: '',
    cash: '',
  };
}

/** The body of POST /api/billets (and, without the cash, of PUT): the seat upper-case, nothing typed left out. */
export function toBilletBody(values: BilletFormValues, { withCash }: { withCash: boolean }): BilletBody {
  const seat = values.seat.trim().toUpperCase();
  return {
    manifestId: filled(values.manifestId, 'manifestId'),
    name: values.name.trim(),
    tel: values.tel.trim(),
    document: values.document.trim(),
    type: values.type,
    seat: seat === '' ? null : seat,
    weight: isTyped(values.weight) ? Number(values.weight) : null,
    baggagePieces: Number(values.baggagePieces),
    baggageWeight: Number(values.baggageWeight),
    fare: Number(values.fare),
    // Empty: paid in full, said by leaving the cash out.
    ...(withCash && isTyped(values.cash) ? { cash: Number(values.cash) } : {}),
  };
}

export function createBillet(values: BilletFormValues): Promise<Written<Billet>> {
  return api.post<Written<Billet>>('/billets', toBilletBody(values, { withCash: true }));
}

/**
 * Sells a ticket (409 when the flight has no seat or payload left for it, or its seat is taken);
 * the tickets, the manifests' loads and the payments are fetched again.
 */
export function useCreateBillet() {
  return useNotifiedMutation(createBillet, invalidateBillets);
}
