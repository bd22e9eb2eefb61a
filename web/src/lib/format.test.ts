import { describe, expect, it } from 'vitest';
import {
  formatAgo,
  formatBytes,
  formatCompact,
  formatCount,
  formatDate,
  formatDayMonth,
  formatDecimal,
  formatDecimalInput,
  formatMoney,
  formatMonth,
  formatPercent,
  formatWeight,
  parseDecimal,
  parseTypedDate,
} from '@/lib/format';
import i18n from '@/lib/i18n';

/** Spaces as Intl writes them (no-break, narrow no-break), as ordinary ones, to compare with what is written here. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatDate', () => {
  it('shows a date without time as day/month/year, whatever the time zone', () => {
    expect(formatDate('2026-11-21')).toBe('21/11/2026');
  });

  it('shows a timestamp in en-GB form', () => {
    expect(formatDate(new Date(2026, 10, 21, 15, 30))).toBe('21/11/2026');
  });
});

describe('formatMoney', () => {
  it('shows dollars with two decimals as the French write them', () => {
    expect(plain(formatMoney(68994.3, 'fr'))).toBe('68 994,30 $');
    expect(plain(formatMoney(1234.5, 'fr'))).toBe('1 234,50 $');
    expect(plain(formatMoney(0, 'fr'))).toBe('0,00 $');
    expect(plain(formatMoney(-5, 'fr'))).toBe('-5,00 $');
    expect(plain(formatMoney(10_000_000, 'fr'))).toBe('10 000 000,00 $');
  });

  it('shows dollars with two decimals as the English write them', () => {
    expect(formatMoney(68994.3, 'en')).toBe('$68,994.30');
    expect(formatMoney(1234.5, 'en')).toBe('$1,234.50');
    expect(formatMoney(0, 'en')).toBe('$0.00');
    expect(formatMoney(-5, 'en')).toBe('-$5.00');
  });

  it('keeps the amount and its $ together on one line in French', () => {
    expect(formatMoney(1234.5, 'fr')).not.toMatch(/ /);
  });

  it('follows the interface language when none is given', async () => {
    await i18n.changeLanguage('en');
    expect(formatMoney(6.67)).toBe('$6.67');
    await i18n.changeLanguage('fr');
    expect(plain(formatMoney(6.67))).toBe('6,67 $');
  });
});

describe('formatPercent', () => {
  it('shows one decimal, and the sign of a loss', () => {
    expect(plain(formatPercent(12.5, 'fr'))).toBe('12,5 %');
    expect(plain(formatPercent(1234, 'fr'))).toBe('1 234,0 %');
    expect(plain(formatPercent(-3.2, 'fr'))).toBe('-3,2 %');
    expect(formatPercent(12.5, 'fr')).not.toMatch(/ /);
    expect(formatPercent(12.5, 'en')).toBe('12.5%');
    expect(formatPercent(-3.2, 'en')).toBe('-3.2%');
  });
});

describe('formatWeight', () => {
  it('shows kilograms with up to three decimals, in French', () => {
    expect(plain(formatWeight(12.5, 'fr'))).toBe('12,5 kg');
    expect(plain(formatWeight(12.3456, 'fr'))).toBe('12,346 kg');
    expect(plain(formatWeight(2, 'fr'))).toBe('2 kg');
    expect(plain(formatWeight(30000, 'fr'))).toBe('30 000 kg');
  });

  it('shows kilograms with up to three decimals, in English', () => {
    expect(plain(formatWeight(12.5, 'en'))).toBe('12.5 kg');
    expect(plain(formatWeight(12.3456, 'en'))).toBe('12.346 kg');
    expect(plain(formatWeight(0.5, 'en'))).toBe('0.5 kg');
    expect(plain(formatWeight(30000, 'en'))).toBe('30,000 kg');
  });
});

describe('formatCount', () => {
  it('groups thousands in the interface language', () => {
    expect(plain(formatCount(10000, 'fr'))).toBe('10 000');
    expect(formatCount(10000, 'en')).toBe('10,000');
    expect(formatCount(7, 'fr')).toBe('7');
  });
});

describe('formatDecimal', () => {
  it('writes any number with up to three decimals in the interface language', () => {
    expect(plain(formatDecimal(1234.5, 'fr'))).toBe('1 234,5');
    expect(formatDecimal(1234.5, 'en')).toBe('1,234.5');
  });
});

describe('parseDecimal', () => {
  it('reads a decimal comma or point', () => {
    expect(parseDecimal('12,5')).toBe(12.5);
    expect(parseDecimal('12.5')).toBe(12.5);
    expect(parseDecimal('0,125')).toBe(0.125);
    expect(parseDecimal(',5')).toBe(0.5);
    expect(parseDecimal('12,')).toBe(12);
    expect(parseDecimal('7')).toBe(7);
    expect(parseDecimal(' 42 ')).toBe(42);
  });

  it('reads thousands separated by spaces, no-break spaces or narrow no-break spaces', () => {
    expect(parseDecimal('1 234,50')).toBe(1234.5);
    expect(parseDecimal('1\u00a0234,50')).toBe(1234.5);
    expect(parseDecimal('1\u202f234,50')).toBe(1234.5);
    expect(parseDecimal('10 000 000')).toBe(10_000_000);
    // What formatMoney and formatWeight write reads back, without its unit.
    expect(parseDecimal(formatMoney(68994.3, 'fr').replace('$', ''))).toBe(68994.3);
  });

  it('reads thousands separated by the other sign than the decimal one', () => {
    expect(parseDecimal('1.234,50')).toBe(1234.5);
    expect(parseDecimal('1,234.50')).toBe(1234.5);
    expect(parseDecimal('1.234.567')).toBe(1234567);
    expect(parseDecimal('1,234,567.5')).toBe(1234567.5);
  });

  it('refuses what is not a non-negative decimal', () => {
    for (const text of ['', ' ', ',', 'abc', '12a', '-5', '1,2,3', '12,5.3.1', '1.23,4.5', '12.34.5', '1e3', '+4', '12 kg']) {
      expect(parseDecimal(text), text).toBeNull();
    }
  });
});

describe('formatDecimalInput', () => {
  it('writes a number as an input shows it, without thousands separators', () => {
    expect(formatDecimalInput(12.5, 'fr')).toBe('12,5');
    expect(formatDecimalInput(1234.5, 'fr')).toBe('1234,5');
    expect(formatDecimalInput(12.5, 'en')).toBe('12.5');
    expect(formatDecimalInput(3.1, 'fr', 2)).toBe('3,10');
    expect(formatDecimalInput(3.1, 'en', 2)).toBe('3.10');
    // Too many decimals for the field stay as typed, for its check to refuse, not rounded away.
    expect(formatDecimalInput(12.505, 'fr', 2)).toBe('12,505');
    expect(formatDecimalInput(null, 'fr')).toBe('');
    expect(parseDecimal(formatDecimalInput(0.125, 'fr'))).toBe(0.125);
  });
});

describe('chart labels', () => {
  it('shorten large numbers for an axis in either language', () => {
    expect(plain(formatCompact(1234, 'fr'))).toBe('1,2 k');
    expect(formatCompact(1234, 'en')).toBe('1.2K');
    expect(formatCompact(950, 'en')).toBe('950');
  });

  it('name a month and a day of a bucket', () => {
    expect(formatMonth('2026-11-01', {}, 'fr')).toBe('nov. 2026');
    expect(formatMonth('2026-11-01', { long: true }, 'fr')).toBe('novembre 2026');
    expect(formatMonth('2026-11-01', {}, 'en')).toBe('Nov 2026');
    expect(formatDayMonth('2026-11-21')).toBe('21/11');
  });
});

describe('parseTypedDate', () => {
  it('reads DD/MM/YYYY and refuses what is not a date', () => {
    expect(parseTypedDate('1/2/2027')).toBe('2027-02-01');
    expect(parseTypedDate('31/02/2027')).toBeNull();
    expect(parseTypedDate('2027-02-01')).toBeNull();
  });
});

describe('formatBytes', () => {
  it('writes sizes in steps of 1 000 with the French units and comma', () => {
    expect(plain(formatBytes(850, 'fr'))).toBe('850 o');
    expect(plain(formatBytes(12_400_000, 'fr'))).toBe('12,4 Mo');
    expect(plain(formatBytes(1_234_567_890, 'fr'))).toBe('1,2 Go');
    expect(plain(formatBytes(12_400_000, 'en'))).toBe('12.4 MB');
  });
});

describe('formatAgo', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  it('says how long ago in words', () => {
    expect(formatAgo('2026-11-27T11:48:00Z', now, 'fr')).toBe('il y a 12 minutes');
    expect(formatAgo('2026-11-27T09:00:00Z', now, 'fr')).toBe('il y a 3 heures');
    expect(formatAgo('2026-11-26T10:00:00Z', now, 'fr')).toBe('hier');
    expect(formatAgo('2026-11-27T11:48:00Z', now, 'en')).toBe('12 minutes ago');
  });
});
