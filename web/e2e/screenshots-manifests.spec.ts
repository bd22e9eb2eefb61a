import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test } from '@playwright/test';
import { created, ensure, ensureRoute, ensureUser, logoPng, profileId, screenshotDir as dir, shoot, viewports } from './fixtures.ts';
import { adminApi, landed, signIn } from './support.ts';

// Pictures of the manifest screens (cards in preparation, the arrived table, a manifest's page, its
// form, the validate and shipped-quantity modals, its sheets on screen and as a PDF), in French on
// a desktop and a phone, for a person to look at.

let shown = { id: 0, ref: '' };

test.beforeAll(async ({ playwright, browser }, testInfo) => {
  const api = await adminApi(playwright, testInfo.project.use.baseURL!);
  // Set up once per database: a worker started again after a failure finds it in place.
  const existing: { items: { id: number; ref_manifest: string }[] } = await (
    await api.get(`/api/manifests?status=EnCours&column=pilot.name&q=${encodeURIComponent('Christelle Kalala')}`)
  ).json();
  if (existing.items.length > 0) {
    shown = { id: existing.items[0].id, ref: existing.items[0].ref_manifest };
    await api.dispose();
    return;
  }
  const logo = await logoPng(browser);
  const branch = (name: string, fields: Record<string, string>) =>
    ensure(api, '/api/extensions?per_page=100', name, () =>
      api.post('/api/extensions', {
        multipart: {
          name,
          countryCode: 'cd',
          social_reason: 'Soute Aviation SARL',
          trade_registry: 'CD/GOM/RCCM/21-B-00451',
          nif: 'A0912345Q',
          email: 'vols@soute.example',
          type: '1',
          ...fields,
          file: { name: 'logo.png', mimeType: 'image/png', buffer: logo },
        },
      }),
    );
  const goma = await branch('Soute Aviation Goma', {
    city: 'Goma',
    region: 'Nord-Kivu',
    municipality: 'Karisimbi',
    avenue: "Route de l'aéroport 14",
    tel: '0997600100',
  });
  const kinshasa = await branch("Soute Aviation N'Djili", { city: 'Kinshasa', region: 'Kinshasa', municipality: "N'Djili", tel: '0997600200' });
  const bukavu = await branch('Soute Aviation Kavumu', { city: 'Bukavu', region: 'Sud-Kivu', municipality: 'Kabare', tel: '0997600300' });
  const route = (name: string, destinationId: number) => ensureRoute(api, { name, originId: goma, destinationId, price: 3.1 });
  const toKinshasa = await route("Goma - N'Djili (avion)", kinshasa);
  const toBukavu = await route('Goma - Kavumu (avion)', bukavu);
  const type = await ensure(api, '/api/typearticles', 'Marchandises', () => api.post('/api/typearticles', { data: { name: 'Marchandises' } }));
  const article = (name: string) =>
    ensure(api, '/api/articles?per_page=100', name, () => api.post('/api/articles', { data: { name, typearticleId: type } }));
  const coffee = await article('Café arabica 60 kg');
  const phones = await article('Téléphones portables');
  const cloth = await article('Pagnes wax');
  const client = (name: string, tel: string) => ensureUser(api, { name, tel });
  const amani = await client('Amani Bahati', '0997600401');
  const neema = await client('Neema Kasongo', '0997600402');
  const jean = await client('Jean-Pierre Mulumba', '0997600403');
  const furaha = await client('Furaha Ilunga', '0997600404');
  const esther = await client('Esther Mapendo', '0997600405');

  const chauffeur = await profileId(api, 'chauffeur');
  const pilote = await profileId(api, 'pilote');
  const person = (name: string, tel: string, profile: number) => ensureUser(api, { name, tel, profileId: profile, extensionId: goma });
  const driver = await person('Moïse Chauffeur', '0997600501', chauffeur);
  const pilotA = await person('Christelle Kalala', '0997600502', pilote);
  const pilotB = await person('Innocent Swai', '0997600503', pilote);
  const vehicle = (await created<{ id: number }>(api.post('/api/vehicles', { data: { plaque: 'GOM-6001-AV', mark: 'Toyota Dyna' } }))).id;
  const plane = (registration: string, description: string) =>
    created<{ id: number }>(
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
          description,
        },
      }),
    );
  const atr = (await plane('9Q-CSA', 'ATR 72-500')).id;
  const dash = (await plane('9Q-CJD', 'Dash 8-100')).id;

  const register = async (senderId: number, recipientId: number, destinationId: number, colis: unknown[]) =>
    created<{ packags: { id: number; quantityEntry: number }[] }>(api.post('/api/expeditions', { data: { senderId, recipientId, destinationId, colis } }));
  const loads: { id: number; quantity: number }[] = [];
  const add = (x: { packags: { id: number; quantityEntry: number }[] }) =>
    loads.push(...x.packags.map((p) => ({ id: p.id, quantity: p.quantityEntry })));
  add(
    await register(amani, neema, toKinshasa, [
      { quantity: 4, weight: 15, description: 'Café en sacs', colidetails: [{ articleId: coffee, quantity: 4 }] },
      { quantity: 1, weight: 2.25, description: 'Téléphones, fragile', colidetails: [{ articleId: phones, quantity: 6 }] },
    ]),
  );
  add(await register(jean, furaha, toKinshasa, [{ quantity: 6, weight: 3.5, description: 'Pagnes', colidetails: [{ articleId: cloth, quantity: 12 }] }]));
  add(await register(furaha, esther, toBukavu, [{ quantity: 2, weight: 7.75, description: 'Café torréfié', colidetails: [{ articleId: coffee, quantity: 2 }] }]));
  add(await register(neema, jean, toBukavu, [{ quantity: 3, weight: 1.2, description: 'Médicaments' }]));
  add(await register(esther, amani, toKinshasa, [{ quantity: 5, weight: 4, description: 'Pagnes wax', colidetails: [{ articleId: cloth, quantity: 5 }] }]));
  add(await register(amani, jean, toKinshasa, [{ quantity: 2, weight: 9.5, description: 'Panneaux solaires' }]));

  const waybill = await created<{ id: number }>(
    api.post('/api/waybills', { data: { driverId: driver, vehicleId: vehicle, originId: goma, destinationId: kinshasa, packags: loads } }),
  );
  const validated = await created<{ waybilldetails: { id: number; quantity: number }[] }>(
    api.post(`/api/waybills/${waybill.id}/validate`, { data: { departureDate: '2026-11-20' } }),
  );
  const lines = validated.waybilldetails;
  const all = (line: (typeof lines)[number]) => ({ id: line.id, quantity: line.quantity });
  const manifest = (planeId: number, pilotId: number | null, destinationId: number, taken: { id: number; quantity: number }[]) =>
    created<{ id: number; ref_manifest: string }>(
      api.post('/api/manifests', { data: { planeId, pilotId, originId: goma, destinationId, waybilldetails: taken } }),
    );
  // Two destinations on the first, one line of it in part; one line left on the waybill for the
  // form; the third manifest arrived.
  const first = await manifest(atr, pilotA, kinshasa, [
    { id: lines[0].id, quantity: lines[0].quantity - 1 },
    all(lines[1]),
    all(lines[2]),
    all(lines[3]),
  ]);
  shown = { id: first.id, ref: first.ref_manifest };
  await manifest(dash, null, bukavu, [all(lines[5])]);
  const arrived = await manifest(dash, pilotB, kinshasa, [all(lines[6])]);
  await created(api.post(`/api/manifests/${arrived.id}/validate`, { data: { status: 'Arriver', departureDate: '2026-11-21' } }));
  await api.dispose();
});

