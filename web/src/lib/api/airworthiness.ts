/**
 * The airworthiness API's types (issue 16), written by hand from the contract while the server's
 * OpenAPI document does not describe them yet. Every feature reads them from here only, so that
 * swapping them for the generated ones (`Schema<'PieceView'>`, `Reply<'/api/pieces'>`…) is a change
 * of this file alone.
 */
import type { Schema } from '@/lib/api/types';

/**
 * An item's counters: its baseline (entered once, as at the start of `baseDate`) and its current
 * counters (the baseline plus the logbook entries flown while installed). Minutes and cycles.
 */
export interface Counters {
  baseDate: string;
  baseTtsn: number;
  baseTtso: number;
  baseTcsn: number;
  baseTcso: number;
  ttsn: number;
  ttso: number;
  tcsn: number;
  tcso: number;
  /** The day of its last overhaul (TSO/CSO count from then), null when never overhauled. */
  overhauledOn: string | null;
}

/** An aircraft (category 1) or a component (2: engine, propeller, APU). */
export type PlaneView = Omit<Schema<'PlaneView'>, keyof Counters> &
  Counters & {
    /** A component's aircraft now, null when it is not installed. */
    planeImmatriculation: string | null;
  };

export interface PieceView extends Counters {
  id: number;
  libele: string;
  serie: string;
  numberPart: string | null;
  constructeur: string;
  dateFabrication: string;
  dateInstatallationLife: string;
  /** The CRS reference (text). */
  crs: string;
  hourLife: number | null;
  cycleLife: number | null;
  hourRevision: number | null;
  dayRevision: number | null;
  cycleRevision: number | null;
  hourService: number | null;
  dayService: number | null;
  cycleService: number | null;
  description: string | null;
  /** Where it is installed now: an aircraft or a component; null once removed. */
  planecomposantId: number | null;
  hostImmatriculation: string | null;
  hostCategory: number | null;
  /** The aircraft it flies on, directly or through its component. */
  planeId: number | null;
  planeImmatriculation: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface InspectionView {
  id: number;
  planecomposantId: number;
  planeImmatriculation: string;
  /** The programme item's name ("Visite 100 h"). */
  description: string;
  /** The interval: hours, cycles and/or days. */
  time: number | null;
  cycle: number | null;
  day: number | null;
  /** From its last performance; null when never done. */
  dateInspection: string | null;
  serie: string | null;
  /** The CRS file's address. */
  crs: string | null;
  /** The aircraft's minutes and cycles at that performance. */
  timeBef: number | null;
  cycleBef: number | null;
  /** What remains before it is due: minutes, cycles, days (negative once past). */
  timeAvantRevision: number | null;
  cycleAvant: number | null;
  dayAvant: number | null;
  createdAt: string;
  updatedAt: string;
}

/** One performance of an inspection. */
export interface InspectionDoneView {
  id: number;
  date: string;
  serie: string;
  crs: string | null;
  minutes: number;
  cycles: number;
  createdAt: string;
}

export interface DocumentView {
  id: number;
  planecomposantId: number;
  planeImmatriculation: string;
  serie: string;
  description: string;
  dateEmission: string;
  dateExpiration: string | null;
  /** The file's address. */
  file: string;
  contentType: string;
  createdAt: string;
  updatedAt: string;
}

export interface LogbookView {
  id: number;
  planecomposantId: number;
  /** The aircraft's registration. */
  plaque: string;
  serie: string | null;
  description: string | null;
  /** How many entries it holds. */
  entries: number;
  /** The aircraft's current counters. */
  ttsn: number;
  tcsn: number;
  ttso: number;
  tcso: number;
  createdAt: string;
  updatedAt: string;
}

export interface EntryView {
  id: number;
  logbookId: number;
  planeId: number;
  date: string;
  from: string;
  to: string;
  /** Minutes. */
  flightTime: number;
  cycles: number;
  pilotId: number;
  pilot: string;
  manifestId: number | null;
  manifestRef: string | null;
  remarks: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The aircraft's totals at one end of a page of entries. */
export interface Totals {
  minutes: number;
  cycles: number;
}

/** A page of entries, newest first, with the totals brought forward and carried forward. */
export interface EntryPage {
  items: EntryView[];
  total: number;
  page: number;
  per_page: number;
  broughtForward: Totals;
  carriedForward: Totals;
}

/** A stay of a component or a piece somewhere. */
export interface InstallationView {
  id: number;
  itemKind: 'component' | 'piece';
  itemId: number;
  hostId: number;
  hostImmatriculation: string;
  /** 1 an aircraft, 2 a component. */
  hostCategory: number;
  disposition: number | null;
  number: number | null;
  installedOn: string;
  removedOn: string | null;
  hostMinutesOn: number;
  hostCyclesOn: number;
  hostMinutesOff: number | null;
  hostCyclesOff: number | null;
  createdAt: string;
}

export interface OverhaulView {
  id: number;
  date: string;
  crs: string;
  file: string | null;
  /** The item's TSN and CSN then. */
  minutes: number;
  cycles: number;
  createdAt: string;
}

/**
 * GET /api/planecomposants/{id}: the item with what is on it and about it; each block is null
 * when the user may not read it.
 */
export type PlaneDetail = PlaneView & {
  components: PlaneView[] | null;
  pieces: PieceView[] | null;
  inspections: InspectionView[] | null;
  documents: DocumentView[] | null;
  logbook: LogbookView | null;
  entries: EntryView[] | null;
};
