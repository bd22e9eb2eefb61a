import { describe, expect, it } from 'vitest';
import {
  debt,
  lineAmount,
  paidAtRegistration,
  priceLines,
  readCash,
  toCents,
  toGrams,
  toPieces,
} from '@/features/expeditions/utils/pricing';

// The same cases as the server's `domain/units.rs` and `domain/freight.rs`: the form shows the
// totals the server will record.
describe('amounts and weights typed in the form', () => {
  it('reads dollars as exact cents, at most 2 decimals', () => {
    expect(toCents('12')).toBe(1200);
    expect(toCents('12.5')).toBe(1250);
    expect(toCents('12.05')).toBe(1205);
    expect(toCents('0.1')).toBe(10);
    expect(toCents('.5')).toBe(50);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.3)).toBe(30);
    expect(toCents('12.345')).toBeNull();
    expect(toCents('-1')).toBeNull();
    expect(toCents('1e3')).toBeNull();
    expect(toCents('')).toBeNull();
    expect(toCents('.')).toBeNull();
  });

  it('reads kilograms as exact grams, at most 3 decimals', () => {
    expect(toGrams('2.5')).toBe(2500);
    expect(toGrams(0.001)).toBe(1);
    expect(toGrams('0.0005')).toBeNull();
    expect(toGrams(17.5)).toBe(17500);
  });

  it('reads pieces as whole numbers', () => {
    expect(toPieces(3)).toBe(3);
    expect(toPieces('12')).toBe(12);
    expect(toPieces('1.5')).toBeNull();
    expect(toPieces('')).toBeNull();
  });
});

describe('line amounts', () => {
  it('prices per kg and rounds once per line, half up', () => {
    // $3.50/kg × 2 pieces × 1.5 kg = $10.50
    expect(lineAmount(350, 2, 1500)).toBe(1050);
    // $1.99/kg × 1 × 0.333 kg = 66.267 cents → 66
    expect(lineAmount(199, 1, 333)).toBe(66);
    // $0.10/kg × 0.005 kg = 0.05 cent → 0; $1/kg × 0.005 kg = 0.5 cent → 1
    expect(lineAmount(10, 1, 5)).toBe(0);
    expect(lineAmount(100, 1, 5)).toBe(1);
    expect(lineAmount(100, 1, 4)).toBe(0);
  });

  it('stays exact beyond what a float holds', () => {
    // $99,999.99/kg × 999 pieces × 99,999.999 kg = 998,999,890,110,000.999 cents: the product
    // passes 2^53 on the way, and the 0.999 cent still rounds up.
    expect(lineAmount(9_999_999, 999, 99_999_999)).toBe(998_999_890_110_001);
  });

  it("is the server's for the demo's expedition EXP-000300", () => {
    // Bujumbura - Goma at $1.80/kg: 1 × 13 kg = $23.40 and 7 × 17.5 kg = $220.50.
    const totals = priceLines(180, [
      { quantity: 1, weight: 13 },
      { quantity: 7, weight: '17.5' },
    ]);
    expect(totals.lines.map((line) => line.cents)).toEqual([2340, 22050]);
    expect(totals).toMatchObject({ pieces: 8, grams: 135_500, cents: 24_390 });
  });
});

describe('expedition totals', () => {
  it('sums pieces, weights and amounts, a hand-set amount replacing the computed one', () => {
    const totals = priceLines(250, [
      { quantity: 2, weight: 1.5, price: '' },
      { quantity: 3, weight: '0.333', price: '4' },
    ]);
    expect(totals.lines).toEqual([
      { pieces: 2, grams: 3000, cents: 750, manual: false },
      { pieces: 3, grams: 999, cents: 400, manual: true },
    ]);
    expect(totals).toMatchObject({ pieces: 5, grams: 3999, cents: 1150 });
  });

  it('leaves out what cannot be computed yet: no route, no weight', () => {
    expect(priceLines(null, [{ quantity: 2, weight: 1 }])).toMatchObject({ pieces: 2, grams: 2000, cents: 0 });
    const totals = priceLines(250, [{ quantity: 2, weight: '' }, { quantity: '', weight: 4 }]);
    expect(totals.lines.map((line) => line.cents)).toEqual([null, null]);
    expect(totals).toMatchObject({ pieces: 2, grams: 0, cents: 0 });
  });

  it('equals, for random lines, the sum of the lines rounded one by one', () => {
    let seed = 7;
    const below = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    for (let run = 0; run < 500; run += 1) {
      const centsPerKg = 1 + below(10_000);
      const lines = Array.from({ length: 1 + below(8) }, () => ({ quantity: 1 + below(50), grams: 1 + below(80_000) }));
      const totals = priceLines(
        centsPerKg,
        lines.map(({ quantity, grams }) => ({ quantity, weight: (grams / 1000).toFixed(3) })),
      );
      const exact = lines.map(({ quantity, grams }) => Math.floor((centsPerKg * quantity * grams + 500) / 1000));
      expect(totals.cents).toBe(exact.reduce((a, b) => a + b, 0));
      expect(totals.grams).toBe(lines.reduce((sum, { quantity, grams }) => sum + quantity * grams, 0));
    }
  });
});

describe('cash at registration', () => {
  it('is paid in full when empty, on credit at 0, refused above the price', () => {
    expect(paidAtRegistration(readCash(''), 5000)).toBe(5000);
    expect(paidAtRegistration(readCash('-1'), 5000)).toBe(5000);
    expect(paidAtRegistration(readCash(0), 5000)).toBe(0);
    expect(paidAtRegistration(readCash('20'), 5000)).toBe(2000);
    expect(paidAtRegistration(readCash(50), 5000)).toBe(5000);
    expect(paidAtRegistration(readCash('50.01'), 5000)).toBeNull();
    expect(readCash('12.345')).toEqual({ kind: 'invalid' });
    expect(readCash('-5')).toEqual({ kind: 'invalid' });
  });

  it('leaves a debt of the price less what was paid, never negative', () => {
    expect(debt(5000, 2000)).toBe(3000);
    expect(debt(5000, 5000)).toBe(0);
    expect(debt(5000, 6000)).toBe(0);
  });
});
