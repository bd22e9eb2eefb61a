import { formatCount, formatMoney, formatWeight } from '@/lib/format';
import i18n from '@/lib/i18n';

/**
 * What the server accepts (DESIGN §2), checked by the forms before sending so that the error
 * shows under the field. The server refuses the same values with 400 naming the field.
 */
export const bounds = {
  /** Pieces per line. */
  minPieces: 1,
  maxPieces: 10_000,
  /** Kilograms per piece (above 0). */
  maxUnitKg: 30_000,
  /** Kilograms of a line: pieces × unit weight. */
  maxLineKg: 100_000,
  /** Lines of an expedition. */
  maxLines: 100,
  /** Dollars, any amount. */
  maxDollars: 10_000_000,
} as const;

/** The messages under a field out of bounds, in the interface's language, with its numbers. */
export const boundMessages = {
  pieces: () =>
    i18n.t('bounds.pieces', { min: formatCount(bounds.minPieces), max: formatCount(bounds.maxPieces) }),
  unitWeight: () => i18n.t('bounds.unitWeight', { max: formatWeight(bounds.maxUnitKg) }),
  lineWeight: () => i18n.t('bounds.lineWeight', { max: formatWeight(bounds.maxLineKg) }),
  lines: () => i18n.t('bounds.lines', { max: formatCount(bounds.maxLines) }),
  amount: () => i18n.t('bounds.amount', { max: formatMoney(bounds.maxDollars) }),
  notNumber: () => i18n.t('bounds.notNumber'),
};

/** Whether `value` is an amount of at most $10,000,000 (a text that is not a number is left to other checks). */
export function withinAmount(value: number | string): boolean {
  return typeof value !== 'number' || value <= bounds.maxDollars;
}
