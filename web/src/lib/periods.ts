/**
 * Periods of the dashboard and the reports: the presets people pick (aujourd'hui, cette semaine,
 * ce mois, mois dernier, cette année) counted from today at the branch whose figures are shown
 * (days belong to branches, not to the browser's calendar), a period typed by hand, and how both
 * are written in a screen's URL so that a reload keeps them.
 */

/** `YYYY-MM-DD` of a day, as the browser's calendar reads it. */
export function isoDay(day: Date): string {
  const month = String(day.getMonth() + 1).padStart(2, '0');
  return `${day.getFullYear()}-${month}-${String(day.getDate()).padStart(2, '0')}`;
}

export const periodPresets = ['today', 'thisWeek', 'thisMonth', 'lastMonth', 'thisYear'] as const;
export type PeriodPreset = (typeof periodPresets)[number];
/** A preset, or `custom`: two days typed by hand. */
export type PeriodChoice = PeriodPreset | 'custom';

/** From one day to another, both included (`YYYY-MM-DD`). */
export interface Period {
  from: string;
  to: string;
}

/**
 * The days of a preset when today is `today` (`YYYY-MM-DD`, the branch's day). Periods that run now
 * end today, not at the end of the week, month or year: what has not happened yet would only add
 * empty days to the charts. Weeks start on Monday.
 */
export function presetPeriod(preset: PeriodPreset, today: string): Period {
  // The day's parts, counted in UTC: no time zone or summer time of the browser can shift them.
  const [year, month, date] = today.split('-').map(Number);
  // Date.UTC carries a day 0 or a month -1 over to the one before.
  const day = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'thisWeek': {
      // getUTCDay(): 0 is Sunday, the last day of a week that starts on Monday.
      const sinceMonday = (new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7;
      return { from: day(year, month, date - sinceMonday), to: today };
    }
    case 'thisMonth':
      return { from: day(year, month, 1), to: today };
    case 'lastMonth':
      return { from: day(year, month - 1, 1), to: day(year, month, 0) };
    case 'thisYear':
      return { from: day(year, 1, 1), to: today };
  }
}

/** The longest period the server answers: five years, in days. */
export const MAX_PERIOD_DAYS = 1827;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a day of the calendar written `YYYY-MM-DD`. */
export function isIsoDay(text: string | null | undefined): text is string {
  const match = text ? ISO_DAY.exec(text) : null;
  if (!match) return false;
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Days from `from` to `to`, both included (0 or less when `to` is before `from`). */
export function periodDays({ from, to }: Period): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** What is wrong with a period typed by hand, as a key of `periods.errors`; null when the server will take it. */
export function periodProblem(from: string | null, to: string | null): 'missing' | 'reversed' | 'tooLong' | null {
  if (!isIsoDay(from) || !isIsoDay(to)) return 'missing';
  if (from > to) return 'reversed';
  if (periodDays({ from, to }) > MAX_PERIOD_DAYS) return 'tooLong';
  return null;
}

/** The period a screen shows: the preset or the typed days, and the days to ask for (null while the typed ones are not a period). */
export interface PeriodState {
  choice: PeriodChoice;
  /** The typed days of a custom period, as they are (either may still be missing). */
  from: string | null;
  to: string | null;
  /** What to ask the server for; null when a custom period is not one the server takes. */
  period: Period | null;
}

/**
 * The period in a URL's search: `period=<preset>`, or `from` and `to` for a custom one (a link
 * with only `from` and `to` is a custom period too); `fallback` when there is none. A preset counts
 * from `today` (`YYYY-MM-DD`).
 */
export function readPeriod(params: URLSearchParams, fallback: PeriodPreset, today: string): PeriodState {
  const named = params.get('period');
  const from = params.get('from');
  const to = params.get('to');
  const preset = periodPresets.find((candidate) => candidate === named);
  if (preset) return { choice: preset, from: null, to: null, period: presetPeriod(preset, today) };
  if (named === 'custom' || from !== null || to !== null) {
    const typedFrom = isIsoDay(from) ? from : null;
    const typedTo = isIsoDay(to) ? to : null;
    const period = periodProblem(typedFrom, typedTo) === null ? { from: typedFrom!, to: typedTo! } : null;
    return { choice: 'custom', from: typedFrom, to: typedTo, period };
  }
  return { choice: fallback, from: null, to: null, period: presetPeriod(fallback, today) };
}

/**
 * `params` with the period written in: a preset by name, a custom period by its days (those typed
 * so far). `from`/`to` of a preset are dropped, and the other parameters kept.
 */
export function writePeriod(params: URLSearchParams, choice: PeriodChoice, days: { from: string | null; to: string | null } = { from: null, to: null }): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('from');
  next.delete('to');
  next.set('period', choice);
  if (choice === 'custom') {
    if (days.from) next.set('from', days.from);
    if (days.to) next.set('to', days.to);
  }
  return next;
}

/** How a chart's buckets are counted: by day, by week (from Monday) or by month (from the 1st). */
export type Granularity = 'day' | 'week' | 'month';

/** The granularity the dashboard's series has for a period (day up to 62 days, week up to 190, else month). */
export function granularityOf(period: Period): Granularity {
  const days = periodDays(period);
  if (days <= 62) return 'day';
  if (days <= 190) return 'week';
  return 'month';
}
