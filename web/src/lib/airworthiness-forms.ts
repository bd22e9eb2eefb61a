/**
 * The checks the airworthiness forms share, mirroring the server's bounds (contract 16): required
 * texts and days (never after the branch's today: the forms take it from `useBranchToday`, as the
 * server counts it, not from the browser's calendar), counters' baselines typed `HHHH:MM` and in
 * cycles, and the optional limits in hours, cycles or days.
 */
import { z } from 'zod';
import type { Counters } from '@/lib/api/airworthiness';
import { flightBounds, flightTimeInput, parseFlightTime } from '@/lib/flight-time';
import { formatCount } from '@/lib/format';
import i18n from '@/lib/i18n';
import { optionalWholeNumber, wholeNumber as sharedWholeNumber, type WholeValue } from '@/lib/whole-number';

const required = () => i18n.t('airworthiness.form.required');

export const requiredText = () => z.string().trim().min(1, { error: required });
export const optionalText = () => z.string().trim();

/** A day picked in the calendar (`YYYY-MM-DD`), required, not after `today` (the branch's day, `YYYY-MM-DD`). */
export const pastDay = (today: string) =>
  z
    .string()
    .nullable()
    .refine((day) => !!day, { error: required })
    .refine((day) => !day || day <= today, { error: () => i18n.t('airworthiness.form.future') })
    .transform((day) => day ?? '');

/** A day picked in the calendar, required, any day (an expiry). */
export const anyDay = () =>
  z
    .string()
    .nullable()
    .refine((day) => !!day, { error: required })
    .transform((day) => day ?? '');

/** What a whole-number field holds: a number, or its text while it is not one ('' when empty). */
export type NumberField = WholeValue;

/** Beyond the bounds, the field says both of them. */
const between = (min: number, max: number) => () => i18n.t('airworthiness.form.between', { min: formatCount(min), max: formatCount(max) });

/** A whole number between `min` and `max`, required (the shared rule: no decimal, no sign, nothing rewritten). */
export const wholeNumber = (min: number, max: number) =>
  sharedWholeNumber({ min, max, required, tooFew: between(min, max), tooMany: between(min, max) });

/** The bounds of a limit or an interval (contract 16): hours, days, cycles. */
export const limitBounds = { hours: 200_000, days: 36_500, cycles: 1_000_000 } as const;

/** An optional whole number from 0 to `max` (a limit in hours, cycles or days): '' sends null. */
export const optionalLimit = (max: number) => optionalWholeNumber({ min: 0, max, tooMany: between(0, max) });

/** A baseline's flight time, typed `HHHH:MM`, sent as minutes. */
export const baselineFlightTime = () =>
  z
    .string()
    .trim()
    .min(1, { error: required })
    .refine((text) => parseFlightTime(text) !== null, { error: () => i18n.t('airworthiness.form.flightTimeFormat') })
    .refine((text) => (parseFlightTime(text) ?? 0) <= flightBounds.baselineMinutesMax, {
      error: () => i18n.t('airworthiness.form.flightTimeMax', { max: formatCount(flightBounds.baselineMinutesMax / 60) }),
    })
    .transform((text) => parseFlightTime(text) ?? 0);

/** The baseline of an item's counters, as the add and edit forms of aircraft, components and pieces take it. */
export const baselineShape = (today: string) => ({
  baseDate: pastDay(today),
  ttsn: baselineFlightTime(),
  ttso: baselineFlightTime(),
  tcsn: wholeNumber(0, flightBounds.baselineCyclesMax),
  tcso: wholeNumber(0, flightBounds.baselineCyclesMax),
});

export interface BaselineValues {
  baseDate: string | null;
  ttsn: string;
  ttso: string;
  tcsn: NumberField;
  tcso: NumberField;
}

export interface Baseline {
  baseDate: string;
  ttsn: number;
  ttso: number;
  tcsn: number;
  tcso: number;
}

/** What the server also refuses: more since the last overhaul than since new. */
export function checkBaseline(values: Baseline, ctx: z.RefinementCtx): void {
  if (values.ttso > values.ttsn) ctx.addIssue({ code: 'custom', path: ['ttso'], message: i18n.t('airworthiness.form.ttsoAboveTtsn') });
  if (values.tcso > values.tcsn) ctx.addIssue({ code: 'custom', path: ['tcso'], message: i18n.t('airworthiness.form.tcsoAboveTcsn') });
}

/** The baseline fields of a form: the item's own on edit, `today` (the branch's) and empty counters for a new one. */
export function baselineValues(item: Counters | null, today: string): BaselineValues {
  if (!item) return { baseDate: today, ttsn: '', ttso: '', tcsn: '', tcso: '' };
  return {
    baseDate: item.baseDate,
    ttsn: flightTimeInput(item.baseTtsn),
    ttso: flightTimeInput(item.baseTtso),
    tcsn: item.baseTcsn,
    tcso: item.baseTcso,
  };
}

/** The names of the baseline's fields, which the server names in its `fields`. */
export const baselineFields = ['baseDate', 'ttsn', 'ttso', 'tcsn', 'tcso'] as const;

type FieldValue = string | number | null | undefined;

/**
 * The body of an airworthiness write: JSON, or multipart when a file goes with it (the same field
 * names; a null field is left out of the multipart form, which has no null).
 */
export function formBody(fields: Record<string, FieldValue>, files: Record<string, File | null | undefined> = {}): FormData | Record<string, FieldValue> {
  const chosen = Object.entries(files).filter((entry): entry is [string, File] => entry[1] instanceof File);
  if (chosen.length === 0) return fields;
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== null && value !== undefined) body.append(name, String(value));
  }
  for (const [name, file] of chosen) body.append(name, file);
  return body;
}
