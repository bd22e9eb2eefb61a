/**
 * The names this feature gives the tickets API's types (contract of issue 18), written by hand
 * until the server's OpenAPI document has them (then derived from `lib/api/schema.ts`).
 */
import type { Schema } from '@/lib/api/types';

/** réservé → embarqué | absent | annulé (final); embarqué ↔ absent; back to réservé from either. */
export const billetStatuses = ['reserve', 'embarque', 'absent', 'annule'] as const;
export type BilletStatus = (typeof billetStatuses)[number];

/** Infants (`bebe`) take no seat; each type has its standard mass (84, 35, 0 kg). */
export const billetTypes = ['adulte', 'enfant', 'bebe'] as const;
export type BilletType = (typeof billetTypes)[number];

/** A payment (FAC-…), of an expedition or of a ticket. */
export type BilletInvoice = Schema<'InvoiceView'>;

interface Place {
  id: number;
  name: string;
  city: string | null;
}

/** The flight a ticket is on: its manifest, aircraft and route. */
export interface BilletManifest {
  id: number;
  ref_manifest: string;
  status: 'EnCours' | 'Arriver';
  planeId: number;
  planeRef: string;
  origin: Place;
  destination: Place;
  departureDate: string | null;
  departureTime: string | null;
  createdAt: string;
}

/** A passenger ticket (BIL-…). Weights in kg, money in dollars. */
export interface Billet {
  id: number;
  ref_billet: string;
  manifestId: number;
  status: BilletStatus;
  name: string;
  tel: string;
  document: string;
  type: BilletType;
  seat: string | null;
  /** kg counted: declared, or the standard mass of the type. */
  weight: number;
  /** kg as entered; null: the standard mass is used. */
  weightDeclared: number | null;
  baggagePieces: number;
  baggageWeight: number;
  fare: number;
  paid: number;
  /** fare − paid; 0 once cancelled. */
  due: number;
  /** The person with this phone (a client created when none). */
  customerId: number | null;
  manifest: BilletManifest;
  createdAt: string;
  updatedAt: string;
  creator: { id: number; name: string; tel: string | null };
  /** Its payments, on the detail only (null in lists). */
  invoices: BilletInvoice[] | null;
}

/** A ticket with its payments (GET /api/billets/{id}). */
export type BilletDetail = Billet & { invoices: BilletInvoice[] };

/** How many tickets a tab holds. */
export interface BilletCount {
  status: BilletStatus;
  count: number;
  capped?: boolean;
}

/** POST /api/billets. `cash` absent: paid in full; 0: on credit. */
export interface BilletBody {
  manifestId: number;
  name: string;
  tel: string;
  document: string;
  type: BilletType;
  seat?: string | null;
  weight?: number | null;
  baggagePieces: number;
  baggageWeight: number;
  fare: number;
  cash?: number;
}

/** PUT /api/billets/{id}: the same without the cash, with the version the edit started from. */
export type BilletUpdateBody = Omit<BilletBody, 'cash'> & { updatedAt: string };

/** What a manifest tells of its load (contract 18): passengers, baggage and payload against the aircraft's seats and maximum. */
export interface ManifestLoad {
  /** Tickets réservé or embarqué. */
  passengers: number;
  /** Infants among them (no seat). */
  infants: number;
  passengerKg: number;
  baggageKg: number;
  baggagePieces: number;
  cargoKg: number;
  /** cargo + passengers + baggage. */
  payloadKg: number;
  maxPayload: number | null;
  seats: number | null;
  seatsLeft: number | null;
  payloadLeft: number | null;
}
