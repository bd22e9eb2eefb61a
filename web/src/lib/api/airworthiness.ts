/**
 * Readable names for the airworthiness API's types (issue 16), generated from the server's OpenAPI
 * document (lib/api/schema.ts): aircraft and components, pieces, inspections, documents, logbooks
 * and their entries, installations and overhauls.
 */
import type { Narrowed, Schema } from '@/lib/api/types';

/** An aircraft (category 1) or a component (2: engine, propeller, APU), with its counters' baseline and current counters. */
export type PlaneView = Narrowed<Schema<'PlaneView'>, AircraftDueFacts>;

/** An item's counters: its baseline (as at the start of `baseDate`) and its current ones, minutes and cycles. */
export type Counters = Pick<
  PlaneView,
  'baseDate' | 'baseTtsn' | 'baseTtso' | 'baseTcsn' | 'baseTcso' | 'ttsn' | 'ttso' | 'tcsn' | 'tcso' | 'overhauledOn'
>;

/** A part, installed on an aircraft or on one of its components (`planecomposantId`, null once removed). */
export type PieceView = Schema<'PieceView'>;

/** An item of an aircraft's inspection programme, with its last performance and what remains. */
export type InspectionView = Schema<'InspectionView'>;

/** One performance of an inspection. */
export type InspectionDoneView = Schema<'DoneView'>;

export type DocumentView = Schema<'DocumentView'>;

export type LogbookView = Schema<'LogbookView'>;

/** A flight of a logbook: minutes (`flightTime`) and cycles. */
export type EntryView = Schema<'EntryView'>;

/** The aircraft's totals at one end of a page of entries. */
export type Totals = Schema<'TotalsView'>;

/** A page of entries, newest first, with the totals brought forward and carried forward. */
export type EntryPage = Schema<'EntryPageView'>;

/** A stay of a component or a piece somewhere (`hostCategory` 1 an aircraft, 2 a component). */
export type InstallationView = Narrowed<Schema<'InstallationView'>, { itemKind: 'component' | 'piece' }>;

export type OverhaulView = Schema<'OverhaulView'>;

/**
 * GET /api/planecomposants/{id}: the item with what is on it and about it; each block is null
 * when the user may not read it (`logbook` is also null while the aircraft has none).
 */
export type PlaneDetail = Narrowed<Schema<'PlaneDetail'>, AircraftDueFacts & { components: PlaneView[] | null }>;

// The due list (issue 17). The document gives its words (statuses, kinds, limits) as any string:
// narrowed here to what the server sends.

/** Where an item stands: past its due point, within the thresholds of it, or further. */
export type DueStatus = 'ok' | 'bientot' | 'depasse';

/** An aircraft with anything past due is grounded (Immobilisé). */
export type AircraftStatus = 'EnService' | 'Immobilise';

/** One limit of an item (a piece's life, overhaul or service, an inspection, a document's expiry) and how far it is. */
export type DueItem = Narrowed<
  Schema<'DueItemView'>,
  {
    itemKind: 'piece' | 'inspection' | 'document';
    limit: 'life' | 'overhaul' | 'service' | 'inspection' | 'expiry';
    dimension: 'hours' | 'cycles' | 'days';
    status: DueStatus;
  }
>;

/** An aircraft of the due list, with its forecast (average minutes and cycles a day over 90 days). */
export type DuePlane = Narrowed<Schema<'DuePlaneView'>, { status: AircraftStatus }>;

/** GET /api/due: counts over the aircraft and horizon asked, before the status filter (all three listed). */
export type DueList = Narrowed<
  Schema<'DueListView'>,
  { counts: Narrowed<Schema<'StatusCount'>, { status: DueStatus }>[]; planes: DuePlane[]; items: DueItem[] }
>;

/** What every aircraft view carries about its airworthiness (both null for a component; `nextDue` null without `afficher inspection`). */
interface AircraftDueFacts {
  status: AircraftStatus | null;
  nextDue: DueItem[] | null;
}
