import { describe, expect, it } from 'vitest';
import { changeLines, knowsField } from '@/features/audit/utils/changes';

/** `label : text` per line, spaces as plain spaces (amounts and weights hold no-break ones). */
const read = (resource: string, changes: Record<string, unknown>) =>
  changeLines(resource, changes).map(({ label, text }) => `${label} : ${text}`.replace(/[\u00a0\u202f]/g, ' '));

/**
 * Every field the server writes to the trail, per resource (`server/src/db/*.rs`, the callers of
 * `audit::record` and `Action::…on(…)`). A field added there and not here shows under its raw name.
 */
const written: Record<string, string[]> = {
  sessions: ['ip', 'username'],
  pieces: ['libele', 'serie', 'hostId', 'base_date', 'baseline', 'installed', 'removed', 'overhauled'],
  logbooks: ['planeId', 'serie', 'description'],
  logbook_entries: ['date', 'from', 'to', 'minutes', 'cycles', 'pilotId', 'manifestId'],
  invoices: ['ref_invoice', 'extensionId', 'price', 'expeditionId', 'billetId', 'ref_billet', 'ref_expedition', 'reason'],
  manifests: ['planeId', 'pilotId', 'originId', 'destinationId', 'waybilldetails', 'ref_manifest', 'status', 'departure_date', 'departure_time', 'shipped'],
  users: ['name', 'email', 'tel', 'adress', 'gender', 'country', 'region', 'city', 'profileId', 'extensionId', 'status', 'passwordChanged', 'avatar', 'archived', 'profile', 'billet'],
  inspections: ['planeId', 'description', 'intervals', 'done'],
  vehicles: ['plaque', 'mark', 'description'],
  profiles: ['name', 'permissionId'],
  prices: ['name', 'price', 'originId', 'destinationId', 'status'],
  extensions: ['name', 'short_name', 'tel', 'email', 'city', 'timezone', 'status', 'logo', 'archived'],
  planecomposants: ['immatriculation', 'serie', 'constructeur', 'date_revision', 'base_date', 'baseline', 'installed', 'removed', 'overhauled'],
  documents: ['planeId', 'serie', 'dateEmission', 'dateExpiration'],
  typearticles: ['name'],
  articles: ['name', 'typearticleId'],
  expeditions: ['senderId', 'recipientId', 'destinationId', 'price', 'quantity', 'weight', 'lines', 'ref_expedition', 'extensionId', 'cash', 'paid'],
  waybills: ['driverId', 'vehicleId', 'originId', 'destinationId', 'packags', 'ref_waybill', 'status', 'departure_date', 'departure_time'],
  waybilldetails: ['waybillId'],
  billets: ['manifestId', 'name', 'tel', 'document', 'type', 'seat', 'weight', 'weightDeclared', 'baggagePieces', 'baggageWeight', 'fare', 'ref_billet', 'paid', 'from', 'status'],
  typedepenses: ['type', 'ismanifeste'],
  depenses: ['ref_depense', 'commission', 'manifesteId', 'typedepenseId', 'mountT', 'beneficerId', 'mount', 'description', 'brancheId', 'date'],
};

