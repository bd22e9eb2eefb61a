/**
 * Weights as the server moves them (DESIGN §3): in whole grams, a share of `quantity` pieces out of
 * a holding of `heldQuantity` pieces weighing `heldKg` takes all the weight when it takes all the
 * pieces, else weight × quantity / pieces rounded half up to the gram.
 */

const toGrams = (kg: number) => Math.round(kg * 1000);

/** The kg that `quantity` pieces take out of a holding of `heldQuantity` pieces weighing `heldKg`. */
export function weightShare(heldQuantity: number, heldKg: number, quantity: number): number {
  if (quantity <= 0 || heldQuantity <= 0) return 0;
  if (quantity >= heldQuantity) return heldKg;
  const grams = toGrams(heldKg);
  // Half up on integers: floor((2·g·q + Q) / 2Q).
  return Math.floor((2 * grams * quantity + heldQuantity) / (2 * heldQuantity)) / 1000;
}

/** Pieces and kg held somewhere: in stock, or on a line of the waybill being edited. */
export interface Held {
  quantity: number;
  weight: number;
}

/**
 * What a waybill line weighs once it holds `quantity` pieces of a parcel, when it held `line` and
 * the parcel has `stock` left: more pieces come from stock with their share, fewer go back with
 * the line's share (the server's edit moves only the difference).
 */
export function lineWeight(line: Held, stock: Held, quantity: number): number {
  if (quantity === line.quantity) return line.weight;
  const grams =
    quantity > line.quantity
      ? toGrams(line.weight) + toGrams(weightShare(stock.quantity, stock.weight, quantity - line.quantity))
      : toGrams(line.weight) - toGrams(weightShare(line.quantity, line.weight, line.quantity - quantity));
  return grams / 1000;
}

/** The sum of weights in kg, added in grams so that no float error shows. */
export function sumKg(weights: readonly number[]): number {
  return weights.reduce((grams, kg) => grams + toGrams(kg), 0) / 1000;
}
