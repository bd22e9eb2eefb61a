import type { OpenManifest } from '@/features/billets/types';
import type { Billet, BilletCount, BilletDetail } from '@/features/billets/types';
import { branch } from '@/testing/fixtures';

// Tickets as the API answers them (contract 18): flight MAN-000012 from Goma to Bunia on 9Q-CSA,
// in preparation.

const flight: Billet['manifest'] = {
  id: 12,
  ref_manifest: 'MAN-000012',
  status: 'EnCours',
  planeId: 1,
  planeRef: '9Q-CSA',
  origin: { id: 1, name: 'Soute Goma', city: 'Goma' },
  destination: { id: 3, name: 'Soute Bunia', city: 'Bunia' },
  departureDate: null,
  departureTime: null,
  createdAt: '2026-11-20T08:00:00Z',
};

/** A ticket réservé on MAN-000012, paid in full. */
/** What the server offers on a ticket in this state to someone holding every right. */
function offered(status: Billet['status'], due: number): Billet['actions'] {
  const moves: Record<Billet['status'], Billet['status'][]> = {
    reserve: ['embarque', 'absent', 'annule'],
    embarque: ['reserve', 'absent', 'annule'],
    absent: ['reserve', 'embarque', 'annule'],
    annule: [],
  };
  return { edit: status !== 'annule', statuses: moves[status], delete: status === 'reserve' || status === 'annule', pay: due > 0 };
}

export function billet(id: number, more: Partial<Billet> = {}): Billet {
  return {
    id,
    ref_billet: `BIL-${String(id).padStart(6, '0')}`,
    manifestId: 12,
    status: 'reserve',
    name: 'Neema Bahati',
    tel: '0991000031',
    document: 'Passeport OP0123456',
    type: 'adulte',
    seat: '3A',
    weight: 84,
    weightDeclared: null,
    baggagePieces: 2,
    baggageWeight: 23.5,
    fare: 120,
    paid: 120,
    due: 0,
    noShowFee: 0,
    customerId: 31,
    manifest: flight,
    createdAt: '2026-11-21T08:05:00Z',
    updatedAt: '2026-11-21T08:05:00.000000Z',
    creator: { id: 2, name: 'Agent Goma', tel: '0990000002' },
    invoices: null,
    actions: offered(more.status ?? 'reserve', more.due ?? 0),
    ...more,
  };
}

/** A ticket with its payments. */
export function billetDetail(id: number, more: Partial<BilletDetail> = {}): BilletDetail {
  const base = billet(id, more);
  return {
    ...base,
    invoices: [
      {
        id: 401,
        ref_invoice: 'FAC-000401',
        subject: base.ref_billet,
        price: base.paid,
        createdAt: base.createdAt,
        invoice_user: { id: 2, name: 'Agent Goma' },
        expeditionId: null,
        expedition: null,
        billetId: id,
        billet: { id, ref_billet: base.ref_billet },
        customer: { id: 31, name: base.name },
        extension: { id: 1, name: 'Soute Goma' },
        cancelledAt: null,
        cancelledBy: null,
        cancelReason: null,
      },
    ],
    ...more,
  };
}

/** GET /api/billets/counts. */
export const billetCounts: BilletCount[] = [
  { status: 'reserve', count: 2, capped: false },
  { status: 'embarque', count: 1, capped: false },
  { status: 'absent', count: 0, capped: false },
  { status: 'annule', count: 1, capped: false },
];

/** A manifest in preparation, as the ticket form's picker lists it. */
export function openManifest(id: number, more: Partial<OpenManifest> = {}): OpenManifest {
  return {
    id,
    ref_manifest: `MAN-${String(id).padStart(6, '0')}`,
    plane: { id: 1, ref: '9Q-CSA', description: 'Let L-410' },
    manifest_origin: branch(1, 'Soute Goma', { city: 'Goma', region: 'Nord-Kivu' }),
    manifest_destination: { id: 3, name: 'Soute Bunia', city: 'Bunia', region: 'Ituri' },
    departureDate: null,
    createdAt: '2026-11-20T08:00:00Z',
    passengers: 3,
    infants: 0,
    passengerKg: 252,
    baggageKg: 60,
    baggagePieces: 4,
    cargoKg: 900,
    payloadKg: 1212,
    maxPayload: 1500,
    seats: 12,
    seatsLeft: 9,
    payloadLeft: 288,
    ...more,
  };
}
