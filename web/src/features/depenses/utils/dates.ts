import { isoDay } from '@/lib/periods';

/** The last day an expense may be dated: tomorrow, as the server allows. */
export function lastExpenseDay(now = new Date()): string {
  return isoDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1));
}

/** The first day an expense may be dated. */
export const FIRST_EXPENSE_DAY = '2000-01-01';

/**
 * The month of `day` (`YYYY-MM-DD`, the branch's today from `useBranchToday`), from its first day
 * to its last, both included. Read from the text, not a `Date`, so the browser's zone plays no part.
 */
export function monthOf(day: string): { from: string; to: string } {
  const [year, month] = day.split('-').map(Number);
  // Day 0 of the next month is the last of this one (UTC: no zone or daylight saving moves it).
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = day.slice(0, 7);
  return { from: `${prefix}-01`, to: `${prefix}-${String(last).padStart(2, '0')}` };
}
