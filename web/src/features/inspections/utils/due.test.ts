import { describe, expect, it } from 'vitest';
import { dueStatus } from '@/features/inspections/utils/due';

const done = { dateInspection: '2026-10-02', timeAvantRevision: null, cycleAvant: null, dayAvant: null };

describe('dueStatus', () => {
  it('says an item never performed has nothing to count from', () => {
    expect(dueStatus({ ...done, dateInspection: null, dayAvant: 12 })).toBe('never');
  });

  it('is past due as soon as one interval is', () => {
    expect(dueStatus({ ...done, timeAvantRevision: 600 * 60, dayAvant: -1 })).toBe('overdue');
    expect(dueStatus({ ...done, cycleAvant: -3 })).toBe('overdue');
  });

  it('is due soon within 50 hours, 50 cycles or 30 days', () => {
    expect(dueStatus({ ...done, timeAvantRevision: 50 * 60, dayAvant: 200 })).toBe('soon');
    expect(dueStatus({ ...done, cycleAvant: 50 })).toBe('soon');
    expect(dueStatus({ ...done, dayAvant: 30 })).toBe('soon');
    expect(dueStatus({ ...done, dayAvant: 0 })).toBe('soon');
  });

  it('is fine beyond every threshold', () => {
    expect(dueStatus({ ...done, timeAvantRevision: 50 * 60 + 1, cycleAvant: 51, dayAvant: 31 })).toBe('ok');
  });
});
