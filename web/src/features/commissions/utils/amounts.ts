/**
 * Amounts as the commission form reads them, in whole cents (DESIGN §2: money is never added up in
 * floating point): a typed value is a number, or its text while it is not one.
 */

/** Cents of a dollar amount. */
export function cents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Cents of what an amount input holds; null when it holds no number. */
export function typedCents(value: number | string): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? cents(value) : null;
}

/** Whether `dollars` has at most two decimals. */
export function hasCents(dollars: number): boolean {
  return Math.abs(cents(dollars) - dollars * 100) < 1e-6;
}

/** Dollars of an amount in cents. */
export function dollars(amount: number): number {
  return amount / 100;
}
