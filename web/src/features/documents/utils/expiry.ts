/** Within this many days of its expiry a document is flagged. */
export const EXPIRY_SOON_DAYS = 30;

export type Expiry = { state: 'none' } | { state: 'expired' | 'soon' | 'valid'; days: number };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from `from` to `to`, both `YYYY-MM-DD` (negative when `to` is before). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * Where a document stands on `today`: it never expires, it expired (its last valid day is past),
 * it expires within 30 days (today included), or it is valid longer; `days` until its expiry.
 */
export function expiryOf(dateExpiration: string | null, today: string): Expiry {
  if (dateExpiration === null) return { state: 'none' };
  const days = daysBetween(today, dateExpiration);
  if (days < 0) return { state: 'expired', days };
  if (days <= EXPIRY_SOON_DAYS) return { state: 'soon', days };
  return { state: 'valid', days };
}
