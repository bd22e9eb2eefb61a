import { describe, expect, it } from 'vitest';
import { lastExpenseDay, monthOf } from '@/features/depenses/utils/dates';

describe('expense dates', () => {
  it('allows an expense dated tomorrow at the latest', () => {
    const evening = new Date(2026, 10, 30, 23, 30);
    expect(lastExpenseDay(evening)).toBe('2026-12-01');
    expect(lastExpenseDay(new Date(2026, 11, 31, 8))).toBe('2027-01-01');
  });

  it("spans the branch's whole month, its last day included", () => {
    expect(monthOf('2026-11-21')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthOf('2028-02-03')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthOf('2027-02-28')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(monthOf('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});
