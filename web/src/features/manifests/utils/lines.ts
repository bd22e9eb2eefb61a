import type { AvailableLine } from '@/features/manifests/api/get-available-lines';
import type { ManifestLine } from '@/features/manifests/api/get-manifest';

/** Kilograms (at most 3 decimals, as the API sends them) as whole grams, to add without float drift. */
export function toGrams(kg: number): number {
  return Math.round(kg * 1000);
}

export function gramsToKg(grams: number): number {
  return grams / 1000;
}

/**
 * A waybill line the manifest form offers: what this manifest holds of it already (when editing)
 * and what is still on its waybill. The manifest may carry up to both.
 */
export interface LineChoice {
  /** The waybill line's id, what the API calls `waybilldetails[].id`. */
  id: number;
  ref_packag: string;
  ref_waybill: string;
  ref_expedition: string;
  route: string;
  recipient: string;
  heldPieces: number;
  heldGrams: number;
  availablePieces: number;
  availableGrams: number;
}

export function maxPieces(choice: Pick<LineChoice, 'heldPieces' | 'availablePieces'>): number {
  return choice.heldPieces + choice.availablePieces;
}

/**
 * The grams `pieces` of a line weigh, as the server moves weight with quantity: all of it for all
 * the pieces, else in proportion, rounded half up to the gram.
 */
export function gramsOf(choice: LineChoice, pieces: number): number {
  const max = maxPieces(choice);
  const grams = choice.heldGrams + choice.availableGrams;
  if (max <= 0 || pieces <= 0) return 0;
  if (pieces >= max) return grams;
  return Math.floor((2 * grams * pieces + max) / (2 * max));
}

function fromAvailable(line: AvailableLine): LineChoice {
  return {
    id: line.id,
    ref_packag: line.packag.ref_packag,
    ref_waybill: line.ref_waybill,
    ref_expedition: line.expedition.ref_expedition,
    route: line.packag.route,
    recipient: line.packag.recipient.name,
    heldPieces: 0,
    heldGrams: 0,
    availablePieces: line.quantityRestant,
    availableGrams: toGrams(line.weightRestant),
  };
}

function fromManifest(line: ManifestLine): LineChoice {
  return {
    id: line.waybilldetailId,
    ref_packag: line.packag.ref_packag,
    ref_waybill: line.ref_waybill,
    ref_expedition: line.expedition.ref_expedition,
    route: line.packag.route,
    recipient: line.packag.recipient.name,
    heldPieces: line.quantity,
    heldGrams: toGrams(line.weight),
    availablePieces: 0,
    availableGrams: 0,
  };
}

/**
 * The lines the form starts with: those the manifest carries (with what is left of them on their
 * waybill), then the other available ones, each once.
 */
export function mergeChoices(held: readonly ManifestLine[], available: readonly AvailableLine[]): LineChoice[] {
  const choices = new Map<number, LineChoice>();
  for (const line of held) {
    const known = choices.get(line.waybilldetailId);
    const choice = fromManifest(line);
    choices.set(
      line.waybilldetailId,
      known
        ? { ...known, heldPieces: known.heldPieces + choice.heldPieces, heldGrams: known.heldGrams + choice.heldGrams }
        : choice,
    );
  }
  for (const line of available) {
    const known = choices.get(line.id);
    if (known) {
      choices.set(line.id, { ...known, availablePieces: line.quantityRestant, availableGrams: toGrams(line.weightRestant) });
    } else {
      choices.set(line.id, fromAvailable(line));
    }
  }
  return [...choices.values()];
}

/** Available lines not among `known` (a search's results beyond what the form already offers). */
export function newChoices(known: readonly { id: number }[], available: readonly AvailableLine[]): LineChoice[] {
  const ids = new Set(known.map((line) => line.id));
  return available.filter((line) => !ids.has(line.id)).map(fromAvailable);
}

/** Whether a line matches the text typed in the form's filter: its references or its recipient. */
export function matchesChoice(choice: LineChoice, text: string): boolean {
  const wanted = text.trim().toLocaleLowerCase('fr');
  if (!wanted) return true;
  return [choice.ref_packag, choice.ref_waybill, choice.ref_expedition, choice.recipient].some((value) =>
    value.toLocaleLowerCase('fr').includes(wanted),
  );
}

/** Whether a manifest line matches the detail page's search: the parcel's reference or its recipient's name. */
export function matchesLine(line: ManifestLine, text: string): boolean {
  const wanted = text.trim().toLocaleLowerCase('fr');
  if (!wanted) return true;
  return (
    line.packag.ref_packag.toLocaleLowerCase('fr').includes(wanted) ||
    line.packag.recipient.name.toLocaleLowerCase('fr').includes(wanted)
  );
}

/** Pieces and grams of some manifest lines. */
export function sumLines(lines: readonly Pick<ManifestLine, 'quantity' | 'weight'>[]): { pieces: number; grams: number } {
  return lines.reduce(
    (total, line) => ({ pieces: total.pieces + line.quantity, grams: total.grams + toGrams(line.weight) }),
    { pieces: 0, grams: 0 },
  );
}
