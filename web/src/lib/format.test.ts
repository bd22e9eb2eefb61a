import { describe, expect, it } from 'vitest';
import { formatDate, formatFlightTime, formatMoney, formatWeight, parseFlightTime } from '@/lib/format';

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

describe('flight time', () => {
  it('is typed as HHHH:MM and sent as minutes', () => {
    expect(parseFlightTime('1234:56')).toBe(1234 * 60 + 56);
    expect(parseFlightTime('0012:34')).toBe(754);
    expect(parseFlightTime(' 7:05 ')).toBe(425);
    expect(parseFlightTime('0:00')).toBe(0);
  });

  it('refuses what is not hours and minutes', () => {
    for (const text of ['', '12', '12:5', '12:60', '-1:00', '12.30', '12:30:00', 'ab:cd']) {
      expect(parseFlightTime(text)).toBeNull();
    }
  });

  it('shows minutes as HHHH:MM, and reads back what it shows', () => {
    expect(formatFlightTime(754)).toBe('0012:34');
    expect(formatFlightTime(0)).toBe('0000:00');
    expect(formatFlightTime(12345 * 60 + 6)).toBe('12345:06');
    expect(parseFlightTime(formatFlightTime(98765))).toBe(98765);
  });
});
