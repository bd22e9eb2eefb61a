import { currentLanguage, type Language } from '@/lib/i18n';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric' });

const LOCALES = { fr: 'fr-FR', en: 'en-US' } as const satisfies Record<Language, string>;
/** A no-break space: a French amount never splits from its `$`. */
const NBSP = '\u00a0';

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: Language, minimumFractionDigits: number, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${language}/${minimumFractionDigits}/${maximumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], { minimumFractionDigits, maximumFractionDigits });
    numberFormats.set(key, format);
  }
  return format;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * `21/11/2026`. A date without time (`YYYY-MM-DD`) is shown as written: going through `Date`
 * would read it as UTC midnight and show the day before west of Greenwich.
 */
export function formatDate(value: string | Date): string {
  if (typeof value === 'string') {
    const dateOnly = DATE_ONLY.exec(value);
    if (dateOnly) return `${dateOnly[3]}/${dateOnly[2]}/${dateOnly[1]}`;
  }
  return dateFormat.format(typeof value === 'string' ? new Date(value) : value);
}

/** A count (pieces, parcels…) in the interface's language: `1 234` in French, `1,234` in English. */
export function formatCount(count: number, language: Language = currentLanguage()): string {
  return numberFormat(language, 0, 0).format(count);
}

/** Dollars with 2 decimals in the interface's language: `1 234,50 $` in French, `$1,234.50` in English. */
export function formatMoney(dollars: number, language: Language = currentLanguage()): string {
  const amount = numberFormat(language, 2, 2).format(Math.abs(dollars));
  const sign = dollars < 0 ? '-' : '';
  return language === 'fr' ? `${sign}${amount}${NBSP}$` : `${sign}$${amount}`;
}

/**
 * A percentage with one decimal in the interface's language: `12,5 %` in French (a no-break space
 * before the sign), `12.5%` in English.
 */
export function formatPercent(percent: number, language: Language = currentLanguage()): string {
  const amount = numberFormat(language, 1, 1).format(Math.abs(percent));
  const sign = percent < 0 ? '-' : '';
  return language === 'fr' ? `${sign}${amount}${NBSP}%` : `${sign}${amount}%`;
}

/** Kilograms with up to 3 decimals in the interface's language: `12,345 kg` in French, `12.345 kg` in English. */
export function formatWeight(kg: number, language: Language = currentLanguage()): string {
  return `${formatKg(kg, language)}${NBSP}kg`;
}

/** Any decimal, up to 3 decimals, in the interface's language: `1 234,5` in French, `1,234.5` in English. */
export function formatDecimal(value: number, language: Language = currentLanguage()): string {
  return numberFormat(language, 0, 3).format(value);
}

/** Kilograms without their unit (a column already titled in kg): `1 234,5`. */
export function formatKg(kg: number, language: Language = currentLanguage()): string {
  return numberFormat(language, 0, 3).format(kg);
}

/**
 * A decimal as an input shows it, without thousands separators: `12,5` in French, `12.5` in
 * English (`3,10` with two fixed decimals); '' for nothing. A number with more decimals than fixed
 * is written whole (`12,505`), never rounded: the form's check says what is wrong with it.
 */
export function formatDecimalInput(
  value: number | null,
  language: Language = currentLanguage(),
  fixedDecimals: number | null = null,
): string {
  if (value === null || !Number.isFinite(value)) return '';
  const fixed = fixedDecimals === null ? null : value.toFixed(fixedDecimals);
  const text = fixed === null || Number(fixed) !== value ? String(value) : fixed;
  return language === 'fr' ? text.replace('.', ',') : text;
}

/** Spaces that separate thousands: ordinary, no-break, narrow no-break, thin. */
const GROUP_SPACES = /[\s\u00a0\u202f\u2009]/g;

/**
 * A decimal as people type or paste it, in either language: `12,5`, `12.5`, `1 234,50` (with
 * ordinary, no-break or narrow no-break spaces), `1.234,50`, `1,234.50`. When both a comma and a
 * point appear, the last one is the decimal separator; a single one, however many digits follow,
 * is the decimal separator (`1,234` is 1.234); one repeated separates thousands (`1.234.567`).
 * Null when the text is not a non-negative decimal.
 */
