import type { APIRequestContext } from '@playwright/test';
import { answered, created, ensure, ensureBranch, ensureRoute, ensureUser, profileId } from './fixtures.ts';

// What the tickets' specs put in place through the API (issue 18): a flight in preparation from
// Goma to Bunia on an aircraft of their own (12 seats, 2 000 kg of payload: not the shared fleet's,
// whose first aircraft the due specs ground), and a heavy parcel (700 kg) on a validated waybill
// between the same branches, ready to be loaded onto it.

export interface TicketScene {
  manifest: { id: number; ref_manifest: string };
  plane: { id: number; immatriculation: string };
  origin: { id: number; name: string };
  destination: { id: number; name: string };
  /** The heavy parcel's reference (`EXP-…-1`), on a validated waybill. */
  heavyParcel: string;
}

type Plane = { id: number; immatriculation: string };

export async function ensureTicketScene(api: APIRequestContext, tag: string, tel: string): Promise<TicketScene> {
  const branch = (name: string, city: string, region: string, suffix: string) =>
    ensureBranch(api, {
      name,
      city,
      region,
      municipality: city,
      countryCode: 'cd',
      tel: `${tel}${suffix}`,
      email: 'vols@soute.example',
      social_reason: 'Soute Air SARL',
      trade_registry: 'CD/GOM/RCCM/25-B-01818',
      nif: 'A1818181B',
      type: 1,
      status: 1,
    });
  const origin = { id: await branch(`${tag} Goma`, 'Goma', 'Nord-Kivu', '00'), name: `${tag} Goma` };
  const destination = { id: await branch(`${tag} Bunia`, 'Bunia', 'Ituri', '01'), name: `${tag} Bunia` };
  const route = await ensureRoute(api, { name: `${tag} Goma - Bunia`, originId: origin.id, destinationId: destination.id, price: 2 });

  const immatriculation = `9Q-${tag}P`;
  const planes = await answered<{ items: Plane[] }>(api.get('/api/planecomposants?category=1&per_page=100'));
  const plane =
    planes.items.find((item) => item.immatriculation === immatriculation) ??
    (await created<Plane>(
      api.post('/api/planecomposants', {
        data: {
          category: 1,
          immatriculation,
          serie: '2925',
          constructeur: 'Let L-410 UVP-E20',
          dateFabrication: '2014-05-20',
          dateRevision: '2026-06-01',
          ttsn: 410_000,
          ttso: 30_000,
          tcsn: 12_000,
          tcso: 900,
          countComposant: 2,
          city: 'Goma',
          description: 'Passagers et fret',
          seats: 12,
          maxPayload: 2000,
        },
      }),
    ));

  const pilot = await ensureUser(api, { name: `Pilote ${tag}`, tel: `${tel}10`, profileId: await profileId(api, 'pilote'), extensionId: origin.id });
  const found = await answered<{ items: { id: number; ref_manifest: string; planeId: number }[] }>(
    api.get(`/api/manifests?status=EnCours&per_page=100`),
  );
  const manifest =
    found.items.find((item) => item.planeId === plane.id) ??
    (await created<{ id: number; ref_manifest: string }>(
      api.post('/api/manifests', {
        data: { planeId: plane.id, pilotId: pilot, originId: origin.id, destinationId: destination.id, waybilldetails: [] },
      }),
    ));

  // A 700 kg generator on a validated waybill from Goma to Bunia, for the manifest to refuse once
  // the payload is set low.
  const sender = await ensureUser(api, { name: 'Kambale Mumbere', tel: `${tel}20` });
  const recipient = await ensureUser(api, { name: 'Esther Ngabo', tel: `${tel}21` });
  const parcels = await answered<{ items: { ref_packag: string; description: string | null }[] }>(
    api.get(`/api/packags?stage=waybill&column=expedition.sender.name&q=${encodeURIComponent('Kambale Mumbere')}&per_page=100`),
  );
  const existing = parcels.items.find((parcel) => parcel.description === `Groupe électrogène ${tag}`);
  if (existing) return { manifest, plane, origin, destination, heavyParcel: existing.ref_packag };

  const driver = await ensureUser(api, { name: `Chauffeur ${tag}`, tel: `${tel}11`, profileId: await profileId(api, 'chauffeur'), extensionId: origin.id });
  const plaque = `GOM-${tel.slice(-4)}-BL`;
  const vehicle = await ensure(
    api,
    '/api/vehicles?per_page=100',
    (item) => item.plaque === plaque,
    () => api.post('/api/vehicles', { data: { plaque, mark: 'Toyota Dyna' } }),
  );
  const expedition = await created<{ packags: { id: number; ref_packag: string; quantityEntry: number }[] }>(
    api.post('/api/expeditions', {
      data: {
        senderId: sender,
        recipientId: recipient,
        destinationId: route,
        colis: [{ quantity: 1, weight: 700, description: `Groupe électrogène ${tag}` }],
      },
    }),
  );
  const waybill = await created<{ id: number }>(
    api.post('/api/waybills', {
      data: {
        driverId: driver,
        vehicleId: vehicle,
        originId: origin.id,
        destinationId: destination.id,
        packags: expedition.packags.map((parcel) => ({ id: parcel.id, quantity: parcel.quantityEntry })),
      },
    }),
  );
  await created(api.post(`/api/waybills/${waybill.id}/validate`, { data: { departureDate: '2026-11-20', departureTime: '07:30' } }));
  return { manifest, plane, origin, destination, heavyParcel: expedition.packags[0].ref_packag };
}
