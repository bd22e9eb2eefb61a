import { z } from 'zod';
import { api, type Written } from '@/lib/api-client';
import type { InspectionView } from '@/lib/api/airworthiness';
import { invalidateAirworthiness } from '@/lib/airworthiness';
import { formBody, optionalLimit, pastDay, requiredText } from '@/lib/airworthiness-forms';
import { flightBounds, parseFlightTime } from '@/lib/flight-time';
import { formatCount } from '@/lib/format';
import i18n from '@/lib/i18n';
import { useNotifiedMutation } from '@/lib/mutations';
import { optionalImageOrPdf } from '@/lib/uploads';

/** The aircraft's hours then, typed `HHHH:MM`; empty leaves them to the server (its counters at the end of that day). */
const optionalFlightTime = () =>
  z
    .string()
    .trim()
    .refine((text) => text === '' || parseFlightTime(text) !== null, { error: () => i18n.t('airworthiness.form.flightTimeFormat') })
    .refine((text) => text === '' || (parseFlightTime(text) ?? 0) <= flightBounds.baselineMinutesMax, {
      error: () => i18n.t('airworthiness.form.flightTimeMax', { max: formatCount(flightBounds.baselineMinutesMax / 60) }),
    })
    .transform((text) => (text === '' ? null : parseFlightTime(text)));

/** The aircraft's cycles then; empty leaves them to the server. */
const optionalCycles = () => optionalLimit(flightBounds.baselineCyclesMax);

export const performSchema = (today: string) =>
  z.object({
  date: pastDay(today),
  serie: requiredText(),
  minutes: optionalFlightTime(),
  cycles: optionalCycles(),
  file: optionalImageOrPdf(),
});

export type PerformFormValues = z.input<ReturnType<typeof performSchema>>;
export type PerformValues = z.output<ReturnType<typeof performSchema>>;

/** POST /api/inspections/{id}/done: JSON, or multipart with the CRS file; hours and cycles left out when not typed. */
export function performInspection({ id, date, serie, minutes, cycles, file }: PerformValues & { id: number }): Promise<Written<InspectionView>> {
  const fields: Record<string, string | number> = { date, serie };
  if (minutes !== null) fields.minutes = minutes;
  if (cycles !== null) fields.cycles = cycles;
  return api.post<Written<InspectionView>>(`/inspections/${id}/done`, formBody(fields, { file }));
}

/** 'Effectuée': records a performance; the next due point counts from it. */
export function usePerformInspection() {
  return useNotifiedMutation(performInspection, invalidateAirworthiness);
}
