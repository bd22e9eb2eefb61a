import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from '@/lib/amount-in-words';

describe('numberInWords', () => {
  it.each([
    [0, 'zéro'],
    [1, 'un'],
    [10, 'dix'],
    [16, 'seize'],
    [17, 'dix-sept'],
    [19, 'dix-neuf'],
    [20, 'vingt'],
    [21, 'vingt et un'],
    [22, 'vingt-deux'],
    [31, 'trente et un'],
    [45, 'quarante-cinq'],
    [59, 'cinquante-neuf'],
    [61, 'soixante et un'],
    [70, 'soixante-dix'],
    [71, 'soixante et onze'],
    [72, 'soixante-douze'],
    [77, 'soixante-dix-sept'],
    [79, 'soixante-dix-neuf'],
    [80, 'quatre-vingts'],
    [81, 'quatre-vingt-un'],
    [88, 'quatre-vingt-huit'],
    [90, 'quatre-vingt-dix'],
    [91, 'quatre-vingt-onze'],
    [97, 'quatre-vingt-dix-sept'],
    [99, 'quatre-vingt-dix-neuf'],
  ])('writes %i below a hundred as "%s"', (value, words) => {
    expect(numberInWords(value)).toBe(words);
  });

  it.each([
    [100, 'cent'],
    [101, 'cent un'],
    [123, 'cent vingt-trois'],
    [180, 'cent quatre-vingts'],
    [200, 'deux cents'],
    [201, 'deux cent un'],
    [280, 'deux cent quatre-vingts'],
    [300, 'trois cents'],
    [321, 'trois cent vingt et un'],
    [999, 'neuf cent quatre-vingt-dix-neuf'],
  ])('writes the hundreds of %i as "%s", with "cents" only when it ends the number', (value, words) => {
    expect(numberInWords(value)).toBe(words);
  });

  it.each([
    [1000, 'mille'],
    [1001, 'mille un'],
    [1100, 'mille cent'],
    [2000, 'deux mille'],
    [21_000, 'vingt et un mille'],
    [80_000, 'quatre-vingt mille'],
    [80_080, 'quatre-vingt mille quatre-vingts'],
    [200_000, 'deux cent mille'],
    [200_200, 'deux cent mille deux cents'],
    [999_999, 'neuf cent quatre-vingt-dix-neuf mille neuf cent quatre-vingt-dix-neuf'],
  ])('keeps "mille" invariable and the number before it without s: %i', (value, words) => {
    expect(numberInWords(value)).toBe(words);
  });

  it.each([
    [1_000_000, 'un million'],
    [2_000_000, 'deux millions'],
    [80_000_000, 'quatre-vingts millions'],
    [200_000_000, 'deux cents millions'],
    [1_234_567, 'un million deux cent trente-quatre mille cinq cent soixante-sept'],
    [1_000_000_000, 'un milliard'],
    [3_000_001_000, 'trois milliards mille'],
  ])('makes "million" and "milliard" agree as nouns: %i', (value, words) => {
    expect(numberInWords(value)).toBe(words);
  });

  it('refuses what is not a whole number of 0 or more', () => {
    expect(() => numberInWords(-1)).toThrow(RangeError);
    expect(() => numberInWords(1.5)).toThrow(RangeError);
  });
});

describe('amountInWords', () => {
  it.each([
    [12345, 'Cent vingt-trois dollars et quarante-cinq cents'],
    [100, 'Un dollar'],
    [0, 'Zéro dollar'],
    [1, 'Zéro dollar et un cent'],
    [101, 'Un dollar et un cent'],
    [199, 'Un dollar et quatre-vingt-dix-neuf cents'],
    [200, 'Deux dollars'],
    [8000, 'Quatre-vingts dollars'],
    [8080, 'Quatre-vingts dollars et quatre-vingts cents'],
    [2171, 'Vingt et un dollars et soixante et onze cents'],
    [150_000, 'Mille cinq cents dollars'],
    [100_000_000, 'Un million de dollars'],
    [200_000_000, 'Deux millions de dollars'],
    [200_000_050, 'Deux millions de dollars et cinquante cents'],
    [100_000_100, 'Un million un dollars'],
    [123_456_789, 'Un million deux cent trente-quatre mille cinq cent soixante-sept dollars et quatre-vingt-neuf cents'],
  ])('writes %i cents as "%s"', (cents, words) => {
    expect(amountInWords(cents)).toBe(words);
  });

  it('refuses negative or fractional cents', () => {
    expect(() => amountInWords(-100)).toThrow(RangeError);
    expect(() => amountInWords(10.5)).toThrow(RangeError);
  });
});

describe('amountInWords in English', () => {
  it('writes dollars and cents', () => {
    expect(amountInWords(12345, 'en')).toBe('One hundred twenty-three dollars and forty-five cents');
    expect(amountInWords(100, 'en')).toBe('One dollar');
    expect(amountInWords(0, 'en')).toBe('Zero dollars');
    expect(amountInWords(101, 'en')).toBe('One dollar and one cent');
    expect(amountInWords(43602, 'en')).toBe('Four hundred thirty-six dollars and two cents');
    expect(amountInWords(200_000_000, 'en')).toBe('Two million dollars');
    expect(amountInWords(1_234_567_00, 'en')).toBe('One million two hundred thirty-four thousand five hundred sixty-seven dollars');
  });
});
