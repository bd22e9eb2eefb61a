import { describe, expect, it } from 'vitest';
import { flightBounds, flightTimeInput, formatFlightTime, parseEntryTime, parseFlightTime } from '@/lib/flight-time';

/** Spaces as Intl writes them (no-break, narrow no-break), as ordinary ones, to compare with what is written here. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatFlightTime', () => {
  it('shows minutes as hours grouped in the language, then two-digit minutes', () => {
    expect(plain(formatFlightTime(125_403, 'fr'))).toBe('2 090:03');
    expect(formatFlightTime(125_403, 'en')).toBe('2,090:03');
    expect(formatFlightTime(105, 'fr')).toBe('1:45');
    expect(formatFlightTime(0, 'en')).toBe('0:00');
    expect(formatFlightTime(59, 'en')).toBe('0:59');
  });

  it('keeps the sign of what is past a limit', () => {
    expect(formatFlightTime(-750, 'en')).toBe('-12:30');
    expect(formatFlightTime(-5, 'fr')).toBe('-0:05');
  });

  it('never splits a French counter across lines', () => {
    expect(formatFlightTime(60_000_000, 'fr')).toBe('1\u202f000\u202f000:00');
  });

  it('reads back what it shows, in either language', () => {
    for (const minutes of [0, 1, 754, 125_403, flightBounds.baselineMinutesMax]) {
      expect(parseFlightTime(formatFlightTime(minutes, 'fr'))).toBe(minutes);
      expect(parseFlightTime(formatFlightTime(minutes, 'en'))).toBe(minutes);
      expect(parseFlightTime(flightTimeInput(minutes))).toBe(minutes);
    }
  });
});

describe('flightTimeInput', () => {
  it('writes minutes without grouping, as an input holds them', () => {
    expect(flightTimeInput(125_403)).toBe('2090:03');
    expect(flightTimeInput(0)).toBe('0:00');
  });
});

describe('parseFlightTime', () => {
  it('reads hours and minutes, however many hour digits', () => {
    expect(parseFlightTime('1234:56')).toBe(1234 * 60 + 56);
    expect(parseFlightTime('0012:34')).toBe(754);
    expect(parseFlightTime(' 7:05 ')).toBe(425);
    expect(parseFlightTime('0:00')).toBe(0);
    expect(parseFlightTime('1000000:00')).toBe(flightBounds.baselineMinutesMax);
  });

  it('reads hours grouped by spaces, commas or points', () => {
    expect(parseFlightTime('2 090:03')).toBe(125_403);
    expect(parseFlightTime('2\u202f090:03')).toBe(125_403);
    expect(parseFlightTime('2,090:03')).toBe(125_403);
    expect(parseFlightTime('1.000.000:00')).toBe(60_000_000);
  });

  it('refuses what is not hours and minutes', () => {
    for (const text of ['', '12', '12:5', '12:60', '-1:00', '12.30', '12:30:00', 'ab:cd', '2,09:03', ':30', '1h45']) {
      expect(parseFlightTime(text)).toBeNull();
    }
  });
});

describe('parseEntryTime', () => {
  it('reads H:MM and HH:MM', () => {
    expect(parseEntryTime('1:45')).toEqual({ minutes: 105 });
    expect(parseEntryTime('01:45')).toEqual({ minutes: 105 });
    expect(parseEntryTime(' 12:05 ')).toEqual({ minutes: 725 });
    expect(parseEntryTime('0:01')).toEqual({ minutes: flightBounds.entryMinutesMin });
    expect(parseEntryTime('24:00')).toEqual({ minutes: flightBounds.entryMinutesMax });
  });

  it('guesses no other way of writing it', () => {
    for (const text of ['105', '1,75', '1.75', '1h45', '1:5', '1:60', '123:00', '', '-1:00']) {
      expect(parseEntryTime(text)).toEqual({ problem: 'format' });
    }
  });

  it('keeps an entry between a minute and 24 hours', () => {
    expect(parseEntryTime('0:00')).toEqual({ problem: 'range' });
    expect(parseEntryTime('24:01')).toEqual({ problem: 'range' });
    expect(parseEntryTime('99:59')).toEqual({ problem: 'range' });
  });
});
