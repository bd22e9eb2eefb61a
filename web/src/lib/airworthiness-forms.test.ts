import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { baselineShape, baselineValues, checkBaseline, formBody, optionalLimit, pastDay } from '@/lib/airworthiness-forms';

describe('formBody', () => {
  it('is JSON without a file, nulls included', () => {
    expect(formBody({ date: '2026-11-20', crs: 'CRS-1', minutes: null }, { file: null })).toEqual({ date: '2026-11-20', crs: 'CRS-1', minutes: null });
  });

  it('is multipart with a file, nulls left out', () => {
    const file = new File(['%PDF'], 'crs.pdf', { type: 'application/pdf' });
    const body = formBody({ date: '2026-11-20', minutes: 105, cycles: null }, { file });
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('date')).toBe('2026-11-20');
    expect(form.get('minutes')).toBe('105');
    expect(form.has('cycles')).toBe(false);
    expect(form.get('file')).toBe(file);
  });
});

describe('the baseline of counters', () => {
  const schema = z.object(baselineShape('2026-11-25')).superRefine(checkBaseline);

  it('reads flight times typed HHHH:MM, grouped or not, into minutes', () => {
    expect(schema.parse({ baseDate: '2025-11-01', ttsn: '2 090:03', ttso: '140:03', tcsn: 9410, tcso: 610 })).toEqual({
      baseDate: '2025-11-01',
      ttsn: 125_403,
      ttso: 8403,
      tcsn: 9410,
      tcso: 610,
    });
  });

  it('keeps within a million hours and ten million cycles, and TSO within TSN', () => {
    const issues = (values: object) => schema.safeParse(values).error?.issues.map((issue) => issue.path.join('.')) ?? [];
    expect(issues({ baseDate: '2025-11-01', ttsn: '1000000:01', ttso: '0:00', tcsn: 10_000_001, tcso: 0 })).toEqual(['ttsn', 'tcsn']);
    expect(issues({ baseDate: '2025-11-01', ttsn: '10:00', ttso: '10:01', tcsn: 5, tcso: 6 })).toEqual(['ttso', 'tcso']);
  });

  it('starts a new item today, and an existing one from its own baseline', () => {
    expect(baselineValues(null, '2026-11-25')).toEqual({ baseDate: '2026-11-25', ttsn: '', ttso: '', tcsn: '', tcso: '' });
    expect(
      baselineValues({ baseDate: '2025-11-01', baseTtsn: 125_403, baseTtso: 60, baseTcsn: 9410, baseTcso: 0, ttsn: 0, ttso: 0, tcsn: 0, tcso: 0, overhauledOn: null }, '2026-11-25'),
    ).toEqual({ baseDate: '2025-11-01', ttsn: '2090:03', ttso: '1:00', tcsn: 9410, tcso: 0 });
  });
});

describe('days and limits', () => {
  it("refuses a day after the branch's today, whatever the browser's calendar says", () => {
    // The branch's day, not the browser's: a day the browser already calls today may still be tomorrow there.
    expect(pastDay('2026-11-25').safeParse('2026-11-25').success).toBe(true);
    expect(pastDay('2026-11-25').safeParse('2026-11-24').success).toBe(true);
    expect(pastDay('2026-11-25').safeParse('2026-11-26').success).toBe(false);
    expect(pastDay('2026-11-25').safeParse(null).success).toBe(false);
  });

  it('sends an empty limit as null', () => {
    expect(optionalLimit(100).parse('')).toBeNull();
    expect(optionalLimit(100).parse(100)).toBe(100);
    expect(optionalLimit(100).safeParse(101).success).toBe(false);
  });
});
