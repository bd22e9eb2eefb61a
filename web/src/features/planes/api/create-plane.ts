import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import type { Reply } from '@/lib/api/types';
import { parseFlightTime } from '@/lib/format';
import i18n from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { optionalImage, optionalImageOrPdf } from '@/lib/uploads';
import { AIRCRAFT_CATEGORY } from '@/features/planes/api/get-planes';

const required = () => i18n.t('planes.form.required');

const requiredText = () => z.string().trim().min(1, { error: required });
/** A date picked in the calendar, `YYYY-MM-DD`. */
const requiredDate = () => z.string().nullable().refine((date) => !!date, { error: required });
/** Flight time typed as HHHH:MM, sent as minutes. */
const flightTime = () =>
  z
    .string()
    .trim()
    .min(1, { error: required })
    .refine((text) => parseFlightTime(text) !== null, { error: () => i18n.t('planes.form.flightTimeFormat') })
    .transform((text) => parseFlightTime(text) ?? 0);
/** A whole number (cycles, engines). */
const count = () =>
  z
    .union([z.number(), z.literal('')])
    .refine((value) => value !== '', { error: required })
    .transform(Number);

export const planeSchema = z.object({
  immatriculation: requiredText(),
  serie: requiredText(),
  constructeur: requiredText(),
  dateFabrication: requiredDate(),
  dateRevision: requiredDate(),
  ttsn: flightTime(),
  ttso: flightTime(),
  tcsn: count(),
  tcso: count(),
  countComposant: count(),
  city: z.string().trim(),
  description: z.string().trim(),
  image: optionalImage(),
  crs: optionalImageOrPdf(),
});

export type PlaneFormValues = z.input<typeof planeSchema>;
export type PlaneInput = z.output<typeof planeSchema>;
export type PlaneField = keyof PlaneFormValues;

/** The multipart body of POST and PUT /api/planecomposants: an aircraft, with its picture and CRS when chosen. */
export function toPlaneFormData({ image, crs, ...fields }: PlaneInput): FormData {
  const body = new FormData();
  body.append('category', String(AIRCRAFT_CATEGORY));
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlane,
    onSuccess: ({ msg }) => {
      notifySuccess(msg);
      return queryClient.invalidateQueries({ queryKey: ['planecomposants'] });
    },
    onError: (error) => notifyError(error.message),
  });
}
