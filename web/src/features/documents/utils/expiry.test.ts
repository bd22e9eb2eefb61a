import { describe, expect, it } from 'vitest';
import { expiryOf } from '@/features/documents/utils/expiry';

describe('expiryOf', () => {
  it('has nothing to say of a document without expiry', () => {
    expect(expiryOf(null, '2026-11-21')).toEqual({ state: 'none' });
  });

  it('says a document expired once its last day is past', () => {
    expect(expiryOf('2026-11-20', '2026-11-21')).toEqual({ state: 'expired', days: -1 });
    expect(expiryOf('2025-11-21', '2026-11-21')).toEqual({ state: 'expired', days: -365 });
  });

  it('flags the 30 days before expiry, its last day included', () => {
    expect(expiryOf('2026-11-21', '2026-11-21')).toEqual({ state: 'soon', days: 0 });
    expect(expiryOf('2026-12-21', '2026-11-21')).toEqual({ state: 'soon', days: 30 });
  });

  it('leaves a document valid longer alone, across a change of summer time', () => {
    expect(expiryOf('2026-12-22', '2026-11-21')).toEqual({ state: 'valid', days: 31 });
    expect(expiryOf('2027-04-01', '2027-03-01')).toEqual({ state: 'valid', days: 31 });
  });
});
