import { writeFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { created, ensure, ensureBranch, ensureProfile, ensureRoute, ensureUser, pdfPages, printedSheetMargins, profileId } from './fixtures.ts';
import { adminApi, landed, signIn } from './support.ts';

// Air manifests end to end: an agent of the origin branch loads part of a validated waybill onto a
// manifest, then all of it; the ledger's statuses follow (checked through the API); the manifest's
// page, shipped quantities, sheets (one A4 page per destination) and validation; a pilot's own
// manifests; and a deletion that puts the pieces back onto their waybill.

interface Named {
  id: number;
  name: string;
}

interface Parcel {
  id: number;
  ref_packag: string;
}
interface Expedition {
  id: number;
  ref_expedition: string;
  packags: Parcel[];
}
interface Waybill {
  id: number;
  ref_waybill: string;
  status: string;
  quantityRestant: number;
  waybilldetails: { id: number; packagId: number; quantity: number }[];
}

const agent = { name: 'Espoir Manifeste', tel: '0997500101', password: 'Goma-vol-2026' };
const pilot = { name: 'Aline Kavira', tel: '0997500102', password: 'Piste-Goma-2026' };
const otherPilot = { name: 'Patrick Wabo', tel: '0997500103', password: 'Piste-Bunia-2026' };
const registration = '9Q-MAN';
const recipients = { kinshasa: 'Neema Uwimana', bukavu: 'Furaha Bisimwa' };

let yardA: Expedition;
let yardB: Expedition;
let waybill: Waybill;
let spare: Waybill;

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await adminApi(playwright, testInfo.project.use.baseURL!);
  const branch = (name: string, city: string, region: string) =>
    ensureBranch(api, {
      name,
      city,
      region,
      municipality: city,
      countryCode: 'cd',
      tel: '0997500100',
      email: 'air@soute.example',
      social_reason: 'Soute Air SARL',
      trade_registry: 'CD/GOM/RCCM/25-B-00777',
      nif: 'A7777777M',
      type: 1,
    });
  const goma = await branch('Soute Air Goma', 'Goma', 'Nord-Kivu');
  const kinshasa = await branch('Soute Air Kinshasa', 'Kinshasa', 'Kinshasa');
  const bukavu = await branch('Soute Air Bukavu', 'Bukavu', 'Sud-Kivu');
  const route = (name: string, destinationId: number) => ensureRoute(api, { name, originId: goma, destinationId, price: 3 });
  const toKinshasa = await route('Air Goma - Kinshasa', kinshasa);
  const toBukavu = await route('Air Goma - Bukavu', bukavu);
  const food = await ensure(api, '/api/typearticles', 'Vivres', () => api.post('/api/typearticles', { data: { name: 'Vivres' } }));
  const article = (name: string) =>
    ensure(api, '/api/articles?per_page=100', name, () => api.post('/api/articles', { data: { name, typearticleId: food } }));
  const rice = await article('Riz 25 kg');
  const oil = await article('Huile 20 l');
  const client = (name: string, tel: string) => ensureUser(api, { name, tel });
  const sender = await client('Amani Kasereka', '0997500201');
  const toK = await client(recipients.kinshasa, '0997500202');
  const toB = await client(recipients.bukavu, '0997500203');

  const granted = ['afficher manifeste', 'ajouter manifeste', 'modifier manifeste', 'supprimer manifeste', 'valider manifeste'];
  const agentProfile = await ensureProfile(api, 'Agent de piste', granted);
  const pilote = await profileId(api, 'pilote');
  const person = (who: { name: string; tel: string; password?: string }, profile: number) =>
    ensureUser(api, { ...who, profileId: profile, extensionId: goma });
  await person(agent, agentProfile);
  await person(pilot, pilote);
  await person(otherPilot, pilote);
  const driver = await person({ name: 'Jean Chauffeur Air', tel: '0997500104' }, await profileId(api, 'chauffeur'));
  const vehicle = (await created<{ id: number }>(api.post('/api/vehicles', { data: { plaque: 'GOM-7001-AR', mark: 'Isuzu' } }))).id;
  // As server/tests/api/agency.rs makes one.
  await created(
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

  // Two lines to Kinshasa (2 × 1,5 kg of rice and oil, 1 × 0,5 kg) and one to Bukavu (3 × 2 kg).
  yardA = await created<Expedition>(
    api.post('/api/expeditions', {
      data: {
        senderId: sender,
        recipientId: toK,
        destinationId: toKinshasa,
        colis: [
          {
            quantity: 2,
            weight: 1.5,
            description: 'Vivres',
            colidetails: [
              { articleId: rice, quantity: 2 },
              { articleId: oil, quantity: 1 },
            ],
          },
          { quantity: 1, weight: 0.5, description: 'Documents' },
        ],
      },
    }),
  );
  yardB = await created<Expedition>(
    api.post('/api/expeditions', {
      data: { senderId: sender, recipientId: toB, destinationId: toBukavu, colis: [{ quantity: 3, weight: 2, description: 'Pièces détachées' }] },
    }),
  );
  const spareExpedition = await created<Expedition>(
    api.post('/api/expeditions', {
      data: { senderId: sender, recipientId: toK, destinationId: toKinshasa, colis: [{ quantity: 4, weight: 1, description: 'Tissus' }] },
    }),
  );
  const loadAndValidate = async (parcels: { id: number; quantity: number }[]) => {
    const made = await created<Waybill>(
      api.post('/api/waybills', { data: { driverId: driver, vehicleId: vehicle, originId: goma, destinationId: kinshasa, packags: parcels } }),
    );
    return created<Waybill>(api.post(`/api/waybills/${made.id}/validate`, { data: { departureDate: '2026-11-20' } }));
  };
  waybill = await loadAndValidate([
    { id: yardA.packags[0].id, quantity: 2 },
    { id: yardA.packags[1].id, quantity: 1 },
    { id: yardB.packags[0].id, quantity: 3 },
  ]);
  expect(waybill.status).toBe('EnAttente');
  spare = await loadAndValidate([{ id: spareExpedition.packags[0].id, quantity: 4 }]);
  await api.dispose();
});

