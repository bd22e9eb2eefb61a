import type { AvailableLine } from '@/features/manifests/api/get-available-lines';
import type { ManifestDetail, ManifestLine } from '@/features/manifests/api/get-manifest';
import type { Manifest } from '@/features/manifests/api/get-manifests';
import { branch } from '@/testing/fixtures';

/** A manifest as the list answers it: in preparation, from branch 1 (the test user's) to branch 3,
 * the user allowed everything on it (the server's `actions`). */
export function manifest(id: number, more: Partial<Manifest> = {}): Manifest {
  return {
    id,
    ref_manifest: `MAN-${String(id).padStart(6, '0')}`,
    status: 'EnCours',
    planeId: 7,
    pilotId: 20,
    originId: 1,
    destinationId: 3,
    departureDate: null,
    departureTime: null,
    quantity: 5,
    weight: 6.5,
    parcels: 3,
    passengers: 0,
    infants: 0,
    passengerKg: 0,
    baggageKg: 0,
    baggagePieces: 0,
    cargoKg: 6.5,
    payloadKg: 6.5,
    maxPayload: null,
    seats: null,
    seatsLeft: null,
    payloadLeft: null,
    billets: null,
    // Arrived, only its shipped quantities change (reopening is an administrator's).
    actions: more.status === 'Arriver' ? { edit: false, delete: false, validate: false, ship: true } : { edit: true, delete: true, validate: true, ship: true },
    createdAt: '2026-11-20T08:00:00Z',
    updatedAt: '2026-11-21T09:30:00.000000Z',
    plane: { id: 7, ref: '9S-GTB', description: 'Antonov An-26' },
    pilot: { id: 20, name: 'Aline Pilote', tel: '0990000020' },
    manifest_origin: branch(1, 'Soute Goma', {
      social_reason: 'Soute Fret SARL',
      trade_registry: 'CD/GOM/RCCM/24-B-00123',
      nif: 'A1234567K',
      tel: '+243990001001',
      city: 'Goma',
      region: 'Nord-Kivu',
      country: 'République démocratique du Congo',
      logo: '/api/files/3',
    }),
    manifest_destination: { id: 3, name: 'Soute Kinshasa', city: 'Kinshasa', region: 'Kinshasa' },
    manifest_user: { id: 2, name: 'Agent Goma', tel: '0990000002' },
    result: {
      revenue: 120,
      fares: 0,
      commissions: 20,
      expenses: 5,
      margin: 95,
      marginPercent: 79.2,
      byDestination: null,
      byType: null,
    },
    ...more,
  };
}

/** A manifest line: `quantity` pieces of a parcel, its contents a bag of rice ×2 and oil ×1. */
export function line(id: number, ref: string, more: Partial<ManifestLine> & { recipient?: string } = {}): ManifestLine {
  const { recipient = 'Neema Uwimana', ...rest } = more;
  return {
    id,
    waybilldetailId: 100 + id,
    waybillId: 40,
    ref_waybill: 'COL-000040',
    packagId: 200 + id,
    expeditionId: 300,
    quantity: 2,
    weight: 3,
    packag: {
      id: 200 + id,
      ref_packag: ref,
      description: null,
      recipient: { id: 8, name: recipient, tel: '0991000002' },
      route: 'Goma - Kinshasa',
      destinationId: 3,
    },
    expedition: { id: 300, ref_expedition: ref.replace(/-\d+$/, ''), sender: { id: 7, name: 'Amani Kabila', tel: '0991000001' } },
    packagdetails: [
      { id: 11, articleId: 4, article: { id: 4, name: 'Sac de riz' }, typearticle: null, unite: 2, stock: 2, expedie: 0 },
      { id: 12, articleId: 5, article: { id: 5, name: 'Huile 20 l' }, typearticle: null, unite: 1, stock: 1, expedie: 0 },
    ],
    ...rest,
  };
}

/** MAN-000004 carrying two parcels to Kinshasa and one to Bukavu. */
export function manifestDetail(more: Partial<ManifestDetail> = {}): ManifestDetail {
  return {
    ...manifest(4),
    billets: [],
    groups: [
      {
        destination: { id: 3, name: 'Soute Kinshasa', city: 'Kinshasa', region: 'Kinshasa' },
        quantity: 3,
        weight: 4.5,
        manifestdetails: [
          line(1, 'EXP-000001-1', { quantity: 2, weight: 3 }),
          line(2, 'EXP-000002-1', { quantity: 1, weight: 1.5, recipient: 'Jean-Pierre Mulumba' }),
        ],
      },
      {
        destination: { id: 2, name: 'Soute Bukavu', city: 'Bukavu', region: 'Sud-Kivu' },
        quantity: 2,
        weight: 2,
        manifestdetails: [line(3, 'EXP-000003-2', { quantity: 2, weight: 2, recipient: 'Furaha Ilunga' })],
      },
    ],
    ...more,
  };
}

/** A line of a validated waybill with `restant` of its pieces left for manifests. */
export function availableLine(id: number, ref: string, restant: number, weightRestant: number): AvailableLine {
  return {
    id,
    waybillId: 40,
    ref_waybill: 'COL-000040',
    packagId: 200 + id,
    expeditionId: 300,
    quantity: restant,
    weight: weightRestant,
    quantityRestant: restant,
    weightRestant,
    packag: {
      id: 200 + id,
      ref_packag: ref,
      description: null,
      recipient: { id: 8, name: 'Neema Uwimana', tel: '0991000002' },
      route: 'Goma - Kinshasa',
      destinationId: 3,
    },
    expedition: { id: 300, ref_expedition: ref.replace(/-\d+$/, ''), sender: { id: 7, name: 'Amani Kabila', tel: '0991000001' } },
  };
}
