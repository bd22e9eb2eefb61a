import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { invalidateFreight } from '@/features/expeditions/api/invalidate';
import { z } from 'zod';
import { toCents, toGrams, toPieces } from '@/features/expeditions/utils/pricing';
import { api } from '@/lib/api-client';
import type { Body, Reply } from '@/lib/api/types';
import { filled } from '@/lib/forms';
import { boundMessages, bounds } from '@/lib/bounds';
import i18n from '@/lib/i18n';
import { notifyError } from '@/lib/notify';
import { wholeProblem } from '@/lib/whole-number';

const message = (key: ParseKeys) => () => i18n.t(key);
/** A number input's value: a number, or its text while it is not one ('' when empty). */
const typed = z.union([z.number(), z.string()]);
const isTyped = (value: number | string) => String(value).trim() !== '';

/** Pieces of a line or of an article in it: 1 to 10,000, a whole number as typed (never `2,5` read as 25). */
const pieces = typed.superRefine((value, ctx) => {
  const problem = wholeProblem(value, {
    min: bounds.minPieces,
    max: bounds.maxPieces,
    required: message('expeditions.form.errors.quantityRequired'),
    tooFew: message('expeditions.form.errors.quantityMin'),
    tooMany: boundMessages.pieces,
  });
  if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
});

/** Whether the text typed is a number at all (the decimal input gives its text when it is not). */
const isNumeric = (value: number | string) => !isTyped(value) || typeof value === 'number' || !Number.isNaN(Number(value));

/** A parcel's contents: an article and how many pieces of it. */
const contentSchema = z.object({
  articleId: z.number(),
  quantity: pieces,
});

/** An amount in dollars, or '' for none. */
const optionalDollars = typed
  .refine(isNumeric, { error: boundMessages.notNumber })
  .refine((value) => !isTyped(value) || Number(value) <= bounds.maxDollars, { error: boundMessages.amount })
  .refine((value) => !isTyped(value) || toCents(value) !== null, { error: message('expeditions.form.errors.amount') });

/** One line of the form: a parcel. */
const coliSchema = z
  .object({
    quantity: pieces,
    /** kg per piece. */
    weight: typed
      .refine(isTyped, { error: message('expeditions.form.errors.weightRequired') })
      .refine(isNumeric, { error: boundMessages.notNumber })
      .refine((value) => !isTyped(value) || Number(value) > 0, { error: message('expeditions.form.errors.weightPositive') })
      .refine((value) => !isTyped(value) || Number(value) <= bounds.maxUnitKg, { error: boundMessages.unitWeight })
      .refine((value) => !isTyped(value) || toGrams(value) !== null, { error: message('expeditions.form.errors.weightDecimals') }),
    contents: z.array(contentSchema),
    description: z.string(),
    /** Null: the expedition's recipient. */
    recipientId: z.number().nullable(),
    /** An amount set by hand, dollars ('' for the computed one): needs 'modifier prix'. */
    price: optionalDollars,
  })
  .refine((line) => line.description.trim() !== '' || line.contents.length > 0, {
    path: ['description'],
    error: message('expeditions.form.errors.contentOrDescription'),
  })
  .refine((line) => lineGrams(line) <= bounds.maxLineKg * 1000, { path: ['weight'], error: boundMessages.lineWeight });

/** A line's weight in grams (pieces × unit weight), 0 while either is not typed. */
function lineGrams(line: { quantity: number | string; weight: number | string }): number {
  return (toPieces(line.quantity) ?? 0) * (toGrams(line.weight) ?? 0);
}

const required = (key: ParseKeys) =>
  z.number().nullable().refine((id) => id !== null, { error: message(key) });

/** The expedition form. Whether the cash exceeds the price is checked against the live totals. */
export const expeditionSchema = z.object({
  senderId: required('expeditions.form.errors.senderRequired'),
  recipientId: required('expeditions.form.errors.recipientRequired'),
  /** The route price. */
  destinationId: required('expeditions.form.errors.routeRequired'),
  /** Paid at registration, dollars: '' is paid in full, 0 on credit. */
  cash: optionalDollars,
  colis: z
    .array(coliSchema)
    .min(1, { error: message('expeditions.form.errors.atLeastOneParcel') })
    .max(bounds.maxLines, { error: boundMessages.lines }),
});

export type ExpeditionFormValues = z.input<typeof expeditionSchema>;
export type ColiValues = ExpeditionFormValues['colis'][number];

/** A line with nothing typed yet. */
export function emptyColi(): ColiValues {
  return { quantity: '', weight: '', contents: [], description: '', recipientId: null, price: '' };
}

/** The body of POST and PUT /api/expeditions; the cash only at registration (edits record payments apart). */
export function toExpeditionBody(
  values: ExpeditionFormValues,
  { withCash }: { withCash: boolean },
): Body<'/api/expeditions'> {
  return {
    senderId: filled(values.senderId, 'senderId'),
    recipientId: filled(values.recipientId, 'recipientId'),
    destinationId: filled(values.destinationId, 'destinationId'),
    // Empty means paid in full, sent as the old client did.
    ...(withCash ? { cash: isTyped(values.cash) ? Number(values.cash) : -1 } : {}),
    colis: values.colis.map((coli) => ({
      quantity: Number(coli.quantity),
      weight: Number(coli.weight),
      description: coli.description.trim() || null,
      recipientId: coli.recipientId,
      colidetails: coli.contents.map(({ articleId, quantity }) => ({ articleId, quantity: Number(quantity) })),
      ...(isTyped(coli.price) ? { price: Number(coli.price) } : {}),
    })),
  };
}

export function createExpedition(values: ExpeditionFormValues): Promise<Reply<'/api/expeditions', 'post'>> {
  return api.post<Reply<'/api/expeditions', 'post'>>('/expeditions', toExpeditionBody(values, { withCash: true }));
}

/**
 * Registers an expedition; the lists and the counts are fetched again. No toast: the form shows
 * what was registered and what comes next.
 */
export function useCreateExpedition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExpedition,
    onSuccess: () => invalidateFreight(queryClient),
    onError: (error) => notifyError(error.message),
  });
}
