import { toPieces, type LoadValues } from '@/features/waybills/api/create-waybill';
import type { WaybillLine } from '@/features/waybills/api/get-waybill';
import type { PartyRef } from '@/features/waybills/api/get-waybills';
import type { StockParcel, StockSearchColumn } from '@/features/waybills/api/get-stock-parcels';
import { lineWeight, sumKg, weightShare, type Held } from '@/features/waybills/utils/weight-share';

/** A parcel the waybill form offers: what it has in stock, and what the waybill already holds of it. */
export interface LoadRow {
  /** The parcel's id. */
  id: number;
  ref: string;
  expeditionRef: string;
  sender: string;
  recipient: PartyRef;
  route: string;
  stock: Held;
  /** In an edit, the waybill's line for this parcel. */
  line: (Held & { detailId: number }) | null;
}

export function rowFromStock(parcel: StockParcel): LoadRow {
  return {
    id: parcel.id,
    ref: parcel.ref_packag,
    expeditionRef: parcel.expedition.ref_expedition,
    sender: parcel.expedition.sender.name,
    recipient: parcel.recipient,
    route: parcel.price.name,
    stock: { quantity: parcel.quantityRestant, weight: parcel.weightRestant },
    line: null,
  };
}

/** A line of the waybill being edited; `stock` is what its parcel has left in stock. */
export function rowFromLine(line: WaybillLine, stock: Held): LoadRow {
  return {
    id: line.packagId,
    ref: line.packag.ref_packag,
    expeditionRef: line.expedition.ref_expedition,
    sender: line.expedition.sender.name,
    recipient: line.packag.recipient,
    route: line.packag.route,
    stock,
    line: { detailId: line.id, quantity: line.quantity, weight: line.weight },
  };
}

/** The most pieces the waybill may hold of the parcel: its stock and what the waybill has already. */
export function maxOf(row: LoadRow): number {
  return row.stock.quantity + (row.line?.quantity ?? 0);
}

/** What `quantity` pieces of the parcel weigh on the waybill, as the server will count them. */
export function weightFor(row: LoadRow, quantity: number): number {
  return row.line ? lineWeight(row.line, row.stock, quantity) : weightShare(row.stock.quantity, row.stock.weight, quantity);
}

/** Pieces typed for a load, when they are a valid quantity for it (1 to its max). */
export function validPieces(load: LoadValues): number | null {
  const pieces = toPieces(load.quantity);
  return pieces !== null && pieces >= 1 && pieces <= load.max ? pieces : null;
}

/** The selection's parcels, pieces and kg (lines with an invalid quantity left out of pieces and kg). */
export function loadTotals(loads: readonly LoadValues[], rows: ReadonlyMap<number, LoadRow>) {
  let pieces = 0;
  const weights: number[] = [];
  for (const load of loads) {
    const row = rows.get(load.id);
    const quantity = validPieces(load);
    if (!row || quantity === null) continue;
    pieces += quantity;
    weights.push(weightFor(row, quantity));
  }
  return { parcels: loads.length, pieces, weight: sumKg(weights) };
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Whether the row's reference (or its expedition's), recipient or route, per `column`, holds `text`. */
export function matchesFilter(row: LoadRow, column: StockSearchColumn, text: string): boolean {
  const wanted = fold(text.trim());
  if (!wanted) return true;
  const haystack = {
    ref_packag: `${row.ref} ${row.expeditionRef}`,
    'recipient.name': `${row.recipient.name} ${row.recipient.tel ?? ''}`,
    'price.name': row.route,
  }[column];
  return fold(haystack).includes(wanted);
}