/** Picks `option` in the select labelled `label`. */
async function pick(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function withAdmin<T>(playwright: Parameters<typeof adminApi>[0], baseURL: string, run: (api: APIRequestContext) => Promise<T>): Promise<T> {
  const api = await adminApi(playwright, baseURL);
  try {
    return await run(api);
  } finally {
    await api.dispose();
  }
}

const get = async <T>(api: APIRequestContext, path: string): Promise<T> => (await api.get(path)).json() as Promise<T>;

const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text }).first();

let manifest: { id: number; ref_manifest: string };

test.describe('air manifests', () => {
  test.describe.configure({ mode: 'serial' });

  test('an agent loads part of a waybill line onto a new manifest: the expedition is on its way', async ({ page, playwright, baseURL }) => {
    await signIn(page, { username: agent.tel, password: agent.password });
    await landed(page);
    await page.goto('/manifests');
    await expect(page.getByRole('heading', { level: 1, name: 'Manifeste · En cours' })).toBeVisible();
    await page.getByRole('button', { name: 'Nouveau manifeste' }).click();
    const modal = page.getByRole('dialog', { name: 'Nouveau manifeste' });
    const parcel = yardA.packags[0].ref_packag;
    await modal.getByRole('checkbox', { name: `Charger le colis ${parcel}` }).check();
    const quantity = modal.getByRole('textbox', { name: `Pièces du colis ${parcel} à charger` });
    await expect(quantity).toHaveValue('2');
    await quantity.fill('1');
    // The aircraft and the destination are required; the origin is the agent's branch.
    await modal.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect(modal.getByText("Choisissez l'avion")).toBeVisible();
    await expect(modal.getByRole('combobox', { name: 'Origine', exact: true })).toHaveValue('Soute Air Goma');
    await pick(page, modal, 'Avion', `${registration} · ATR`);
    await pick(page, modal, 'Pilote', `${pilot.name} · ${pilot.tel}`);
    await pick(page, modal, 'Destination', 'Soute Air Kinshasa');
    await expect(modal.getByRole('region', { name: 'Totaux du manifeste' })).toContainText('Pièces1Poids1,5 kg');
    await modal.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect(toast(page, 'Manifeste enregistré')).toBeVisible();
    await expect(modal).toBeHidden();

    manifest = await withAdmin(playwright, baseURL!, async (api) => {
      const found = await get<{ items: { id: number; ref_manifest: string }[] }>(
        api,
        `/api/manifests?status=EnCours&column=pilot.name&q=${encodeURIComponent(pilot.name)}`,
      );
      expect(found.items).toHaveLength(1);
      expect((await get<{ status: string }>(api, `/api/expeditions/${yardA.id}`)).status).toBe('EnCours');
      expect((await get<Waybill>(api, `/api/waybills/${waybill.id}`)).status).toBe('EnAttente');
      return found.items[0];
    });
    const card = page.getByRole('article', { name: manifest.ref_manifest });
    await expect(card).toContainText('Soute Air Goma');
    await expect(card).toContainText(`Expéditeur${agent.name}`);
    await expect(card).toContainText('Goma (Nord-Kivu) → Kinshasa (Kinshasa)');
    await expect(card).toContainText(`ATR 72-500 · ${registration}`);
    await expect(card).toContainText('1,5 kg1 colis · 1 pièce');
    await expect(card).toContainText('Date de départNon définie');
  });

  test('edited to carry everything: the expedition and the waybill are shipped', async ({ page, playwright, baseURL }) => {
    await signIn(page, { username: agent.tel, password: agent.password });
    await landed(page);
    await page.goto('/manifests');
    await page.getByRole('button', { name: `Modifier le manifeste ${manifest.ref_manifest}` }).click();
    const modal = page.getByRole('dialog', { name: `Modifier le manifeste ${manifest.ref_manifest}` });
    const first = yardA.packags[0].ref_packag;
    const quantity = modal.getByRole('textbox', { name: `Pièces du colis ${first} à charger` });
    await expect(quantity).toHaveValue('1');
    await expect(modal.getByRole('row', { name: new RegExp(first) })).toContainText('2 pièces3 kgdont 1 déjà sur ce manifeste');
    await quantity.fill('2');
    await modal.getByRole('checkbox', { name: `Charger le colis ${yardA.packags[1].ref_packag}` }).check();
    await modal.getByRole('checkbox', { name: `Charger le colis ${yardB.packags[0].ref_packag}` }).check();
    await expect(modal.getByRole('region', { name: 'Totaux du manifeste' })).toContainText('Colis choisis3Pièces6Poids9,5 kg');
    await modal.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect(toast(page, 'Manifeste enregistré')).toBeVisible();
    await expect(modal).toBeHidden();
    await expect(page.getByRole('article', { name: manifest.ref_manifest })).toContainText('9,5 kg3 colis · 6 pièces');

    await withAdmin(playwright, baseURL!, async (api) => {
      expect((await get<{ status: string }>(api, `/api/expeditions/${yardA.id}`)).status).toBe('Expedié');
      expect((await get<{ status: string }>(api, `/api/expeditions/${yardB.id}`)).status).toBe('Expedié');
      const loaded = await get<Waybill>(api, `/api/waybills/${waybill.id}`);
      expect(loaded.status).toBe('Expedié');
      expect(loaded.quantityRestant).toBe(0);
    });
  });

  test('its page groups the parcels by destination, searches them, and records shipped quantities', async ({ page, playwright, baseURL }) => {
    await signIn(page, { username: agent.tel, password: agent.password });
    await landed(page);
    await page.goto('/manifests');
    await page.getByRole('link', { name: `Détails du manifeste ${manifest.ref_manifest}` }).click();
    await expect(page).toHaveURL(`/manifests/${manifest.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Manifeste ${manifest.ref_manifest}` })).toBeVisible();
    const groups = page.getByRole('heading', { level: 3 });
    await expect(groups).toHaveText(['Destination : Kinshasa (Kinshasa) — Soute Air Kinshasa', 'Destination : Bukavu (Sud-Kivu) — Soute Air Bukavu']);
    await expect(page.getByRole('region', { name: /Kinshasa \(Kinshasa\)/ })).toContainText('Sous-total3 pièces · 3,5 kg');
    await expect(page.getByRole('region', { name: /Bukavu/ })).toContainText('Sous-total3 pièces · 6 kg');
    await expect(page.getByRole('region', { name: 'Total général' })).toContainText('6 pièces · 9,5 kg');

    const search = page.getByRole('searchbox', { name: 'Rechercher un colis' });
    await search.fill('bisimwa');
    await expect(groups).toHaveText(['Destination : Bukavu (Sud-Kivu) — Soute Air Bukavu']);
    await expect(page.getByRole('row', { name: /EXP-/ })).toHaveCount(1);
    await search.fill(yardA.packags[1].ref_packag.toLowerCase());
    await expect(page.getByRole('row', { name: /EXP-/ })).toHaveText([new RegExp(yardA.packags[1].ref_packag)]);
    await search.fill('');
    await expect(page.getByRole('row', { name: /EXP-/ })).toHaveCount(3);

    const parcel = yardA.packags[0].ref_packag;
    await page.getByRole('button', { name: `Quantités expédiées du colis ${parcel}` }).click();
    const modal = page.getByRole('dialog', { name: `Quantités expédiées · ${parcel}` });
    const rice = modal.getByRole('textbox', { name: 'Expédié : Riz 25 kg' });
    await rice.fill('3');
    await modal.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect(modal.getByText('Entre 0 et 2')).toBeVisible();
    await rice.fill('1');
    await modal.getByRole('textbox', { name: 'Expédié : Huile 20 l' }).fill('1');
    await expect(modal.getByRole('row', { name: /Riz 25 kg/ })).toHaveText(/^Riz 25 kg \(Vivres\)21$/);
    await modal.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect(toast(page, 'Quantités expédiées enregistrées')).toBeVisible();
    await expect(modal).toBeHidden();

    await withAdmin(playwright, baseURL!, async (api) => {
      const detail = await get<{ groups: { manifestdetails: { packag: Parcel; packagdetails: { article: Named; stock: number; expedie: number }[] }[] }[] }>(
        api,
        `/api/manifests/${manifest.id}`,
      );
      const line = detail.groups.flatMap((group) => group.manifestdetails).find((candidate) => candidate.packag.ref_packag === parcel)!;
      expect(line.packagdetails.map(({ article, stock, expedie }) => [article.name, expedie, stock])).toEqual([
        ['Riz 25 kg', 1, 1],
        ['Huile 20 l', 1, 0],
      ]);
    });
  });

  test('its sheets print one A4 landscape page per destination', async ({ page }) => {
    await signIn(page, { username: agent.tel, password: agent.password });
    await landed(page);
    await page.goto(`/manifests/${manifest.id}`);
    const today = new Date().toLocaleDateString('en-GB');
    // Only the printed sheets say when they were printed.
    await expect(page.getByRole('article', { name: manifest.ref_manifest })).not.toContainText('Imprimé le');
    await page.getByRole('link', { name: `Imprimer le manifeste ${manifest.ref_manifest}` }).click();
    await expect(page).toHaveURL(`/manifests/${manifest.id}/print`);
    const kinshasa = page.getByRole('article', { name: `Manifeste ${manifest.ref_manifest} · Kinshasa (Kinshasa)` });
    const bukavu = page.getByRole('article', { name: `Manifeste ${manifest.ref_manifest} · Bukavu (Sud-Kivu)` });
    await expect(kinshasa).toContainText(`MANIFESTEN° ${manifest.ref_manifest}`);
    await expect(kinshasa).toContainText(pilot.name);
    await expect(kinshasa.locator('tbody tr')).toHaveCount(10);
    await expect(bukavu.getByRole('row', { name: /Sous-total/ })).toHaveText(/Sous-total36/);
    await expect(page.getByRole('button', { name: 'Imprimer' })).toBeVisible();
    for (const sheet of [kinshasa, bukavu]) await expect(sheet).toContainText(`Imprimé le ${today}`);
    // Every border on the paper, the table's right-hand one included.
    const margins = await printedSheetMargins(page, 297);
    expect(margins).toHaveLength(2);
    for (const { left, right } of margins) {
      expect(left).toBeGreaterThanOrEqual(0.5);
      expect(right).toBeGreaterThanOrEqual(0.5);
    }

    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    writeFileSync('e2e/screenshots/manifest.pdf', pdf);
    const { count, boxes } = pdfPages(pdf);
    expect(count).toBe(2);
    for (const [, , width, height] of boxes) {
      // A4 landscape: 297 × 210 mm, 841.9 × 595.3 points.
      expect(Math.abs(width - 841.9)).toBeLessThan(2);
      expect(Math.abs(height - 595.3)).toBeLessThan(2);
    }
  });

  test('validated as arrived with its departure date and time, by its button only, it moves to the Arrivé table', async ({
    page,
    playwright,
    baseURL,
  }) => {
    await signIn(page, { username: agent.tel, password: agent.password });
    await landed(page);
    await page.goto(`/manifests/${manifest.id}`);
    await page.getByRole('button', { name: `Valider le manifeste ${manifest.ref_manifest}` }).click();
    const modal = page.getByRole('dialog', { name: `Valider le manifeste ${manifest.ref_manifest}` });
    await expect(modal.getByRole('combobox', { name: 'Statut' })).toHaveValue('Arrivé');
    // What arriving locks.
    const locked = modal.getByLabel('Ce que la validation verrouille');
    await expect(locked).toContainText(`Référence${manifest.ref_manifest}`);
    await expect(locked).toContainText(/Trajet.+ → .+/);
    await expect(locked).toContainText(/Chargement\d+\scolis\s·\s\d+\spièces?\s·\s[\d,]+\skg/);
    await expect(modal).toContainText('ne peut plus être modifié ni supprimé');
    await modal.getByRole('button', { name: 'Valider' }).click();
    await expect(modal.getByText('Choisissez la date de départ')).toBeVisible();
    await expect(modal.getByText("Choisissez l'heure de départ")).toBeVisible();

    // Enter in the date field validates nothing, not even once the time is there.
    const date = modal.getByRole('textbox', { name: 'Date de départ' });
    await date.fill('22/11/2026');
    await date.press('Enter');
    await modal.getByRole('spinbutton', { name: 'Heures' }).fill('14');
    await modal.getByRole('spinbutton', { name: 'Minutes' }).fill('05');
    await date.press('Enter');
    await page.waitForTimeout(500);
    await expect(modal).toBeVisible();
    const api = await adminApi(playwright, baseURL!);
    expect((await (await api.get(`/api/manifests/${manifest.id}`)).json()).status).toBe('EnCours');
    await api.dispose();

    await modal.getByRole('button', { name: 'Valider' }).click();
    await expect(toast(page, 'Manifeste validé : arrivé')).toBeVisible();
    await expect(modal).toBeHidden();
    const card = page.getByRole('article', { name: manifest.ref_manifest });
    await expect(card).toContainText('Date de départ22/11/2026');
    await expect(card.getByRole('button', { name: /Modifier|Supprimer|Valider/ })).toHaveCount(0);

    await page.getByRole('link', { name: 'Manifestes' }).first().click();
    await expect(page).toHaveURL('/manifests');
    await page.getByRole('tab', { name: /^Arrivé \(\d+\)$/ }).click();
    const row = page.getByRole('row', { name: new RegExp(manifest.ref_manifest) });
    await expect(row).toContainText(`${registration}`);
    await expect(row).toContainText('Goma (Nord-Kivu)');
    await expect(row).toContainText('Kinshasa (Kinshasa)');
    await expect(row).toContainText(pilot.name);
    await expect(row).toContainText('22/11/2026');
  });

  test('a pilot sees only their own manifests', async ({ page, playwright, baseURL }) => {
    // Another pilot's manifest, from the spare waybill.
    const other = await withAdmin(playwright, baseURL!, async (api) => {
      const branches: { items: Named[] } = await (await api.get('/api/extensions?per_page=100')).json();
      const goma = branches.items.find((b) => b.name === 'Soute Air Goma')!.id;
      const kinshasa = branches.items.find((b) => b.name === 'Soute Air Kinshasa')!.id;
      const planes: { items: { id: number; immatriculation: string }[] } = await (await api.get('/api/planecomposants?category=1&per_page=100')).json();
      const pilots: { items: Named[] } = await (await api.get('/api/pilots?per_page=100')).json();
      return created<{ id: number; ref_manifest: string }>(
        api.post('/api/manifests', {
          data: {
            planeId: planes.items.find((p) => p.immatriculation === registration)!.id,
            pilotId: pilots.items.find((p) => p.name === otherPilot.name)!.id,
            originId: goma,
            destinationId: kinshasa,
            waybilldetails: [{ id: spare.waybilldetails[0].id, quantity: 3 }],
          },
        }),
      );
    });
    expect(other.ref_manifest).not.toBe(manifest.ref_manifest);

    await signIn(page, { username: pilot.tel, password: pilot.password });
    await landed(page);
    await page.getByRole('banner').getByRole('link', { name: 'Manifestes' }).click();
    await expect(page).toHaveURL('/my/manifests');
    await expect(page.getByRole('heading', { level: 1, name: 'Mes manifestes' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    const card = page.getByRole('article', { name: manifest.ref_manifest });
    await expect(card).toContainText('Arrivé');
    await card.getByRole('link', { name: `Détails du manifeste ${manifest.ref_manifest}` }).click();
    await expect(page).toHaveURL(`/my/manifests/${manifest.id}`);
    await expect(page.getByRole('row', { name: /EXP-/ })).toHaveCount(3);
    await page.getByRole('link', { name: `Imprimer le manifeste ${manifest.ref_manifest}` }).click();
    await expect(page.locator('.print-sheet')).toHaveCount(2);
    // Someone else's manifest does not exist for them.
    await page.goto(`/my/manifests/${other.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Manifeste introuvable' })).toBeVisible();
  });

  test('a manifest in preparation deleted from its page puts its pieces back on the waybill', async ({ page, playwright, baseURL }) => {
    const doomed = await withAdmin(playwright, baseURL!, async (api) => {
      const found = await get<{ items: { id: number; ref_manifest: string }[] }>(
        api,
        `/api/manifests?status=EnCours&column=pilot.name&q=${encodeURIComponent(otherPilot.name)}`,
      );
      const before = await get<Waybill>(api, `/api/waybills/${spare.id}`);
      expect(before.quantityRestant).toBe(1);
      return found.items[0];
    });

    await signIn(page, { username: agent.tel, password: agent.password });
    await landed(page);
    await page.goto(`/manifests/${doomed.id}`);
    await page.getByRole('button', { name: `Supprimer le manifeste ${doomed.ref_manifest}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer le manifeste' });
    await expect(confirm).toContainText('Ses colis reviendront sur leurs bordereaux.');
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(toast(page, 'Manifeste supprimé : ses colis sont revenus sur leurs bordereaux')).toBeVisible();
    await expect(page).toHaveURL('/manifests');
    await expect(page.getByRole('article', { name: doomed.ref_manifest })).toHaveCount(0);

    await withAdmin(playwright, baseURL!, async (api) => {
      const after = await get<Waybill>(api, `/api/waybills/${spare.id}`);
      expect(after.quantityRestant).toBe(4);
      expect(after.status).toBe('EnAttente');
      expect((await api.get(`/api/manifests/${doomed.id}`)).status()).toBe(404);
    });
  });
});
