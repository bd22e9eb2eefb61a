const dateFormat = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric' });
const moneyFormat = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const weightFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 3 });

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

/** Dollars with 2 decimals: `$1,234.50`. */
export function formatMoney(dollars: number): string {
  const amount = moneyFormat.format(Math.abs(dollars));
  return dollars < 0 ? `-$${amount}` : `$${amount}`;
}

/** Kilograms with up to 3 decimals: `12.345 kg`. */
export function formatWeight(kg: number): string {
  return `${weightFormat.format(kg)} kg`;
}

const FLIGHT_TIME = /^(\d{1,7}):([0-5]\d)$/;

/** Flight time, kept in minutes, as `HHHH:MM` (hours on four digits at least): 754 → `0012:34`. */
export function formatFlightTime(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(4, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Minutes from a flight time typed as `HHHH:MM` (fewer hour digits will do), or null when it is not one. */
export function parseFlightTime(text: string): number | null {
  const match = FLIGHT_TIME.exec(text.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}
