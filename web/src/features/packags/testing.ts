import type { ParcelDetail } from '@/features/packags/api/get-packag';
import type { Parcel } from '@/features/packags/api/get-packags';
import { branch } from '@/testing/fixtures';

/** A parcel as the cargo list answers it: in stock unless told. */
export function parcel(id: number, ref: string, more: Partial<Parcel> = {}): Parcel {
  return {
    id,
    ref_packag: ref,
    quantityEntry: 2,
    quantityRestant: 2,
    quantityWaybill: 0,
    quantityManifeste: 0,
    weightEntry: 3,
    weightRestant: 3,
    weightWaybill: 0,
    weightManifeste: 0,
    unitWeight: 1.5,
    price_: 10.5,
    description: 'Vivres',
    recipient: { id: 8, name: 'Neema Uwimana', tel: '0991000002' },
    expedition: {
      id: 3,
      ref_expedition: ref.replace(/-\d+$/, ''),
      sender: { id: 7, name: 'Amani Kabila', tel: '0991000001' },
      expedition_user: { id: 2, name: 'Agent Goma' },
    },
    price: { id: 1, name: 'Goma - Kinshasa', price: 3.5, destinationId: 1 },
    destinationId: 1,
    createdAt: '2026-11-21T08:05:00Z',
    ...more,
  };
}

export function parcelDetail(more: Partial<ParcelDetail> = {}): ParcelDetail {
  return {
    ...parcel(10, 'EXP-000001-1'),
    packagdetails: [
      {
        id: 1,
        articleId: 4,
        article: { id: 4, name: 'Sac de riz' },
        typearticle: { id: 1, name: 'Alimentation' },
        unite: 2,
        stock: 2,
        expedie: 0,
      },
      { id: 2, articleId: 5, article: { id: 5, name: 'Huile 20 l' }, typearticle: null, unite: 1, stock: 1, expedie: 0 },
    ],
    expedition_origin: branch(1, 'Soute Goma', {
      social_reason: 'Soute Fret SARL',
      trade_registry: 'CD/GOM/RCCM/24-B-00123',
      nif: 'A1234567K',
      tel: '+243990001001',
      email: 'goma@soute.example',
      city: 'Goma',
      region: 'Nord-Kivu',
      country: 'République démocratique du Congo',
    }),
    ...more,
  };
}
