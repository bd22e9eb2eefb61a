import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatWeight } from '@/lib/format';

describe('formatDate', () => {
  it('shows a date without time as day/month/year, whatever the time zone', () => {
    expect(formatDate('2026-11-21')).toBe('21/11/2026');
  });

  it('shows a timestamp in en-GB form', () => {
    expect(formatDate(new Date(2026, 10, 21, 15, 30))).toBe('21/11/2026');
  });
});

describe('formatMoney', () => {
  it('shows dollars with two decimals', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(-5)).toBe('-$5.00');
  });
});

describe('formatWeight', () => {
  it('shows kilograms with up to three decimals', () => {
    expect(formatWeight(12.3456)).toBe('12.346 kg');
    expect(formatWeight(2)).toBe('2 kg');
    expect(formatWeight(0.5)).toBe('0.5 kg');
  });
});
