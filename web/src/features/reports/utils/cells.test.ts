import { afterEach, describe, expect, it } from 'vitest';
import { formatCell, isNumeric } from '@/features/reports/utils/cells';
import i18n from '@/lib/i18n';

/** Spaces as Intl writes them (no-break, narrow no-break), as ordinary ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

afterEach(async () => {
  await i18n.changeLanguage('fr');
});

describe('a report cell', () => {
  it('is written as its column kind says, in French', () => {
    expect(plain(formatCell(1234.5, 'money'))).toBe('1 234,50 $');
    expect(plain(formatCell(-20, 'money'))).toBe('-20,00 $');
    expect(plain(formatCell(1234.125, 'kg'))).toBe('1 234,125');
    expect(plain(formatCell(12345, 'count'))).toBe('12 345');
    expect(plain(formatCell(12.5, 'percent'))).toBe('12,5 %');
    expect(formatCell('2026-11-21', 'date')).toBe('21/11/2026');
    expect(formatCell('Neema Mapendo', 'text')).toBe('Neema Mapendo');
    // A phone number is text, never a number to group.
    expect(formatCell('0976200001', 'text')).toBe('0976200001');
  });

  it('is written in English when the interface is', async () => {
    await i18n.changeLanguage('en');
    expect(formatCell(1234.5, 'money')).toBe('$1,234.50');
    expect(formatCell(1234.125, 'kg')).toBe('1,234.125');
    expect(formatCell(12345, 'count')).toBe('12,345');
    expect(formatCell(12.5, 'percent')).toBe('12.5%');
    // Dates stay en-GB in both languages.
    expect(formatCell('2026-11-21', 'date')).toBe('21/11/2026');
  });

  it('says a dash for no value (a margin in % of no revenue)', () => {
    expect(formatCell(null, 'percent')).toBe('—');
    expect(formatCell(undefined, 'money')).toBe('—');
    expect(formatCell('', 'text')).toBe('—');
    // Zero is a value.
    expect(plain(formatCell(0, 'money'))).toBe('0,00 $');
  });

  it('aligns numbers, not text nor dates', () => {
    expect(['text', 'date', 'count', 'money', 'kg', 'percent'].filter((kind) => isNumeric(kind as never))).toEqual(['count', 'money', 'kg', 'percent']);
  });
});
