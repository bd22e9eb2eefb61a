import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { answered, ensure, logoPng, pdfPages, screenshotDir as dir, shoot, viewports } from './fixtures.ts';
import { adminApi, landed, signIn } from './support.ts';

// Pictures of the waybill screens (list, form with parcels ticked, validation, printable sheet,
// Mes bordereaux), in French on a desktop and a phone, and the sheet as a PDF (a full one: 10
// parcels with long names, still one A4 landscape page), for a person to look at.

const branches = {
  bunia: {
    name: 'Soute Fret Bunia',
    social_reason: 'Soute Fret SARL',
    nif: 'A1007321',
    trade_registry: 'CD/BUN/RCCM/21-B-00417',
    tel: '0997500100',
    tel1: '0817500100',
    email: 'bunia@soute.example',
    region: 'Ituri',
    city: 'Bunia',
    municipality: 'Mbunya',
    avenue: 'Avenue de la Libération 8',
  },
  kisangani: {
    name: 'Soute Fret Kisangani Aéroport',
    social_reason: 'Soute Fret SARL',
    tel: '0997500200',
    region: 'Tshopo',
    city: 'Kisangani',
    municipality: 'Makiso',
  },
};
const route = { name: 'Bunia - Kisangani', price: 2.2 };
const people = {
  agent: { name: 'Esther Kahindo', tel: '0977500010', password: 'Bunia-quai-2026' },
  driver: { name: 'Dieudonné Mbusa Kasereka', tel: '0977500020', password: 'Bunia-route-2026' },
  driver2: { name: 'Patient Lokana', tel: '0977500021' },
};
const clients = [
  { name: 'Jean-Pierre Mulumba Kabongo', tel: '0977500101' },
  { name: 'Marie-Claire Uwimana Nyiramana', tel: '0977500102' },
  { name: 'Furaha Ilunga', tel: '0977500103' },
  { name: 'Bienvenu Kasongo wa Ngoy', tel: '0977500104' },
  { name: 'Espérance Mukeba', tel: '0977500105' },
];
const vehicles = [
  { plaque: 'IT 4521 BN', mark: 'Mitsubishi Fuso Canter' },
  { plaque: 'IT 0987 BN', mark: 'Toyota Dyna' },
];
const agentPermissions = [
  'afficher dashboard',
  'afficher bordereau',
  'ajouter bordereau',
  'modifier bordereau',
  'supprimer bordereau',
  'valider bordereau',
  'afficher coli',
];

let fullWaybill = 0;

test.beforeAll(async ({ playwright, browser }, testInfo) => {
  const api = await adminApi(playwright, testInfo.project.use.baseURL!);
  const logo = await logoPng(browser);
  const ids: Record<string, number> = {};
  for (const [key, branch] of Object.entries(branches)) {
    ids[key] = await ensure(api, '/api/extensions?per_page=100', (item) => item.name === branch.name, () =>
      api.post('/api/extensions', {
        multipart: { ...branch, countryCode: 'cd', type: '1', file: { name: 'logo.png', mimeType: 'image/png', buffer: logo } },
      }),
    );
  }
  const routeId = await ensure(api, '/api/prices?per_page=100', (item) => item.name === route.name, () =>
    api.post('/api/prices', { data: { ...route, originId: ids.bunia, destinationId: ids.kisangani, status: 1 } }),
  );
  const clientIds: number[] = [];
  for (const client of clients) {
    clientIds.push(
      await ensure(api, `/api/users?column=tel&q=${client.tel}`, (item) => item.tel === client.tel, () =>
        api.post('/api/users', { data: client }),
      ),
    );
  }
  const vehicleIds: number[] = [];
  for (const vehicle of vehicles) {
    vehicleIds.push(
      await ensure(api, '/api/vehicles?per_page=100', (item) => item.plaque === vehicle.plaque, () =>
        api.post('/api/vehicles', { data: vehicle }),
      ),
    );
  }
  const permissions = await answered<{ items: { id: number; name: string }[] }>(api.get('/api/permissions'));
  const permissionId = agentPermissions.map((name) => permissions.items.find((permission) => permission.name === name)!.id);
  const profileId = await ensure(api, '/api/profiles?per_page=100', (item) => item.name === 'Agent de quai Bunia', () =>
    api.post('/api/profiles', { data: { name: 'Agent de quai Bunia', permissionId } }),
  );
  await ensure(api, `/api/users?column=tel&q=${people.agent.tel}`, (item) => item.tel === people.agent.tel, () =>
    api.post('/api/users', { data: { ...people.agent, profileId, extensionId: ids.bunia } }),
  );
  const profiles = await answered<{ items: { id: number; code: string | null }[] }>(api.get('/api/profiles?per_page=100'));
  const chauffeur = profiles.items.find((profile) => profile.code === 'chauffeur')!.id;
  const driverIds: number[] = [];
  for (const person of [people.driver, people.driver2]) {
    driverIds.push(
      await ensure(api, `/api/users?column=tel&q=${person.tel}`, (item) => item.tel === person.tel, () =>
        api.post('/api/users', { data: { ...person, profileId: chauffeur, extensionId: ids.bunia } }),
      ),
    );
  }

  // Parcels: 5 expeditions of 1 to 4 lines (14 parcels), between the clients.
  const descriptions = ['Sacs de riz', 'Café vert en sacs', 'Pagnes wax', 'Pièces de moto', 'Médicaments', 'Panneaux solaires'];
  const parcels: number[] = [];
  const lines = [4, 3, 3, 2, 2];
  for (const [index, count] of lines.entries()) {
    const expedition = await answered<{ data: { packags: { id: number }[] } }>(
      api.post('/api/expeditions', {
        data: {
          senderId: clientIds[index % clientIds.length],
          recipientId: clientIds[(index + 1) % clientIds.length],
          destinationId: routeId,
          colis: Array.from({ length: count }, (_, line) => ({
            quantity: 2 + ((index + line) % 4),
            weight: [12.5, 3.2, 0.75, 25][(index + line) % 4],
            description: descriptions[(index + line) % descriptions.length],
          })),
        },
      }),
    );
    parcels.push(...expedition.data.packags.map((packag) => packag.id));
  }

  const waybill = async (driverId: number, vehicleId: number, loads: [number, number][]) =>
    (
      await answered<{ data: { id: number } }>(
        api.post('/api/waybills', {
          data: {
            driverId,
            vehicleId,
            originId: ids.bunia,
            destinationId: ids.kisangani,
            packags: loads.map(([id, quantity]) => ({ id, quantity })),
          },
        }),
      )
    ).data.id;
  // Ten parcels, some in part, on one validated waybill: the full sheet.
  fullWaybill = await waybill(
    driverIds[0],
    vehicleIds[0],
    parcels.slice(0, 10).map((id, index) => [id, index % 3 === 0 ? 1 : 2]),
  );
  await answered(api.post(`/api/waybills/${fullWaybill}/validate`, { data: { departureDate: '2026-11-23', departureTime: '06:45' } }));
  // Two in preparation.
  await waybill(driverIds[1], vehicleIds[1], [[parcels[10], 1]]);
  await waybill(driverIds[0], vehicleIds[1], [
    [parcels[11], 1],
    [parcels[12], 2],
  ]);
  await api.dispose();
});

