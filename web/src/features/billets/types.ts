/**
 * The names this feature gives the tickets API's types, all generated from the server's OpenAPI
 * document (`lib/api/schema.ts`); the document gives the tickets' words (statuses, types) as any
 * string: narrowed here to what the server sends.
 */
import type { Body, Narrowed, Reply, Row, Schema } from '@/lib/api/types';

/** réservé → embarqué | absent | annulé (final); embarqué ↔ absent; back to réservé from either. */
export const billetStatuses = ['reserve', 'embarque', 'absent', 'annule'] as const;
export type BilletStatus = (typeof billetStatuses)[number];

/** Infants (`bebe`) take no seat; each type has its standard mass (84, 35, 0 kg). */
export const billetTypes = ['adulte', 'enfant', 'bebe'] as const;
export type BilletType = (typeof billetTypes)[number];

/** A payment (FAC-…), of an expedition or of a ticket. */
export type BilletInvoice = Schema<'InvoiceView'>;

/** The flight a ticket is on: its manifest, aircraft and route. */
export type BilletManifest = Narrowed<Schema<'BilletFlight'>, { status: 'EnCours' | 'Arriver' }>;

/** A passenger ticket (BIL-…). Weights in kg, money in dollars; `invoices` on the detail only (null in lists). */
export type Billet = Narrowed<Row<'/api/billets'>, { status: BilletStatus; type: BilletType; manifest: BilletManifest }>;

/** A ticket with its payments (GET /api/billets/{id}). */
export type BilletDetail = Narrowed<Reply<'/api/billets/{id}'>, Pick<Billet, 'status' | 'type' | 'manifest'> & { invoices: BilletInvoice[] }>;

/** How many tickets a tab holds. */
export type BilletCount = Narrowed<Row<'/api/billets/counts'>, { status: BilletStatus }>;

/** POST /api/billets. `cash` absent: paid in full; 0: on credit. */
export type BilletBody = Body<'/api/billets'>;

/** PUT /api/billets/{id}: the same without the cash, with the version the edit started from. */
export type BilletUpdateBody = Omit<Body<'/api/billets/{id}', 'put'>, 'cash'>;

/** What a manifest tells of its load: passengers, baggage and payload against the aircraft's seats and maximum. */
export type ManifestLoad = Pick<
  Row<'/api/manifests'>,
  | 'passengers'
  | 'infants'
  | 'passengerKg'
  | 'baggageKg'
  | 'baggagePieces'
  | 'cargoKg'
  | 'payloadKg'
  | 'maxPayload'
  | 'seats'
  | 'seatsLeft'
  | 'payloadLeft'
>;

/** A manifest in preparation as the ticket form offers it: its flight and what is left of its seats and payload. */
export type OpenManifest = Pick<
  Row<'/api/manifests'>,
  'id' | 'ref_manifest' | 'plane' | 'manifest_origin' | 'manifest_destination' | 'departureDate' | 'createdAt'
> &
  ManifestLoad;
