import { describe, expect, it } from 'vitest';
import { availableLine, line } from '@/features/manifests/testing';
import { gramsOf, matchesLine, maxPieces, mergeChoices, newChoices, sumLines } from '@/features/manifests/utils/lines';

describe('manifest lines', () => {
  it('offers each waybill line once: what the manifest holds of it plus what is left on its waybill', () => {
    const held = [line(1, 'EXP-000001-1', { quantity: 2, weight: 3 })];
    const choices = mergeChoices(held, [availableLine(101, 'EXP-000001-1', 1, 1.5), availableLine(60, 'EXP-000020-1', 2, 8)]);
    expect(choices.map((choice) => [choice.id, choice.heldPieces, choice.availablePieces, maxPieces(choice)])).toEqual([
      [101, 2, 1, 3],
      [60, 0, 2, 2],
    ]);
    expect(newChoices(choices, [availableLine(60, 'EXP-000020-1', 2, 8), availableLine(61, 'EXP-000021-1', 1, 1)]).map((c) => c.id)).toEqual([61]);
  });

  it('weighs pieces as the server moves them: all the weight for all the pieces, else in proportion, half up', () => {
    const [choice] = mergeChoices([], [availableLine(1, 'EXP-000001-1', 3, 0.001)]);
    expect(gramsOf(choice, 3)).toBe(1);
    // 1 g × 1/3 → 0.33 g → 0; 1 g × 2/3 → 0.67 g → 1.
    expect(gramsOf(choice, 1)).toBe(0);
    expect(gramsOf(choice, 2)).toBe(1);
    const [half] = mergeChoices([], [availableLine(2, 'EXP-000002-1', 2, 0.003)]);
    expect(gramsOf(half, 1)).toBe(2);
    expect(gramsOf(half, 0)).toBe(0);
  });

  it('adds weights in grams, without float drift', () => {
    const lines = [line(1, 'A', { quantity: 1, weight: 0.1 }), line(2, 'B', { quantity: 2, weight: 0.2 })];
    expect(sumLines(lines)).toEqual({ pieces: 3, grams: 300 });
  });

  it("matches a parcel reference or a recipient's name, whatever the case", () => {
    const parcel = line(1, 'EXP-000001-1', { recipient: 'Neema Uwimana' });
    expect(matchesLine(parcel, 'exp-000001')).toBe(true);
    expect(matchesLine(parcel, 'UWIMANA')).toBe(true);
    expect(matchesLine(parcel, 'Kabila')).toBe(false);
    expect(matchesLine(parcel, '  ')).toBe(true);
  });
});
