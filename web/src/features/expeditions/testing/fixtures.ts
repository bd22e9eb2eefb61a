import type { ExpeditionBranch, ExpeditionDetail } from '@/features/expeditions/api/get-expedition';
import type { Expedition } from '@/features/expeditions/api/get-expeditions';
import type { RouteOption } from '@/lib/shared-api/get-route-options';

/** Test data of the expedition screens: a route at $2.50/kg from branch 1 (the test user's). */
export const route: RouteOption = {
  id: 7,
  name: 'Goma - Kinshasa',
  price: 2.5,
  status: 1,
  originId: 1,
  destinationId: 2,
  price_origin: { id: 1, name: 'Soute Goma', city: 'Goma', region: 'Nord-Kivu' },
  price_destination: { id: 2, name: 'Soute Kinshasa', city: 'Kinshasa', region: 'Kinshasa' },
};

export const clients = [
  { id: 31, name: 'Neema Bahati', tel: '0970000031' },
  { id: 32, name: 'Jean Mukendi', tel: '0970000032' },
];

export const articles = [
  { id: 1, name: 'Riz', typearticle: { id: 1, name: 'Alimentation' } },
  { id: 2, name: "Huile de palme", typearticle: { id: 1, name: 'Alimentation' } },
];

/** An expedition as lists show it: $38.13 for 3 pieces and 15.25 kg, $10 paid. */
export function expedition(id: number, more: Partial<Expedition> = {}): Expedition {
  return {
    id,
    ref_expedition: `EXP-${String(id).padStart(6, '0')}`,
    extensionId: 1,
    senderId: 31,
    recipientId: 32,
    destinationId: 7,
    cash: 10,
    price: 38.13,
    paid: 10,
    debt: 28.13,
    paiement: 0,
    status: 'EnStock',
    quantityEntry: 3,
    quantityRestant: 3,
    quantityWaybill: 0,
    quantityManifeste: 0,
    weightEntry: 15.25,
    weightRestant: 15.25,
    weightWaybill: 0,
    weightManifeste: 0,
    createdAt: '2026-11-20T09:30:00Z',
    updatedAt: '2026-11-20T09:30:00.123456Z',
    sender: clients[0],
    recipient: clients[1],
    expedition_origin: { id: 1, name: 'Soute Goma' },
    route: { id: 7, name: 'Goma - Kinshasa' },
    // The server's say on what the user may do: everything, unless a test says otherwise.
    actions: { edit: true, delete: true, pay: true },
    ...more,
  };
}

const branch = (id: number, name: string, city: string): ExpeditionBranch => ({
  id,
  name,
  timezone: 'Africa/Lubumbashi',
  type: 1,
  status: 1,
  liable_vat: 0,
  legal_status: null,
  activity_sector: null,
  tax_center: null,
  short_name: null,
  social_reason: 'Soute Fret SARL',
  nif: 'A1000000',
  trade_registry: 'RCCM/CD/2019/B/0212',
  tel: '243997100200',
  tel1: null,
  tel2: null,
  email: 'goma@soute.example',
  mailbox: null,
  country: 'République démocratique du Congo',
  countryCode: 'cd',
  region: 'Nord-Kivu',
  city,
  municipality: city,
  neighborhood: null,
  avenue: 'Boulevard Kanyamuhanga 45',
  other_adress: null,
  logo: null,
  createdAt: '2026-01-05T08:00:00Z',
  updatedAt: '2026-01-05T08:00:00Z',
});

const party = (client: (typeof clients)[number]) => ({
  ...client,
  gender: null,
  email: null,
  country: 'République démocratique du Congo',
  city: 'Goma',
  region: 'Nord-Kivu',
  adress: 'Avenue du Lac 12',
});

const buckets = (quantity: number, weight: number) => ({
  quantityEntry: quantity,
  quantityRestant: quantity,
  quantityWaybill: 0,
  quantityManifeste: 0,
  weightEntry: weight,
  weightRestant: weight,
  weightWaybill: 0,
  weightManifeste: 0,
});

/** The same expedition in full: 2 × 1.5 kg of rice ($7.50) and 1 × 12.25 kg of spare parts ($30.63). */
export function expeditionDetail(id: number): ExpeditionDetail {
  const { sender, recipient, expedition_origin, route: routeRef, ...core } = expedition(id);
  void sender;
  void recipient;
  void expedition_origin;
  return {
    ...core,
    expedition_origin: branch(1, 'Soute Goma', 'Goma'),
    sender: party(clients[0]),
    recipient: party(clients[1]),
    route: { id: routeRef.id, name: routeRef.name, price: 2.5, price_destination: branch(2, 'Soute Kinshasa', 'Kinshasa') },
    expedition_user: { id: 1, name: 'Amani Kabila' },
    packags: [
      {
        id: 101,
        ref_packag: `${core.ref_expedition}-1`,
        lineNo: 1,
        ...buckets(2, 3),
        unitWeight: 1.5,
        price_: 7.5,
        manualPrice: false,
        description: null,
        recipient: clients[1],
        packagdetails: [
          {
            id: 201,
            articleId: 1,
            article: { id: 1, name: 'Riz' },
            typearticle: { id: 1, name: 'Alimentation' },
            unite: 2,
            stock: 2,
            expedie: 0,
          },
        ],
        createdAt: core.createdAt,
      },
      {
        id: 102,
        ref_packag: `${core.ref_expedition}-2`,
        lineNo: 2,
        ...buckets(1, 12.25),
        unitWeight: 12.25,
        price_: 30.63,
        manualPrice: false,
        description: 'Pièces détachées',
        recipient: clients[1],
        packagdetails: [],
        createdAt: core.createdAt,
      },
    ],
    invoices: [
      {
        id: 301,
        ref_invoice: 'FAC-000301',
        subject: core.ref_expedition,
        price: 10,
        createdAt: core.createdAt,
        invoice_user: { id: 1, name: 'Amani Kabila' },
        expeditionId: id,
        expedition: { id, ref_expedition: core.ref_expedition },
        billetId: null,
        billet: null,
        customer: { id: clients[0].id, name: clients[0].name },
        extension: { id: 1, name: 'Soute Goma' },
        cancelledAt: null,
        cancelledBy: null,
        cancelReason: null,
      },
    ],
  };
}