export function parseDecimal(text: string): number | null {
  const compact = text.replace(GROUP_SPACES, '');
  if (!/^[\d.,]+$/.test(compact) || !/\d/.test(compact)) return null;
  const commas = compact.split(',').length - 1;
  const points = compact.split('.').length - 1;
  let whole: string;
  let fraction = '';
  if (commas > 0 && points > 0) {
    const decimal = compact.lastIndexOf(',') > compact.lastIndexOf('.') ? ',' : '.';
    const group = decimal === ',' ? '.' : ',';
    const at = compact.lastIndexOf(decimal);
    if (compact.split(decimal).length - 1 > 1) return null;
    whole = compact.slice(0, at);
    fraction = compact.slice(at + 1);
    if (!isGrouped(whole, group)) return null;
    whole = whole.split(group).join('');
  } else if (commas + points === 1) {
    [whole, fraction] = compact.split(/[.,]/);
  } else if (commas + points > 1) {
    const group = commas > 0 ? ',' : '.';
    if (!isGrouped(compact, group)) return null;
    whole = compact.split(group).join('');
  } else {
    whole = compact;
  }
  if (!/^\d*$/.test(whole) || !/^\d*$/.test(fraction) || whole + fraction === '') return null;
  return Number(`${whole || '0'}.${fraction || '0'}`);
}

/** Whether `text` is digits in groups of three after the first: `1.234.567`. */
function isGrouped(text: string, group: string): boolean {
  const [first, ...rest] = text.split(group);
  return /^\d{1,3}$/.test(first) && rest.every((part) => /^\d{3}$/.test(part));
}

const DAY_MONTH_YEAR = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** `21/11/2026` as typed in a date input, to `2026-11-21`; null when it is not a day of the calendar. */
export function parseTypedDate(text: string): string | null {
  const match = DAY_MONTH_YEAR.exec(text.trim());
  if (!match) return null;
  const [, day, month, year] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCDate() !== Number(day) || date.getUTCMonth() !== Number(month) - 1) return null;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

const compactFormats = new Map<Language, Intl.NumberFormat>();

/**
 * A number shortened for a chart's axis, in the interface's language: `1,2 k`, `3,4 M` in French,
 * `1.2K`, `3.4M` in English (the tooltip and the table give it in full).
 */
export function formatCompact(value: number, language: Language = currentLanguage()): string {
  let format = compactFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], { notation: 'compact', maximumFractionDigits: 1 });
    compactFormats.set(language, format);
  }
  return format.format(value);
}

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** The month of a `YYYY-MM-DD` day, in the interface's language: `nov. 2026` (`long`: `novembre 2026`). */
export function formatMonth(day: string, { long = false } = {}, language: Language = currentLanguage()): string {
  const key = `${language}/${long}`;
  let format = monthFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], { month: long ? 'long' : 'short', year: 'numeric', timeZone: 'UTC' });
    monthFormats.set(key, format);
  }
  const match = DATE_ONLY.exec(day);
  return match ? format.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1))) : day;
}

/** A `YYYY-MM-DD` day without its year, as a chart's axis shows days and weeks: `21/11`. */
export function formatDayMonth(day: string): string {
  const match = DATE_ONLY.exec(day);
  return match ? `${match[3]}/${match[2]}` : day;
}

const BYTE_UNITS = { fr: ['o', 'ko', 'Mo', 'Go', 'To'], en: ['B', 'kB', 'MB', 'GB', 'TB'] } as const satisfies Record<Language, readonly string[]>;

/** A size in bytes, in steps of 1 000 with one decimal from the kilobyte: `12,4 Mo` in French, `12.4 MB` in English. */
export function formatBytes(bytes: number, language: Language = currentLanguage()): string {
  const units = BYTE_UNITS[language];
  let value = bytes;
  let unit = 0;
  while (Math.abs(value) >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const text = numberFormat(language, 0, unit === 0 ? 0 : 1).format(value);
  return `${text}${NBSP}${units[unit]}`;
}

const relativeFormats = new Map<Language, Intl.RelativeTimeFormat>();

/** How long ago `instant` was, from `now`: `il y a 12 minutes`, `il y a 3 heures`, `hier`. */
export function formatAgo(instant: string | Date, now: Date = new Date(), language: Language = currentLanguage()): string {
  let format = relativeFormats.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(LOCALES[language], { numeric: 'auto' });
    relativeFormats.set(language, format);
  }
  const seconds = Math.round(((typeof instant === 'string' ? new Date(instant) : instant).getTime() - now.getTime()) / 1000);
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['second', 60],
    ['minute', 60],
    ['hour', 24],
    ['day', Number.POSITIVE_INFINITY],
  ];
  let value = seconds;
  for (const [unit, size] of steps) {
    if (Math.abs(value) < size) return format.format(Math.trunc(value), unit);
    value /= size;
  }
  return format.format(Math.trunc(value), 'day');
}
