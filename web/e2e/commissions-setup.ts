import type { APIRequestContext } from '@playwright/test';
import { created, ensure, ensureBranch, ensureRoute, ensureUser, profileId } from './fixtures.ts';

// What the commission specs put in place through the API: a manifest in preparation, flying
// parcels from one branch to another, and external persons to share its commissions among.

export interface Scene {
  manifest: { id: number; ref_manifest: string };
  origin: number;
  destination: number;
}

/**
 * Two branches named after `tag`, a route between them at 25 $/kg, an expedition of 200 kg
 * (5 000 $) and 60 kg (1 500 $) carried by a validated waybill, then loaded on a manifest in
 * preparation: its revenue is 6 500 $.
 */
export async function manifestInPreparation(api: APIRequestContext, tag: string, tel: string): Promise<Scene> {
  const branch = (name: string, city: string, region: string) =>
    ensureBranch(api, { name, city, region, countryCode: 'cd', tel: `${tel}00`, social_reason: 'Soute Fret SARL', type: 1, status: 1 });
  const origin = await branch(`${tag} Goma`, 'Goma', 'Nord-Kivu');
  const destination = await branch(`${tag} Kinshasa`, 'Kinshasa', 'Kinshasa');
  const route = await ensureRoute(api, { name: `${tag} Goma - Kinshasa`, originId: origin, destinationId: destination, price: 25 });
  const sender = await ensureUser(api, { name: 'Amani Kasereka', tel: `${tel}01` });
  const recipient = await ensureUser(api, { name: 'Neema Uwimana', tel: `${tel}02` });
  const driver = await ensureUser(api, {
    name: 'Jean Chauffeur',
    tel: `${tel}03`,
    profileId: await profileId(api, 'chauffeur'),
    extensionId: origin,
  });
  const pilot = await ensureUser(api, { name: 'Aline Pilote', tel: `${tel}04`, profileId: await profileId(api, 'pilote'), extensionId: origin });
  const vehicle = await ensure(
    api,
    '/api/vehicles?per_page=100',
    (item) => item.plaque === `GOM-${tel.slice(-4)}-CM`,
    () => api.post('/api/vehicles', { data: { plaque: `GOM-${tel.slice(-4)}-CM`, mark: 'Isuzu' } }),
  );
  const registration = `9Q-${tag.slice(0, 3).toUpperCase()}`;
  const plane = await ensure(
    api,
    '/api/planecomposants?category=1&per_page=100',
    (item) => item.immatriculation === registration,
    () =>
      api.post('/api/planecomposants', {
        data: {
          category: 1,
          immatriculation: registration,
          serie: 'AT72-500-0781',
          constructeur: 'ATR',
          dateFabrication: '2008-04-12',
          dateRevision: '2026-03-01',
          ttsn: 1_500_000,
          ttso: 120_000,
          tcsn: 21000,
          tcso: 1800,
          countComposant: 2,
          city: 'Goma',
          description: 'ATR 72-500',
        },
      }),
  );
  const expedition = await created<{ packags: { id: number; quantityEntry: number }[] }>(
    api.post('/api/expeditions', {
      data: {
        senderId: sender,
        recipientId: recipient,
        destinationId: route,
        colis: [
          { quantity: 10, weight: 20, description: 'Café en sacs' },
          { quantity: 4, weight: 15, description: 'Pièces détachées' },
        ],
      },
    }),
  );
  const waybill = await created<{ id: number }>(
    api.post('/api/waybills', {
      data: {
        driverId: driver,
        vehicleId: vehicle,
        originId: origin,
        destinationId: destination,
        packags: expedition.packags.map((parcel) => ({ id: parcel.id, quantity: parcel.quantityEntry })),
      },
    }),
  );
  const validated = await created<{ waybilldetails: { id: number; quantity: number }[] }>(
    api.post(`/api/waybills/${waybill.id}/validate`, { data: { departureDate: '2026-11-20', departureTime: '08:30' } }),
  );
  const manifest = await created<{ id: number; ref_manifest: string }>(
    api.post('/api/manifests', {
      data: {
        planeId: plane,
        pilotId: pilot,
        originId: origin,
        destinationId: destination,
        waybilldetails: validated.waybilldetails.map((line) => ({ id: line.id, quantity: line.quantity })),
      },
    }),
  );
  return { manifest, origin, destination };
}

/** A person outside the agency (the Externe profile), created when missing. */
export async function externalPerson(api: APIRequestContext, name: string, tel: string): Promise<number> {
  return ensureUser(api, { name, tel, profileId: await profileId(api, 'externe') });
}

/** The id of the expense type named `type` (the first start creates Commission, Manutention…). */
export async function typedepenseId(api: APIRequestContext, type: string): Promise<number> {
  const types: { id: number; type: string }[] = await (await api.get('/api/typedepenses')).json();
  const found = types.find((candidate) => candidate.type === type);
  if (!found) throw new Error(`no expense type ${type}`);
  return found.id;
}
