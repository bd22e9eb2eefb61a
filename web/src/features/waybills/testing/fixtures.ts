import type { StockParcel } from '@/features/waybills/api/get-stock-parcels';
import type { WaybillDetail, WaybillLine } from '@/features/waybills/api/get-waybill';
import type { Waybill } from '@/features/waybills/api/get-waybills';
import { branch } from '@/testing/fixtures';

/** A waybill as the lists answer it: in preparation unless told. */
export function waybill(id: number, ref: string, more: Partial<Waybill> = {}): Waybill {
  return {
    id,
    ref_waybill: ref,
    status: 'EnCours',
    driverId: 5,
    vehicleId: 2,
    originId: 1,
    destinationId: 3,
    departureDate: null,
    departureTime: null,
    quantity: 3,
    weight: 4.5,
    quantityRestant: 3,
    weightRestant: 4.5,
    lines: 2,
    createdAt: '2026-11-21T08:05:00Z',
    updatedAt: '2026-11-21T08:05:00Z',
    waybill_driver: { id: 5, name: 'Jean Chauffeur', tel: '0990000005' },
    vehicle: { id: 2, plaque: 'AB 123 CD', mark: 'Fuso' },
    waybill_origin: { id: 1, name: 'Soute Goma', city: 'Goma' },
    waybill_destination: { id: 3, name: 'Soute Kinshasa', city: 'Kinshasa' },
    waybill_user: { id: 1, name: 'Amani Kabila' },
    ...more,
  };
}

export function waybillLine(id: number, packagId: number, ref: string, more: Partial<WaybillLine> = {}): WaybillLine {
  return {
    id,
    waybillId: 1,
    packagId,
    expeditionId: 3,
    quantity: 1,
    weight: 1.5,
    quantityRestant: 1,
    weightRestant: 1.5,
    packag: {
      id: packagId,
      ref_packag: ref,
      description: 'Vivres',
      recipient: { id: 8, name: 'Neema Uwimana', tel: '0991000002' },
      route: 'Goma - Kinshasa',
      destinationId: 3,
    },
    expedition: { id: 3, ref_expedition: ref.replace(/-\d+$/, ''), sender: { id: 7, name: 'Amani Bahati', tel: '0991000001' } },
    ...more,
  };
}

export function waybillDetail(more: Partial<WaybillDetail> = {}): WaybillDetail {
  return {
    ...waybill(1, 'COL-000001', { quantity: 1, weight: 1.5, lines: 1 }),
    agency: branch(1, 'Soute Goma', {
      social_reason: 'Soute Fret SARL',
      trade_registry: 'CD/GOM/RCCM/24-B-00123',
      nif: 'A1234567K',
      tel: '+243990001001',
      city: 'Goma',
      region: 'Nord-Kivu',
      country: 'République démocratique du Congo',
    }),
    waybilldetails: [waybillLine(11, 10, 'EXP-000001-1')],
    ...more,
  };
}

/** A parcel with pieces in stock, as GET /api/packags?stage=restant answers it. */
export function stockParcel(id: number, ref: string, more: Partial<StockParcel> = {}): StockParcel {
  return {
    id,
    ref_packag: ref,
    quantityRestant: 2,
    weightRestant: 3,
    recipient: { id: 8, name: 'Neema Uwimana', tel: '0991000002' },
    expedition: {
      id: 3,
      ref_expedition: ref.replace(/-\d+$/, ''),
      sender: { id: 7, name: 'Amani Bahati', tel: '0991000001' },
      expedition_user: { id: 1, name: 'Amani Kabila' },
    },
    price: { id: 1, name: 'Goma - Kinshasa', price: 2.5, destinationId: 3 },
    ...more,
  };
}

export const waybillCounts = [
  { status: 'EnCours', count: 2 },
  { status: 'EnAttente', count: 0 },
  { status: 'Expedié', count: 7 },
];
