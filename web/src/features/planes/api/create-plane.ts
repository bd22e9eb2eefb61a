import { z } from 'zod';
import { api } from '@/lib/api-client';
import type { Reply } from '@/lib/api/types';
import { baselineShape, checkBaseline } from '@/lib/airworthiness-forms';
import { boundMessages } from '@/lib/bounds';
import { formatWeight } from '@/lib/format';
import i18n from '@/lib/i18n';
import { AIRCRAFT, invalidateAirworthiness } from '@/lib/airworthiness';
import { useNotifiedMutation } from '@/lib/mutations';
import { optionalWholeNumber, wholeNumber } from '@/lib/whole-number';
import { optionalImage, optionalImageOrPdf } from '@/lib/uploads';

const required = () => i18n.t('planes.form.required');

const requiredText = () => z.string().trim().min(1, { error: required });
/** A date picked in the calendar, `YYYY-MM-DD`. */
const requiredDate = () => z.string().nullable().refine((date) => !!date, { error: required });
/** The components an aircraft may be said to take, as the server bounds them (`COMPONENT_COUNT`). */
const MAX_COMPONENTS = 16;

/** A whole number (engines). */
const count = () => wholeNumber({ min: 0, max: MAX_COMPONENTS, required });

/** What an aircraft carries (contract 18): passenger seats, and its maximum payload in kg. */
export const carryBounds = { minSeats: 1, maxSeats: 200, maxPayloadKg: 100_000 } as const;

/** Passenger seats, or '' for none said: a whole number from 1 to 200. */
const seats = () => {
  const bounds = () => i18n.t('planes.form.seatsBounds', { min: carryBounds.minSeats, max: carryBounds.maxSeats });
  return optionalWholeNumber({ min: carryBounds.minSeats, max: carryBounds.maxSeats, tooFew: bounds, tooMany: bounds }).transform((value) => value ?? '');
};

/** The maximum payload in kg, or '' for none said: above 0, at most 100 000, in grams. */
const payload = () =>
  z
    .union([z.number(), z.string()])
    .refine((value) => typeof value === 'number' || value.trim() === '', { error: boundMessages.notNumber })
    .refine((value) => typeof value !== 'number' || value > 0, { error: () => i18n.t('planes.form.payloadPositive') })
    .refine((value) => typeof value !== 'number' || value <= carryBounds.maxPayloadKg, {
      error: () => i18n.t('planes.form.payloadMax', { max: formatWeight(carryBounds.maxPayloadKg) }),
    })
    .refine((value) => typeof value !== 'number' || Math.abs(Math.round(value * 1000) - value * 1000) < 1e-6, {
      error: () => i18n.t('planes.form.payloadGrams'),
    })
    .transform((value) => (typeof value === 'number' ? value : ''));

/** The aircraft form, whose baseline may not pass `today` (the branch's). */
export const planeSchema = (today: string) =>
  z.object({
  immatriculation: requiredText(),
  serie: requiredText(),
  constructeur: requiredText(),
  dateFabrication: requiredDate(),
  dateRevision: requiredDate(),
  ...baselineShape(today),
  countComposant: count(),
  seats: seats(),
  maxPayload: payload(),
  city: z.string().trim(),
  description: z.string().trim(),
  image: optionalImage(),
  crs: optionalImageOrPdf(),
}).superRefine(checkBaseline);

export type PlaneFormValues = z.input<ReturnType<typeof planeSchema>>;
export type PlaneInput = z.output<ReturnType<typeof planeSchema>>;
export type PlaneField = keyof PlaneFormValues;

/** The multipart body of POST and PUT /api/planecomposants: an aircraft, with its picture and CRS when chosen. */
export function toPlaneFormData({ image, crs, ...fields }: PlaneInput): FormData {
  const body = new FormData();
  body.append('category', String(AIRCRAFT));
  for (const [name, value] of Object.entries(fields)) body.append(name, String(value ?? ''));
  if (image) body.append('image', image);
  if (crs) body.append('crs', crs);
  return body;
}

export function createPlane(input: PlaneInput): Promise<Reply<'/api/planecomposants', 'post'>> {
  return api.post<Reply<'/api/planecomposants', 'post'>>('/planecomposants', toPlaneFormData(input));
}

/** Adds an aircraft (409 when the registration is taken); the aircraft are fetched again. */
export function useCreatePlane() {
  return useNotifiedMutation(createPlane, invalidateAirworthiness);
}
