import { describe, expect, it } from 'vitest';
import { onlyLeft, optionalWholeNumber, readWhole, wholeNumber, wholeProblem, wholeValueOf } from '@/lib/whole-number';

describe('whole numbers as typed', () => {
  it('reads whole numbers, grouped by spaces or not, and tells a decimal, a sign or a word from them', () => {
    expect(readWhole('12')).toEqual({ kind: 'number', value: 12 });
    expect(readWhole(' 1 000 ')).toEqual({ kind: 'number', value: 1000 });
    expect(readWhole('9\u202f410')).toEqual({ kind: 'number', value: 9410 });
    expect(readWhole(7)).toEqual({ kind: 'number', value: 7 });
    expect(readWhole('')).toEqual({ kind: 'empty' });
    expect(readWhole('  ')).toEqual({ kind: 'empty' });
    expect(readWhole('2,5')).toEqual({ kind: 'decimal' });
    expect(readWhole('2.5')).toEqual({ kind: 'decimal' });
    expect(readWhole('3,')).toEqual({ kind: 'decimal' });
    expect(readWhole(2.5)).toEqual({ kind: 'decimal' });
    expect(readWhole('-3')).toEqual({ kind: 'negative' });
    expect(readWhole('−3')).toEqual({ kind: 'negative' });
    expect(readWhole(-3)).toEqual({ kind: 'negative' });
    expect(readWhole('abc')).toEqual({ kind: 'text' });
    expect(readWhole('1-2')).toEqual({ kind: 'text' });
    expect(readWhole(',')).toEqual({ kind: 'text' });
  });

  it('gives the number for a whole number and the text as typed for anything else (never 25 for 2,5)', () => {
    expect(wholeValueOf('25')).toBe(25);
    expect(wholeValueOf('2,5')).toBe('2,5');
    expect(wholeValueOf('-3')).toBe('-3');
    expect(wholeValueOf('')).toBe('');
  });

  it('refuses decimals, negatives, 0 where one is needed and more than the bound, each with its own words', () => {
    const rule = { min: 1, max: 10_000, required: () => 'Saisissez la quantité.' };
    expect(wholeProblem('', rule)).toBe('Saisissez la quantité.');
    expect(wholeProblem('2,5', rule)).toBe('Saisissez un nombre entier, sans virgule.');
    expect(wholeProblem('-3', rule)).toBe('Pas de nombre négatif.');
    expect(wholeProblem('0', rule)).toBe('Au moins 1.');
    expect(wholeProblem(0, rule)).toBe('Au moins 1.');
    expect(wholeProblem('10001', rule)).toMatch(/^Au plus 10\s000\.$/);
    expect(wholeProblem('douze', rule)).toBe('Saisissez un nombre entier, par exemple 12.');
    expect(wholeProblem(12, rule)).toBeNull();
    expect(wholeProblem('', { min: 0, max: 5 })).toBeNull();
    expect(wholeProblem(0, { min: 0, max: 5 })).toBeNull();
  });

  it('says how much is left of a stock', () => {
    expect(wholeProblem(12, { min: 1, max: 10, tooMany: () => onlyLeft(10) })).toBe("Il n'en reste que 10.");
    expect(onlyLeft(1)).toBe("Il n'en reste qu'une.");
  });

  it('parses into numbers, and into null when an optional field is left empty', () => {
    expect(wholeNumber({ min: 1, max: 50 }).parse('12')).toBe(12);
    expect(wholeNumber({ min: 1, max: 50 }).safeParse('').error?.issues[0].message).toBe('Saisissez un nombre.');
    expect(wholeNumber({ min: 1, max: 50 }).safeParse('2.5').success).toBe(false);
    expect(optionalWholeNumber({ min: 0, max: 50 }).parse('')).toBeNull();
    expect(optionalWholeNumber({ min: 0, max: 50 }).parse(0)).toBe(0);
    expect(optionalWholeNumber({ min: 0, max: 50 }).safeParse('-1').success).toBe(false);
  });
});
