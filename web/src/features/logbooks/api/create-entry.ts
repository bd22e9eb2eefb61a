import { z } from 'zod';
import { api, type Written } from '@/lib/api-client';
import type { EntryView } from '@/lib/api/airworthiness';
import type { Body } from '@/lib/api/types';
import { invalidateAirworthiness } from '@/lib/airworthiness';
import { optionalText, pastDay, requiredText, wholeNumber } from '@/lib/airworthiness-forms';
import { flightBounds, parseEntryTime } from '@/lib/flight-time';
import i18n from '@/lib/i18n';
import { useNotifiedMutation } from '@/lib/mutations';

const required = () => i18n.t('airworthiness.form.required');

/** A flight time typed `H:MM` or `HH:MM` (nothing else is guessed), from 0:01 to 24:00, sent as minutes. */
export const entryTime = () =>
  z
    .string()
    .trim()
    .min(1, { error: required })
    .superRefine((text, ctx) => {
      const read = parseEntryTime(text);
      if ('problem' in read) ctx.addIssue({ code: 'custom', message: i18n.t(`logbooks.entry.time.${read.problem}`) });
    })
    .transform((text) => {
      const read = parseEntryTime(text);
      return 'minutes' in read ? read.minutes : 0;
    });

export const entrySchema = (today: string) =>
  z.object({
  date: pastDay(today),
  from: requiredText(),
  to: requiredText(),
  flightTime: entryTime(),
  cycles: wholeNumber(flightBounds.entryCyclesMin, flightBounds.entryCyclesMax),
  pilotId: z
    .number()
    .nullable()
    .refine((id) => id !== null, { error: required }),
  manifestId: z.number().nullable(),
  remarks: optionalText(),
  });

export type EntryFormValues = z.input<ReturnType<typeof entrySchema>>;
export type EntryInput = z.output<ReturnType<typeof entrySchema>>;

/** The JSON of POST /api/logbooks/{id}/entries and PUT /api/logbookentries/{id}: blank remarks are sent as null. */
export function entryBody({ remarks, ...fields }: EntryInput) {
  return { ...fields, remarks: remarks || null } satisfies Body<'/api/logbooks/{id}/entries'>;
}

/**
 * `ferryReason` confirms a flight of an aircraft Immobilisé that day (a ferry flight), once the
 * server refused it without (409 `aircraft_grounded`).
 */
export function createEntry({
  logbookId,
  values,
  ferryReason,
}: {
  logbookId: number;
  values: EntryInput;
  ferryReason?: string;
}): Promise<Written<EntryView>> {
  return api.post<Written<EntryView>>(`/logbooks/${logbookId}/entries`, { ...entryBody(values), ferryReason });
}

/**
 * Adds a flight to a logbook: the server adds it to the counters of the aircraft and of everything
 * installed on it that day, so every airworthiness screen is fetched again.
 */
export function useCreateEntry() {
  return useNotifiedMutation(createEntry, invalidateAirworthiness);
}
