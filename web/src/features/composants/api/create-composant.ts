import { z } from 'zod';
import { api, type Written } from '@/lib/api-client';
import type { PlaneView } from '@/lib/api/airworthiness';
import { COMPONENT, invalidateAirworthiness } from '@/lib/airworthiness';
import {
  baselineShape,
  checkBaseline,
  formBody,
  optionalText,
  pastDay,
  requiredText,
} from '@/lib/airworthiness-forms';
import i18n from '@/lib/i18n';
import { useNotifiedMutation } from '@/lib/mutations';
import { readWhole, wholeProblem } from '@/lib/whole-number';
import { optionalImage, optionalImageOrPdf } from '@/lib/uploads';

/** The highest engine or propeller number a position takes. */
export const MAX_COMPONENT_NUMBER = 20;

/** Where a component goes: an aircraft, its position and number (all three, or none of them). */
export const placementShape = () => ({
  planeId: z.number().nullable(),
  disposition: z.number().nullable(),
  /** As typed: a whole number, or the text while it is not one ('' when none). */
  number: z.union([z.number(), z.string()]),
});

/** The component form, whose days may not pass `today` (the branch's). */
export const composantSchema = (today: string) =>
  z
  .object({
    immatriculation: requiredText(),
    serie: requiredText(),
    constructeur: requiredText(),
    dateFabrication: pastDay(today),
    dateRevision: pastDay(today),
    ...baselineShape(today),
    ...placementShape(),
    description: optionalText(),
    image: optionalImage(),
    crs: optionalImageOrPdf(),
  })
  .superRefine((values, ctx) => {
    checkBaseline(values, ctx);
    if (values.planeId === null) return;
    const required = i18n.t('airworthiness.form.required');
    if (values.disposition === null) ctx.addIssue({ code: 'custom', path: ['disposition'], message: required });
    const between = () => i18n.t('airworthiness.form.between', { min: 1, max: MAX_COMPONENT_NUMBER });
    const problem = wholeProblem(values.number, { min: 1, max: MAX_COMPONENT_NUMBER, required: () => required, tooFew: between, tooMany: between });
    if (problem !== null) ctx.addIssue({ code: 'custom', path: ['number'], message: problem });
  });

export type ComposantFormValues = z.input<ReturnType<typeof composantSchema>>;
export type ComposantInput = z.output<ReturnType<typeof composantSchema>>;

/** The fields of POST and PUT /api/planecomposants for a component (with `more`), multipart when a file goes with them. */
export function composantBody(input: ComposantInput, more: Record<string, string | number | null>) {
  const { immatriculation, serie, constructeur, dateFabrication, dateRevision, baseDate, ttsn, ttso, tcsn, tcso, description } = input;
  return formBody(
    { category: COMPONENT, immatriculation, serie, constructeur, dateFabrication, dateRevision, baseDate, ttsn, ttso, tcsn, tcso, description, ...more },
    { image: input.image, crs: input.crs },
  );
}

/** Where a new component is installed, when the form says. */
function placement({ planeId, disposition, number }: ComposantInput): Record<string, number | null> {
  const read = readWhole(number);
  return planeId === null ? {} : { planeId, disposition, number: read.kind === 'number' ? read.value : null };
}

export function createComposant(input: ComposantInput): Promise<Written<PlaneView>> {
  return api.post<Written<PlaneView>>('/planecomposants', composantBody(input, placement(input)));
}

/** Adds a component, installed where the form says when it says (409 when that position is taken). */
export function useCreateComposant() {
  return useNotifiedMutation(createComposant, invalidateAirworthiness);
}