for (const [device, viewport] of Object.entries(viewports)) {
  test(`manifest screenshots fr ${device}`, async ({ page }) => {
    const name = (screen: string) => `fr-${device}-${screen}`;
    await page.setViewportSize(viewport);
    await signIn(page);
    await landed(page);

    await page.goto('/manifests');
    await page.getByRole('article', { name: shown.ref }).waitFor();
    await shoot(page, name('manifests-encours'));

    await page.getByRole('tab', { name: /^Arrivé/ }).click();
    await page.getByText(/^MAN-\d+$/).first().waitFor();
    await shoot(page, name('manifests-arriver'));

    await page.goto(`/manifests/${shown.id}`);
    await page.getByRole('heading', { level: 3 }).first().waitFor();
    await shoot(page, name('manifest-detail'));

    await page.getByRole('button', { name: `Modifier le manifeste ${shown.ref}` }).click();
    const form = page.getByRole('dialog', { name: `Modifier le manifeste ${shown.ref}` });
    await form.getByRole('checkbox').first().waitFor();
    // One more line, taken in part: one the waybill still holds.
    const free = form.getByRole('checkbox', { checked: false }).first();
    const freeRef = (await free.getAttribute('aria-label'))!.replace('Charger le colis ', '');
    await free.check();
    await form.getByRole('textbox', { name: `Pièces du colis ${freeRef} à charger` }).fill('2');
    // On a desktop the whole form fits: from its top fields; on a phone, the lines just picked.
    if (device === 'desktop') await form.getByRole('combobox', { name: 'Avion', exact: true }).scrollIntoViewIfNeeded();
    await shoot(page, name('manifest-form'), { overlay: true });
    await form.getByRole('button', { name: 'Fermer' }).last().click();
    await form.waitFor({ state: 'hidden' });

    if (device === 'desktop') {
      await page.getByRole('button', { name: `Valider le manifeste ${shown.ref}` }).click();
      const validate = page.getByRole('dialog', { name: `Valider le manifeste ${shown.ref}` });
      await validate.getByRole('button', { name: 'Valider' }).click();
      await validate.getByText('Choisissez la date de départ').waitFor();
      await shoot(page, name('manifest-validate'), { overlay: true });
      await validate.getByRole('button', { name: 'Fermer' }).last().click();
      await validate.waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: /^Quantités expédiées du colis/ }).first().click();
      const shipped = page.getByRole('dialog', { name: /^Quantités expédiées/ });
      await shipped.getByRole('textbox').first().fill('3');
      await shoot(page, name('manifest-shipped'), { overlay: true });
      await shipped.getByRole('button', { name: 'Fermer' }).last().click();
    }

    await page.goto(`/manifests/${shown.id}/print`);
    await page.getByRole('article', { name: new RegExp(`^Manifeste ${shown.ref}`) }).first().waitFor();
    await shoot(page, name('manifest-print'));
    if (device === 'desktop') {
      const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
      writeFileSync(`${dir}/fr-manifest.pdf`, pdf);
    }
  });
}

test('the printed manifest, as a picture', async ({ page }) => {
  // Chromium shows a PDF in its own viewer; the first page is what a person would see printed.
  await page.setViewportSize({ width: 1100, height: 800 });
  await page.goto(`file://${resolve(dir, 'fr-manifest.pdf')}#toolbar=0&navpanes=0&view=FitH`);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${dir}/fr-manifest-pdf.png` });
});
