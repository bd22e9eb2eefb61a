import { describe, expect, it } from 'vitest';
import { lineWeight, sumKg, weightShare } from '@/features/waybills/utils/weight-share';

describe('weightShare', () => {
  it('takes all the weight with all the pieces', () => {
    expect(weightShare(3, 1, 3)).toBe(1);
    expect(weightShare(2, 3, 2)).toBe(3);
    expect(weightShare(2, 3, 5)).toBe(3);
  });

  it('rounds a part half up to the gram, as the server does', () => {
    expect(weightShare(3, 1, 1)).toBe(0.333);
    expect(weightShare(3, 1, 2)).toBe(0.667);
    expect(weightShare(2, 3, 1)).toBe(1.5);
    // 0.005 kg × 1 / 2 = 2.5 g → 3 g.
    expect(weightShare(2, 0.005, 1)).toBe(0.003);
    expect(weightShare(7, 12.5, 3)).toBe(5.357);
  });

  it('is nothing for no pieces', () => {
    expect(weightShare(3, 1, 0)).toBe(0);
    expect(weightShare(0, 0, 1)).toBe(0);
  });

  it('empties a holding exactly, one piece at a time', () => {
    let [quantity, kg, taken] = [7, 1.001, 0];
    while (quantity > 0) {
      const share = weightShare(quantity, kg, 1);
      taken = sumKg([taken, share]);
      kg = sumKg([kg, -share]);
      quantity -= 1;
    }
    expect([taken, kg]).toEqual([1.001, 0]);
  });
});

describe('lineWeight', () => {
  const line = { quantity: 1, weight: 1.5 };
  const stock = { quantity: 3, weight: 1.833 };

  it('keeps the line as it is', () => {
    expect(lineWeight(line, stock, 1)).toBe(1.5);
  });

  it('adds the share of the pieces taken from stock', () => {
    expect(lineWeight(line, stock, 2)).toBe(2.111);
    expect(lineWeight(line, stock, 4)).toBe(3.333);
  });

  it('gives back the share of the pieces returned to stock', () => {
    expect(lineWeight({ quantity: 3, weight: 1 }, { quantity: 0, weight: 0 }, 1)).toBe(0.333);
  });
});