for (const [device, viewport] of Object.entries(viewports)) {
  test(`waybill screenshots fr ${device}`, async ({ page }) => {
    const name = (screen: string) => `fr-${device}-${screen}`;
    await page.setViewportSize(viewport);
    await signIn(page, { username: people.agent.tel, password: people.agent.password });
    await landed(page);

    await page.goto('/waybills');
    await page.getByText(/^COL-\d+$/).first().waitFor();
    await shoot(page, name('waybills'));

    // The form, two parcels ticked, one of them in part.
    await page.getByRole('button', { name: 'Nouveau bordereau' }).click();
    const form = page.getByRole('dialog', { name: 'Nouveau bordereau' });
    const pick = async (label: string, option: string | RegExp) => {
      await form.getByRole('combobox', { name: label, exact: true }).click();
      await page.getByRole('option', { name: option }).first().click();
    };
    await pick('Véhicule', /^IT 0987 BN/);
    await pick('Chauffeur', /^Patient Lokana/);
    await pick('Destination', branches.kisangani.name);
    const boxes = form.getByRole('checkbox', { name: /^Charger le colis/ });
    await boxes.first().waitFor();
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await form.getByRole('textbox', { name: /^Quantité du colis/ }).first().fill('1');
    await shoot(page, name('waybill-form'), { overlay: true });
    if (device === 'phone') {
      await form.getByRole('button', { name: 'Sauvegarder' }).scrollIntoViewIfNeeded();
      await shoot(page, name('waybill-form-end'), { overlay: true });
    }
    await form.getByRole('button', { name: 'Fermer' }).last().click();

    // Validation of a waybill in preparation, with the date refused empty.
    await page.getByRole('button', { name: /^Actions du bordereau/ }).first().click();
    await page.getByRole('menuitem', { name: 'Valider' }).click();
    const modal = page.getByRole('dialog', { name: /^Valider le bordereau/ });
    await modal.getByRole('button', { name: 'Valider' }).click();
    await modal.getByText('Choisissez la date de départ').waitFor();
    await modal.getByRole('spinbutton', { name: 'Heures' }).fill('14');
    await modal.getByRole('spinbutton', { name: 'Minutes' }).fill('30');
    await shoot(page, name('waybill-validate'), { overlay: true });
    await modal.getByRole('button', { name: 'Fermer' }).last().click();

    // The edit of a waybill in preparation: its lines ticked, with Retirer.
    await page.getByRole('button', { name: /^Actions du bordereau/ }).first().click();
    await page.getByRole('menuitem', { name: 'Modifier' }).click();
    const edit = page.getByRole('dialog', { name: /^Modifier le bordereau/ });
    await edit.getByRole('button', { name: /^Retirer le colis/ }).first().waitFor();
    await shoot(page, name('waybill-form-edit'), { overlay: true });
    await edit.getByRole('button', { name: 'Fermer' }).last().click();

    await page.goto(`/waybills/${fullWaybill}`);
    await page.getByRole('article', { name: /^Bordereau de route/ }).waitFor();
    await shoot(page, name('waybill-sheet'));
    if (device === 'desktop') {
      const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
      writeFileSync(`${dir}/fr-waybill-sheet.pdf`, pdf);
      const { count, width, height } = pdfPages(pdf);
      expect(count).toBe(1);
      expect(Math.abs(width - 841.9)).toBeLessThanOrEqual(1);
      expect(Math.abs(height - 595.3)).toBeLessThanOrEqual(1);
    }
  });

  test(`driver screenshots fr ${device}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, { username: people.driver.tel, password: people.driver.password });
    await landed(page);
    await page.goto('/my/waybills');
    await page.getByText(/^COL-\d+$/).first().waitFor();
    await shoot(page, `fr-${device}-my-waybills`);
  });
}

test('the printed waybill, as a picture', async ({ page }) => {
  // Chromium shows a PDF in its own viewer; the first page is what a person would see printed.
  await page.setViewportSize({ width: 1200, height: 900 });
  await page.goto(`file://${resolve(dir, 'fr-waybill-sheet.pdf')}#toolbar=0&navpanes=0&view=FitH`);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${dir}/fr-waybill-sheet-pdf.png` });
});
