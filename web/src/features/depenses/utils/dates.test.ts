import { describe, expect, it } from 'vitest';
import { lastExpenseDay, thisMonth, today } from '@/features/depenses/utils/dates';

describe('expense dates', () => {
  it('reads the days of the local calendar', () => {
    const evening = new Date(2026, 10, 30, 23, 30);
    expect(today(evening)).toBe('2026-11-30');
    expect(lastExpenseDay(evening)).toBe('2026-12-01');
    expect(lastExpenseDay(new Date(2026, 11, 31, 8))).toBe('2027-01-01');
  });

  it('spans the whole month, its last day included', () => {
    expect(thisMonth(new Date(2026, 10, 21))).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(thisMonth(new Date(2028, 1, 3))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(thisMonth(new Date(2026, 11, 31, 23, 59))).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});
