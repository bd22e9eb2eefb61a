import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { granularityOf, periodProblem, presetPeriod, readPeriod, writePeriod } from '@/lib/periods';

// Thursday 15 January 2026, at the branch.
const thursday = '2026-01-15';

describe('period presets', () => {
  it('give today, and the week from Monday to today', () => {
    expect(presetPeriod('today', thursday)).toEqual({ from: '2026-01-15', to: '2026-01-15' });
    expect(presetPeriod('thisWeek', thursday)).toEqual({ from: '2026-01-12', to: '2026-01-15' });
  });

  it('start a week on Monday, a Sunday being its last day', () => {
    expect(presetPeriod('thisWeek', '2026-01-12')).toEqual({ from: '2026-01-12', to: '2026-01-12' });
    expect(presetPeriod('thisWeek', '2026-01-18')).toEqual({ from: '2026-01-12', to: '2026-01-18' });
    // Across a year's end.
    expect(presetPeriod('thisWeek', '2026-01-02')).toEqual({ from: '2025-12-29', to: '2026-01-02' });
  });

  it('give this month and this year up to today', () => {
    expect(presetPeriod('thisMonth', thursday)).toEqual({ from: '2026-01-01', to: '2026-01-15' });
    expect(presetPeriod('thisYear', '2026-11-24')).toEqual({ from: '2026-01-01', to: '2026-11-24' });
  });

  it('give the whole of last month, across a year and in a leap year', () => {
    expect(presetPeriod('lastMonth', thursday)).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetPeriod('lastMonth', '2028-03-31')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(presetPeriod('lastMonth', '2026-11-30')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
  });
});

describe('period presets, whatever the time zone of the browser', () => {
  // The browser's clock at 22:00 on Friday 20 November 2026, where the branch is already on Saturday 21.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 20, 22));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("count from the branch's day, not the browser's", () => {
    expect(presetPeriod('today', '2026-11-21')).toEqual({ from: '2026-11-21', to: '2026-11-21' });
    expect(presetPeriod('thisWeek', '2026-11-21')).toEqual({ from: '2026-11-16', to: '2026-11-21' });
    expect(readPeriod(new URLSearchParams('period=today'), 'thisMonth', '2026-11-21').period).toEqual({ from: '2026-11-21', to: '2026-11-21' });
    // The branch's Sunday 1 November ends October's week and starts its own month.
    expect(presetPeriod('thisWeek', '2026-11-01')).toEqual({ from: '2026-10-26', to: '2026-11-01' });
    expect(presetPeriod('thisMonth', '2026-12-01')).toEqual({ from: '2026-12-01', to: '2026-12-01' });
    expect(presetPeriod('lastMonth', '2026-12-01')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(presetPeriod('thisYear', '2027-01-01')).toEqual({ from: '2027-01-01', to: '2027-01-01' });
  });

  it('read the day in no time zone, where the browser is behind UTC', () => {
    // `new Date('2026-11-01')` is midnight UTC: in Lima still 31 October, which would give October.
    vi.stubEnv('TZ', 'America/Lima');
    try {
      expect(new Date(2026, 10, 1).getTimezoneOffset()).toBe(300);
      expect(presetPeriod('thisMonth', '2026-11-01')).toEqual({ from: '2026-11-01', to: '2026-11-01' });
      expect(presetPeriod('lastMonth', '2026-11-01')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
      expect(presetPeriod('thisWeek', '2026-11-02')).toEqual({ from: '2026-11-02', to: '2026-11-02' });
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('a period typed by hand', () => {
  it('is refused when a day is missing, when it ends before it starts, or beyond five years', () => {
    expect(periodProblem(null, '2026-01-01')).toBe('missing');
    expect(periodProblem('2026-02-30', '2026-03-01')).toBe('missing');
    expect(periodProblem('2026-02-01', '2026-01-31')).toBe('reversed');
    expect(periodProblem('2021-01-01', '2025-12-31')).toBeNull();
    expect(periodProblem('2021-01-01', '2026-01-02')).toBe('tooLong');
  });
});

describe('the period in the URL', () => {
  it('reads a preset by name, or falls back', () => {
    expect(readPeriod(new URLSearchParams('period=lastMonth'), 'thisMonth', thursday)).toEqual({
      choice: 'lastMonth',
      from: null,
      to: null,
      period: { from: '2025-12-01', to: '2025-12-31' },
    });
    expect(readPeriod(new URLSearchParams('period=nonsense'), 'thisMonth', thursday).period).toEqual({ from: '2026-01-01', to: '2026-01-15' });
  });

  it('reads a custom period from its days, and none while they are not a period', () => {
    expect(readPeriod(new URLSearchParams('from=2025-11-01&to=2025-11-30'), 'today', thursday)).toEqual({
      choice: 'custom',
      from: '2025-11-01',
      to: '2025-11-30',
      period: { from: '2025-11-01', to: '2025-11-30' },
    });
    expect(readPeriod(new URLSearchParams('period=custom&from=2025-11-30&to=2025-11-01'), 'today', thursday).period).toBeNull();
    expect(readPeriod(new URLSearchParams('period=custom&from=2025-11-01'), 'today', thursday)).toMatchObject({ to: null, period: null });
  });

  it('writes a preset by name and a custom period by its days, keeping the other parameters', () => {
    const params = new URLSearchParams('tab=revenue&from=2025-01-01&to=2025-01-31&brancheId=2');
    expect(writePeriod(params, 'thisYear').toString()).toBe('tab=revenue&brancheId=2&period=thisYear');
    expect(writePeriod(params, 'custom', { from: '2025-02-01', to: null }).toString()).toBe('tab=revenue&brancheId=2&period=custom&from=2025-02-01');
  });
});

describe('the granularity of a series', () => {
  it('is the day up to 62 days, the week up to 190, else the month', () => {
    expect(granularityOf({ from: '2026-01-01', to: '2026-03-03' })).toBe('day');
    expect(granularityOf({ from: '2026-01-01', to: '2026-03-04' })).toBe('week');
    expect(granularityOf({ from: '2026-01-01', to: '2026-07-09' })).toBe('week');
    expect(granularityOf({ from: '2026-01-01', to: '2026-07-10' })).toBe('month');
  });
});
