/**
 * Flight time, which the API carries as whole minutes (DESIGN §2): shown `HHHH:MM` with the hours
 * grouped as the interface's language groups thousands (`2 090:03` in French, `2,090:03` in
 * English), typed `H:MM` for a logbook entry and `HHHH:MM` for a counter's baseline.
 */
import { formatCount } from '@/lib/format';
import { currentLanguage, type Language } from '@/lib/i18n';

/** What the server accepts (contract 16), mirrored by the forms. */
export const flightBounds = {
  /** Minutes of one logbook entry: at least one, at most 24 h. */
  entryMinutesMin: 1,
  entryMinutesMax: 1440,
  /** Landings of one logbook entry. */
  entryCyclesMin: 1,
  entryCyclesMax: 50,
  /** A counter's baseline (TSN, TSO): up to a million hours. */
  baselineMinutesMax: 60_000_000,
  /** A counter's baseline (CSN, CSO). */
  baselineCyclesMax: 10_000_000,
} as const;

/**
 * Minutes as `HHHH:MM`, the hours grouped in the interface's language: 125 403 → `2 090:03` in
 * French (a narrow no-break space, so the counter never splits), `2,090:03` in English. Negative
 * minutes (what remains before a limit, once past it) keep their sign: `-12:30`.
 */
export function formatFlightTime(minutes: number, language: Language = currentLanguage()): string {
  const whole = Math.abs(Math.trunc(minutes));
  const sign = minutes < 0 && whole > 0 ? '-' : '';
  const hours = formatCount(Math.floor(whole / 60), language);
  return `${sign}${hours}:${String(whole % 60).padStart(2, '0')}`;
}

/** Minutes as an input shows them, without grouping so that they read back as typed: 125 403 → `2090:03`. */
export function flightTimeInput(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Spaces that group thousands: ordinary, no-break, narrow no-break, thin. */
const GROUP_SPACES = /[\s\u00a0\u202f\u2009]/g;
const HOURS_MINUTES = /^(\d+):([0-5]\d)$/;
/** Hours grouped by a comma or a point, as a counter pasted from an English or a German page: `2,090`. */
const GROUPED_HOURS = /^\d{1,3}([.,])\d{3}(\1\d{3})*$/;

/**
 * Minutes from a counter typed `HHHH:MM`: any number of hour digits (`7:05`, `2090:03`), grouped or
 * not (`2 090:03`, `2,090:03`, as the screens show them). Null when it is not hours and two-digit
 * minutes below 60.
 */
export function parseFlightTime(text: string): number | null {
  const [hoursText, minutesText, ...rest] = text.trim().split(':');
  if (minutesText === undefined || rest.length > 0) return null;
  let hours = hoursText.replace(GROUP_SPACES, '');
  if (GROUPED_HOURS.test(hours)) hours = hours.replace(/[.,]/g, '');
  const match = HOURS_MINUTES.exec(`${hours}:${minutesText}`);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number.isSafeInteger(minutes) ? minutes : null;
}

const ENTRY_TIME = /^(\d{1,2}):([0-5]\d)$/;

/** A logbook entry's flight time as typed, or what is wrong with it. */
export type EntryTime = { minutes: number } | { problem: 'format' | 'range' };

/**
 * A logbook entry's flight time, typed `H:MM` or `HH:MM` (`1:45` is an hour and three quarters).
 * Nothing else is read: `105` could be minutes or hours, `1,75` a decimal of hours, `1h45` one
 * more way to write it; the form says which format it wants instead of guessing. Within bounds:
 * from `0:01` to `24:00`.
 */
export function parseEntryTime(text: string): EntryTime {
  const match = ENTRY_TIME.exec(text.trim());
  if (!match) return { problem: 'format' };
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  if (minutes < flightBounds.entryMinutesMin || minutes > flightBounds.entryMinutesMax) return { problem: 'range' };
  return { minutes };
}
