import { z } from 'zod';
import { api, type Written } from '@/lib/api-client';
import type { Body } from '@/lib/api/types';
import type { PieceView } from '@/lib/api/airworthiness';
import { invalidateAirworthiness } from '@/lib/airworthiness';
import { baselineShape, checkBaseline, limitBounds, optionalLimit, optionalText, pastDay, requiredText } from '@/lib/airworthiness-forms';
import { filled, without } from '@/lib/forms';
import i18n from '@/lib/i18n';
import { useNotifiedMutation } from '@/lib/mutations';

/** The piece form, whose days may not pass `today` (the branch's). */
export const pieceSchema = (today: string) =>
  z
  .object({
    planecomposantId: z.number().nullable(),
    libele: requiredText(),
    serie: requiredText(),
    numberPart: optionalText(),
    constructeur: requiredText(),
    crs: requiredText(),
    dateFabrication: pastDay(today),
    dateInstatallationLife: pastDay(today),
    ...baselineShape(today),
    hourLife: optionalLimit(limitBounds.hours),
    cycleLife: optionalLimit(limitBounds.cycles),
    hourRevision: optionalLimit(limitBounds.hours),
    cycleRevision: optionalLimit(limitBounds.cycles),
    dayRevision: optionalLimit(limitBounds.days),
    hourService: optionalLimit(limitBounds.hours),
    cycleService: optionalLimit(limitBounds.cycles),
    dayService: optionalLimit(limitBounds.days),
    description: optionalText(),
  })
  .superRefine(checkBaseline);

/** A new piece needs a place (an edit keeps the one it has: install and remove change it). */
export function hostRequired(values: { planecomposantId: number | null }, ctx: z.RefinementCtx): void {
  if (values.planecomposantId === null) ctx.addIssue({ code: 'custom', path: ['planecomposantId'], message: i18n.t('airworthiness.form.required') });
}

/** A new piece also needs its place. */
export const newPieceSchema = (today: string) => pieceSchema(today).superRefine(hostRequired);

export type PieceFormValues = z.input<ReturnType<typeof pieceSchema>>;
export type PieceInput = z.output<ReturnType<typeof pieceSchema>>;

/** The JSON of POST and PUT /api/pieces: blank optional texts are sent as null. */
export function pieceBody(input: PieceInput) {
  return { ...without(input, ['planecomposantId']), numberPart: input.numberPart || null, description: input.description || null };
}

export function createPiece(input: PieceInput): Promise<Written<PieceView>> {
  const body = { ...pieceBody(input), planecomposantId: filled(input.planecomposantId, 'planecomposantId') };
  return api.post<Written<PieceView>>('/pieces', body satisfies Body<'/api/pieces'>);
}

/** Adds a piece, installed where the form says from its baseline's day. */
export function useCreatePiece() {
  return useNotifiedMutation(createPiece, invalidateAirworthiness);
}

