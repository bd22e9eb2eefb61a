import type { ColumnKind, ReportCell } from '@/features/reports/types';
import { formatCount, formatDate, formatKg, formatMoney, formatPercent } from '@/lib/format';

/** Said for a cell without a value (a margin in % of no revenue, say). */
export const NO_VALUE = '—';

/** Whether a column holds numbers: they are right-aligned, and added up in the totals. */
export function isNumeric(kind: ColumnKind): boolean {
  return kind !== 'text' && kind !== 'date';
}

/** A report's value as its column's kind writes it, in the interface's language (dates en-GB). */
export function formatCell(value: ReportCell | undefined, kind: ColumnKind): string {
  if (value === null || value === undefined || value === '') return NO_VALUE;
  if (kind === 'text') return String(value);
  if (kind === 'date') return formatDate(String(value));
  const number = Number(value);
  if (!Number.isFinite(number)) return String(value);
  switch (kind) {
    case 'money':
      return formatMoney(number);
    case 'kg':
      // The server titles weight columns in kg ('Poids (kg)'): the cells give the number alone.
      return formatKg(number);
    case 'count':
      return formatCount(number);
    case 'percent':
      return formatPercent(number);
  }
}
