/** `YYYY-MM-DD` of a day, as the browser's calendar reads it (the agency's time zone). */
export function isoDay(day: Date): string {
  const month = String(day.getMonth() + 1).padStart(2, '0');
  return `${day.getFullYear()}-${month}-${String(day.getDate()).padStart(2, '0')}`;
}

/** Today, `YYYY-MM-DD`. */
export function today(now = new Date()): string {
  return isoDay(now);
}

/** The last day an expense may be dated: tomorrow, as the server allows. */
export function lastExpenseDay(now = new Date()): string {
  return isoDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1));
}

/** The first day an expense may be dated. */
export const FIRST_EXPENSE_DAY = '2000-01-01';

/** The month of `now`, from its first day to its last, both included. */
export function thisMonth(now = new Date()): { from: string; to: string } {
  return {
    from: isoDay(new Date(now.getFullYear(), now.getMonth(), 1)),
    to: isoDay(new Date(now.getFullYear(), now.getMonth() + 1, 0)),
  };
}