describe('the changes of a Journal line', () => {
  it('labels every field the server writes', () => {
    const unknown = Object.entries(written).flatMap(([resource, fields]) =>
      fields.filter((name) => !knowsField(resource, name)).map((name) => `${resource}.${name}`),
    );
    expect(unknown).toEqual([]);
  });

  it("shows a ticket's weights in kg (the trail keeps grams) and its fare as money", () => {
    expect(
      read('billets', {
        baggagePieces: 1,
        baggageWeight: 6000,
        fare: 260.0,
        manifestId: 87,
        name: 'Baraka Mumbere',
        paid: 260.0,
        ref_billet: 'BIL-000663',
        seat: '7A',
        type: 'adulte',
        weight: 84000,
        weightDeclared: null,
      }),
    ).toEqual([
      'Nom : Baraka Mumbere',
      'Type : Adulte',
      'Siège : 7A',
      'Poids du passager : 84 kg',
      'Bagages (pièces) : 1',
      'Poids des bagages : 6 kg',
      'Tarif : 260,00 $',
      'Vol (manifeste) : n° 87',
      'Payé : 260,00 $',
    ]);
  });

  it("shows an edit as before → after, an expedition's weight being kg already and its price money", () => {
    expect(read('expeditions', { price: { from: 38.13, to: 30.5 }, weight: { from: 15.25, to: 12.5 }, cash: -1 })).toEqual([
      'Prix : 38,13 $ → 30,50 $',
      'Poids : 15,25 kg → 12,5 kg',
      "Payé à l'enregistrement : payé en entier",
    ]);
  });

  it('writes days, flight times, counters and installations as people read them', () => {
    expect(read('logbook_entries', { date: '2026-11-21', minutes: 105, cycles: 2, from: 'Goma', to: 'Bunia', pilotId: 12 })).toEqual([
      'Date : 21/11/2026',
      'Pilote : n° 12',
      'Temps de vol : 1:45',
      'Cycles (atterrissages) : 2',
      'De : Goma',
      'Vers : Bunia',
    ]);
    expect(read('planecomposants', { installed: { date: '2024-11-27', disposition: 3, hostId: 1, number: 2 } })).toEqual([
      'Installation : sur n° 1 le 27/11/2024, Droite n° 2',
    ]);
    expect(read('inspections', { done: { cycles: 21966, date: '2026-08-19', id: 9, minutes: 1536290, serie: 'CRS-2026-046' } })).toEqual([
      'Inspection effectuée : le 19/08/2026, CRS CRS-2026-046 (25 604:50, 21 966 cycles)',
    ]);
    expect(read('pieces', { baseline: [125_403, 8403, 9410, 610] })).toEqual(['Compteurs de départ : TSN 2 090:03 · TSO 140:03 · CSN 9 410 · CSO 610']);
  });

  it('sums up what a waybill or a manifest carries, and a profile its permissions, instead of showing JSON', () => {
    expect(read('waybills', { packags: [{ packagId: 483, quantity: 4 }, { packagId: 484, quantity: 1 }], ref_waybill: 'COL-000096' })).toEqual([
      'Colis : 2 colis, 5 pièces',
    ]);
    expect(read('profiles', { permissionId: { from: [1, 2], to: [1, 2, 3] } })).toEqual(['Permissions : 2 permissions → 3 permissions']);
    expect(read('prices', { price: 3, status: 1 })).toEqual(['Prix par kg : 3,00 $/kg', 'Actif : actif']);
  });

  it('leaves the reference and what a payment paid to the record column, and empty fields out', () => {
    expect(read('invoices', { ref_invoice: 'FAC-000301', price: 30.5, reason: 'Prix erroné', expeditionId: 12, ref_expedition: 'EXP-000012' })).toEqual([
      'Motif : Prix erroné',
      'Montant : 30,50 $',
    ]);
    expect(read('billets', { ref_billet: 'BIL-000649' })).toEqual(['Référence : BIL-000649']);
    expect(read('users', { name: 'Jean', email: null, adress: '' })).toEqual(['Nom : Jean']);
    // An edit that emptied a field still says so.
    expect(read('users', { email: { from: 'jean@example.com', to: null } })).toEqual(['Email : jean@example.com → —']);
  });

  it('links the records a value names to their pages', () => {
    const lines = changeLines('expeditions', { senderId: 2, price: 31.25 });
    expect(lines[0]).toMatchObject({ label: 'Expéditeur', text: 'n° 2', path: '/profile/2' });
    expect(lines[1].path).toBeNull();
    expect(changeLines('depenses', { manifesteId: 23 })[0].path).toBe('/manifests/23');
  });

  it('keeps a field it does not know under its own name, its value still readable', () => {
    expect(read('expeditions', { somethingNew: 12.5, flag: true })).toEqual(['somethingNew : 12,5', 'flag : oui']);
  });
});
