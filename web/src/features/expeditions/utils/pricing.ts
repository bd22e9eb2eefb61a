/**
 * The expedition form's arithmetic, by the server's rules (DESIGN §2–§3, `server/src/domain/freight.rs`
 * and `units.rs`): money in integer cents, weights in integer grams, a line amount rounded half up
 * once per line. Typed text is read digit by digit, so no floating point ever touches an amount.
 */

/** A non-negative decimal with at most `decimals` digits after the point, as an integer of that many implied decimals. */
function parseFixed(value: number | string, decimals: number): number | null {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(String(value).trim());
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  if (fraction.length > decimals || whole.length > 13) return null;
  return Number(whole || '0') * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
}

/** Dollars (at most 2 decimals) as cents: `12.5` → 1250; null when it is not such an amount. */
export function toCents(dollars: number | string): number | null {
  return parseFixed(dollars, 2);
}

/** Kilograms (at most 3 decimals) as grams: `2.5` → 2500; null when it is not such a weight. */
export function toGrams(kg: number | string): number | null {
  return parseFixed(kg, 3);
}

/** A whole number of pieces, or null. */
export function toPieces(quantity: number | string): number | null {
  const text = String(quantity).trim();
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

/** Cents as dollars, for the API and for display (exact for any amount a form can hold). */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** Grams as kilograms. */
export function gramsToKg(grams: number): number {
  return grams / 1000;
}

/** Half-up rounding of `numerator / denominator`, both non-negative. */
function divRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/**
 * A line's amount in cents: route price (cents per kg) × quantity × unit weight (grams), rounded
 * half up to the cent once for the line. Exact whatever the size (the product can pass 2^53).
 */
export function lineAmount(centsPerKg: number, quantity: number, unitWeightGrams: number): number {
  return Number(divRoundHalfUp(BigInt(centsPerKg) * BigInt(quantity) * BigInt(unitWeightGrams), 1000n));
}

/** A form line as typed: '' where nothing is typed yet. */
export interface LineValues {
  quantity: number | string;
  /** kg per piece. */
  weight: number | string;
  /** An amount set by hand, dollars ('' for the computed one). */
  price?: number | string;
}

export interface PricedLine {
  /** Null while the quantity is not a whole number of pieces. */
  pieces: number | null;
  /** The line's weight (quantity × unit weight), null while either is missing. */
  grams: number | null;
  /** The line's amount, null while it cannot be computed yet. */
  cents: number | null;
  /** Whether `cents` is the amount typed by hand. */
  manual: boolean;
}

export interface Totals {
  lines: PricedLine[];
  /** Pieces of all the lines (the expedition's `quantityEntry`). */
  pieces: number;
  grams: number;
  /** The net price: the sum of the line amounts that can be computed. */
  cents: number;
}

/** Each line's weight and amount, and the expedition's totals, as the server will compute them. */
export function priceLines(centsPerKg: number | null, lines: readonly LineValues[]): Totals {
  const priced = lines.map((line): PricedLine => {
    const pieces = toPieces(line.quantity);
    const unit = toGrams(line.weight);
    const grams = pieces !== null && unit !== null ? pieces * unit : null;
    const typed = line.price === undefined || String(line.price).trim() === '' ? null : toCents(line.price);
    if (typed !== null) return { pieces, grams, cents: typed, manual: true };
    const cents = centsPerKg !== null && pieces !== null && unit !== null ? lineAmount(centsPerKg, pieces, unit) : null;
    return { pieces, grams, cents, manual: false };
  });
  return {
    lines: priced,
    pieces: priced.reduce((sum, line) => sum + (line.pieces ?? 0), 0),
    grams: priced.reduce((sum, line) => sum + (line.grams ?? 0), 0),
    cents: priced.reduce((sum, line) => sum + (line.cents ?? 0), 0),
  };
}

export type Cash =
  /** Nothing typed (or the old client's -1): paid in full. */
  | { kind: 'full' }
  /** An amount in cents; 0 is on credit. */
  | { kind: 'amount'; cents: number }
  /** Not an amount of dollars with at most 2 decimals. */
  | { kind: 'invalid' };

/** What the cash field of the form means. */
export function readCash(value: number | string): Cash {
  const text = String(value).trim();
  if (text === '' || text === '-1') return { kind: 'full' };
  const cents = toCents(text);
  return cents === null ? { kind: 'invalid' } : { kind: 'amount', cents };
}

/** The amount paid at registration for an expedition of `price` cents, or null when the cash is above the price. */
export function paidAtRegistration(cash: Cash, price: number): number | null {
  if (cash.kind === 'full') return price;
  if (cash.kind === 'invalid') return null;
  return cash.cents > price ? null : cash.cents;
}

/** What is still owed: never negative. */
export function debt(price: number, paid: number): number {
  return Math.max(0, price - paid);
}
