import { writeFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ensure, ensureBranch, ensureProfile, ensureRoute, ensureUser, pdfPages, printedSheetMargins, profileId } from './fixtures.ts';
import { adminApi, landed, signIn, openFromSidebar } from './support.ts';

// A waybill from its preparation (part of a parcel loaded, edited, a line taken off) to its
// validation, its printed sheet and its driver; a second one deleted puts its pieces back in stock.
// Names and phone numbers of this file only: the suite's other files share the database.
const origin = { name: 'Bordereau Goma', tel: '0976200100', region: 'Nord-Kivu', city: 'Goma' };
const destination = { name: 'Bordereau Kinshasa', tel: '0976200200', region: 'Kinshasa', city: 'Kinshasa' };
const route = { name: 'Bordereau Goma - Kinshasa', price: 2.5 };
const sender = { name: 'Amani Expéditeur', tel: '0976200001' };
const recipient = { name: 'Neema Destinataire', tel: '0976200002' };
const agent = { name: 'Agent Bordereau', tel: '0976200010', password: 'Goma-agent-2026' };
const driver = { name: 'Jean Routier', tel: '0976200020', password: 'Goma-route-2026' };
const otherDriver = { name: 'Paul Routier', tel: '0976200021', password: 'Goma-route-2027' };
const vehicle = { plaque: 'BDX 101 GM', mark: 'Fuso Canter' };
const agentPermissions = [
  // The sidebar is for staff, who see the dashboard.
  'afficher dashboard',
  'afficher bordereau',
  'ajouter bordereau',
  'modifier bordereau',
  'supprimer bordereau',
  'valider bordereau',
  'afficher coli',
  'afficher expedition',
];

const ids: Record<string, number> = {};
let expedition: { id: number; ref_expedition: string; packags: { id: number; ref_packag: string }[] };

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await adminApi(playwright, testInfo.project.use.baseURL!);
  for (const [key, branch] of Object.entries({ origin, destination })) {
    ids[key] = await ensureBranch(api, { ...branch, countryCode: 'cd', status: 1, type: 1, social_reason: 'Soute Fret SARL', nif: 'A1234567K' });
  }
  ids.route = await ensureRoute(api, { ...route, originId: ids.origin, destinationId: ids.destination });
  for (const [key, client] of Object.entries({ sender, recipient })) ids[key] = await ensureUser(api, client);
  ids.vehicle = await ensure(api, '/api/vehicles?per_page=100', (item) => item.plaque === vehicle.plaque, () =>
    api.post('/api/vehicles', { data: vehicle }),
  );
  // An agent of the origin branch who may prepare, validate and delete waybills.
  const agentProfile = await ensureProfile(api, 'Agent de quai', agentPermissions);
  await ensureUser(api, { ...agent, profileId: agentProfile, extensionId: ids.origin });
  // Two drivers (Chauffeur profile), who can sign in.
  const chauffeur = await profileId(api, 'chauffeur');
  for (const [key, person] of Object.entries({ driver, otherDriver })) {
    ids[key] = await ensureUser(api, { ...person, profileId: chauffeur, extensionId: ids.origin });
  }
  // Two lines: 2 pieces of 1,5 kg, 1 piece of 0,5 kg.
  const response = await api.post('/api/expeditions', {
    data: {
      senderId: ids.sender,
      recipientId: ids.recipient,
      destinationId: ids.route,
      colis: [
        { quantity: 2, weight: 1.5, description: 'Sacs de café' },
        { quantity: 1, weight: 0.5, description: 'Documents' },
      ],
    },
  });
  if (response.status() !== 201) throw new Error(`expedition refused: ${await response.text()}`);
  expedition = (await response.json()).data;
  await api.dispose();
});

/** Reads through the admin's API (every permission). */
async function read<T>(playwright: Parameters<typeof adminApi>[0], baseURL: string, path: string): Promise<T> {
  const api = await adminApi(playwright, baseURL);
  const response = await api.get(path);
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  const body = (await response.json()) as T;
  await api.dispose();
  return body;
}

interface Stock {
  quantityRestant: number;
  quantityWaybill: number;
  weightRestant: number;
}

/** Picks `option` in the select labelled `label`, typing the start of it to narrow the list. */
async function pick(page: Page, scope: Locator, label: string, typed: string, option: string | RegExp) {
  const input = scope.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

async function signInAsAgent(page: Page) {
  await signIn(page, { username: agent.tel, password: agent.password });
  await landed(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await openFromSidebar(page, 'Bordereaux');
  await expect(page.getByRole('heading', { name: 'Bordereaux', level: 1 })).toBeVisible();
}

async function openMenu(page: Page, reference: string) {
  await page.getByRole('button', { name: `Actions du bordereau ${reference}` }).click();
}

test.describe('a waybill from its preparation to its driver', () => {
  test.describe.configure({ mode: 'serial' });
  let reference = '';
  let id = 0;

  test('loads one of the two pieces of a parcel', async ({ page, playwright, baseURL }) => {
    const [parcel] = expedition.packags;
    await signInAsAgent(page);
    await expect(page.getByRole('tab', { name: /^En cours \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Nouveau bordereau' }).click();
    const form = page.getByRole('dialog', { name: 'Nouveau bordereau' });

    // The origin is the agent's branch.
    await expect(form.getByRole('combobox', { name: 'Origine' })).toHaveValue(origin.name);
    await pick(page, form, 'Véhicule', 'BDX', `${vehicle.plaque} · ${vehicle.mark}`);
    await pick(page, form, 'Chauffeur', 'Jean', `${driver.name} · ${driver.tel}`);
    await pick(page, form, 'Destination', 'Bordereau Kin', destination.name);

    // The picker offers what is in stock at the origin, grouped by route (a destination each).
    await expect(form.getByRole('columnheader', { name: new RegExp(`^${route.name} · \\d+ colis$`) })).toBeVisible();
    await expect(form.getByRole('row', { name: new RegExp(parcel.ref_packag) })).toBeVisible();
    // From the other branch, nothing of it: its stock is at the origin.
    await pick(page, form, 'Origine', 'Bordereau Kin', destination.name);
    await expect(form.getByText("Aucun colis en stock à l'agence de départ")).toBeVisible();
    await pick(page, form, 'Origine', origin.name.slice(0, 12), origin.name);

    await form.getByRole('textbox', { name: 'Filtrer les colis', exact: true }).fill(parcel.ref_packag);
    const row = form.getByRole('row', { name: new RegExp(parcel.ref_packag) });
    await expect(row).toContainText('2 pièces · 3 kg');
    await expect(row).toContainText(recipient.name);
    await row.getByRole('checkbox', { name: `Charger le colis ${parcel.ref_packag}` }).check();
    const quantity = row.getByRole('textbox', { name: `Quantité du colis ${parcel.ref_packag}` });
    await expect(quantity).toHaveValue('2');
    // More than is left, a decimal, a sign or none: kept as typed and refused in the field, never
    // lowered, rounded or dropped behind the agent's back.
    await quantity.fill('3');
    await form.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect(row.getByText("Il n'en reste que 2.")).toBeVisible();
    await expect(quantity).toHaveValue('3');
    for (const [typed, said] of [
      ['2,5', 'Saisissez un nombre entier, sans virgule.'],
      ['-1', 'Pas de nombre négatif.'],
      ['0', 'Au moins 1 pièce'],
    ]) {
      await quantity.fill(typed);
      await expect(row.getByText(said, { exact: true })).toBeVisible();
      await expect(quantity).toHaveValue(typed);
    }
    await expect(form).toBeVisible();
    await quantity.fill('1');
    await expect(row).toContainText('1,5 kg');
    await expect(form.getByRole('status', { name: 'Total de la sélection' })).toHaveText('Sélection : 1 colis · 1 pièce · 1,5 kg');
    await form.getByRole('button', { name: 'Sauvegarder' }).click();

    await expect(page.getByRole('alert').filter({ hasText: 'Bordereau enregistré' }).first()).toBeVisible();
    await expect(form).toBeHidden();
    const row2 = page.getByRole('row', { name: new RegExp(driver.name) });
    await expect(row2).toContainText('1 pièce · 1,5 kg');
    reference = (await row2.getByText(/^COL-\d+$/).textContent()) ?? '';
    expect(reference).toMatch(/^COL-\d+$/);

    // One piece in stock, one on the waybill; the expedition is on its way.
    const stock = await read<Stock>(playwright, baseURL!, `/api/packags/${parcel.id}`);
    expect([stock.quantityRestant, stock.quantityWaybill]).toEqual([1, 1]);
    const after = await read<{ status: string }>(playwright, baseURL!, `/api/expeditions/${expedition.id}`);
    expect(after.status).toBe('EnCours');
    const found = await read<{ items: { id: number }[] }>(playwright, baseURL!, `/api/waybills?column=ref_waybill&q=${reference}`);
    id = found.items[0].id;
  });

  test('is edited: a second parcel added, then taken off again with Retirer', async ({ page, playwright, baseURL }) => {
    const [first, second] = expedition.packags;
    await signInAsAgent(page);
    await openMenu(page, reference);
    await page.getByRole('menuitem', { name: 'Modifier' }).click();
    const form = page.getByRole('dialog', { name: `Modifier le bordereau ${reference}` });
    const line = form.getByRole('row', { name: new RegExp(first.ref_packag) });
    await expect(line.getByRole('checkbox')).toBeChecked();
    await expect(line.getByRole('textbox', { name: `Quantité du colis ${first.ref_packag}` })).toHaveValue('1');
    await expect(line).toContainText('/ 2');
    await expect(line).toContainText('1 sur ce bordereau');

    await form.getByRole('textbox', { name: 'Filtrer les colis', exact: true }).fill(second.ref_packag);
    await form.getByRole('checkbox', { name: `Charger le colis ${second.ref_packag}` }).check();
    await expect(form.getByRole('status', { name: 'Total de la sélection' })).toHaveText('Sélection : 2 colis · 2 pièces · 2 kg');
    await form.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Bordereau enregistré' }).first()).toBeVisible();
    await expect(form).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(reference) })).toContainText('2 pièces · 2 kg');

    await openMenu(page, reference);
    await page.getByRole('menuitem', { name: 'Modifier' }).click();
    await form.getByRole('button', { name: `Retirer le colis ${second.ref_packag} du bordereau` }).click();
    const confirm = page.getByRole('dialog', { name: 'Retirer le colis du bordereau' });
    await expect(confirm).toContainText('retournent en stock');
    await confirm.getByRole('button', { name: 'Retirer' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Colis retiré du bordereau et remis en stock' }).first()).toBeVisible();
    // Back in stock: offered again, unticked.
    const retired = form.getByRole('row', { name: new RegExp(second.ref_packag) });
    await expect(retired.getByRole('checkbox')).not.toBeChecked();
    await expect(retired).not.toContainText('sur ce bordereau');
    await expect(retired.getByRole('button', { name: /Retirer/ })).toHaveCount(0);
    // What the form sends next starts from the waybill as the removal left it.
    await form.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect(form).toBeHidden();

    const back = await read<Stock>(playwright, baseURL!, `/api/packags/${second.id}`);
    expect([back.quantityRestant, back.quantityWaybill]).toEqual([1, 0]);
    const waybill = await read<{ quantity: number; lines: number }>(playwright, baseURL!, `/api/waybills/${id}`);
    expect([waybill.quantity, waybill.lines]).toEqual([1, 1]);
  });

  test('is validated with its departure, only with the button, then waits under En attente', async ({ page, playwright, baseURL }) => {
    await signInAsAgent(page);
    await openMenu(page, reference);
    await page.getByRole('menuitem', { name: 'Valider' }).click();
    const modal = page.getByRole('dialog', { name: `Valider le bordereau ${reference}` });
    // What the validation locks.
    const locked = modal.getByLabel('Ce que la validation verrouille');
    await expect(locked).toContainText(`Référence${reference}`);
    await expect(locked).toContainText(`Trajet${origin.name} → ${destination.name}`);
    await expect(locked).toContainText('Chargement1 colis · 1 pièce · 1,5 kg');
    await modal.getByRole('button', { name: 'Valider' }).click();
    await expect(modal.getByText('Choisissez la date de départ')).toBeVisible();
    await expect(modal.getByText("Choisissez l'heure de départ")).toBeVisible();

    // Enter in the date field validates nothing (it used to, without a time).
    const date = modal.getByRole('textbox', { name: 'Date de départ' });
    await date.fill('21/11/2026');
    await date.press('Enter');
    await expect(modal.getByText("Choisissez l'heure de départ")).toBeVisible();
    await modal.getByRole('spinbutton', { name: 'Heures' }).fill('07');
    await modal.getByRole('spinbutton', { name: 'Minutes' }).fill('30');
    await date.press('Enter');
    await modal.getByRole('spinbutton', { name: 'Minutes' }).press('Enter');
    await page.waitForTimeout(500);
    await expect(modal).toBeVisible();
    const waiting = await read<{ status: string }>(playwright, baseURL!, `/api/waybills/${id}`);
    expect(waiting.status).toBe('EnCours');

    await modal.getByRole('button', { name: 'Valider' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /validé/ }).first()).toBeVisible();
    await expect(modal).toBeHidden();

    await page.getByRole('tab', { name: /^En attente/ }).click();
    const row = page.getByRole('row', { name: new RegExp(reference) });
    await expect(row).toContainText('21/11/2026 à 07:30');
    await openMenu(page, reference);
    await expect(page.getByRole('menuitem')).toHaveText(['Visualiser']);
  });

  test('a second waybill, deleted from the list, gives its pieces back to stock', async ({ page, playwright, baseURL }) => {
    const [parcel] = expedition.packags;
    const api = await adminApi(playwright, baseURL!);
    const created = await api.post('/api/waybills', {
      data: {
        driverId: ids.otherDriver,
        vehicleId: ids.vehicle,
        originId: ids.origin,
        destinationId: ids.destination,
        packags: [{ id: parcel.id, quantity: 1 }],
      },
    });
    expect(created.status()).toBe(201);
    const second: string = (await created.json()).data.ref_waybill;
    await api.dispose();
    expect((await read<Stock>(playwright, baseURL!, `/api/packags/${parcel.id}`)).quantityRestant).toBe(0);

    await signInAsAgent(page);
    await openMenu(page, second);
    await page.getByRole('menuitem', { name: 'Supprimer' }).click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer le bordereau' });
    await expect(confirm).toContainText(`Supprimer le bordereau ${second} ? Ses colis (1 pièce, 1,5 kg) retournent en stock.`);
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Bordereau supprimé' }).first()).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(second) })).toHaveCount(0);

    const stock = await read<Stock>(playwright, baseURL!, `/api/packags/${parcel.id}`);
    expect([stock.quantityRestant, stock.quantityWaybill]).toEqual([1, 1]);
  });

  test('its sheet prints on one A4 landscape page', async ({ page }) => {
    const [parcel] = expedition.packags;
    await signInAsAgent(page);
    await page.getByRole('tab', { name: /^En attente/ }).click();
    await openMenu(page, reference);
    await page.getByRole('menuitem', { name: 'Visualiser' }).click();
    await expect(page).toHaveURL(`/waybills/${id}`);
    const sheet = page.getByRole('article', { name: `Bordereau de route ${reference}` });
    await expect(sheet).toContainText('BORDEREAU DE ROUTE');
    await expect(sheet).toContainText(`N° ${reference}`);
    await expect(sheet).toContainText('Statut : En attente');
    await expect(sheet).toContainText(`${origin.name} → ${destination.name}`);
    await expect(sheet).toContainText(`${vehicle.plaque} · ${vehicle.mark}`);
    await expect(sheet).toContainText(`${driver.name} · ${driver.tel}`);
    await expect(sheet).toContainText('21/11/2026 à 07:30');
    const line = sheet.getByRole('row', { name: new RegExp(parcel.ref_packag) });
    await expect(line).toContainText(expedition.ref_expedition);
    await expect(line).toContainText(sender.name);
    await expect(line).toContainText(recipient.name);
    await expect(line).toContainText(recipient.tel);
    await expect(sheet.locator('tbody tr')).toHaveCount(10);
    // Every border on the paper, the table's right-hand one included.
    for (const { left, right } of await printedSheetMargins(page, 297)) {
      expect(left).toBeGreaterThanOrEqual(0.5);
      expect(right).toBeGreaterThanOrEqual(0.5);
    }

    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    writeFileSync('e2e/screenshots/waybill-sheet.pdf', pdf);
    const { count, width, height } = pdfPages(pdf);
    expect(count).toBe(1);
    // A4 landscape is 841.9 × 595.3 points.
    expect(Math.abs(width - 841.9)).toBeLessThanOrEqual(1);
    expect(Math.abs(height - 595.3)).toBeLessThanOrEqual(1);
  });

  test('its driver sees it, and only it, in Mes bordereaux', async ({ page, playwright, baseURL }) => {
    // A waybill of the other driver, which Jean must not see.
    const api = await adminApi(playwright, baseURL!);
    const created = await api.post('/api/waybills', {
      data: {
        driverId: ids.otherDriver,
        vehicleId: ids.vehicle,
        originId: ids.origin,
        destinationId: ids.destination,
        packags: [{ id: expedition.packags[1].id, quantity: 1 }],
      },
    });
    expect(created.status()).toBe(201);
    const { id: otherId, ref_waybill: otherRef } = (await created.json()).data as { id: number; ref_waybill: string };
    await api.dispose();

    await signIn(page, { username: driver.tel, password: driver.password });
    await landed(page);
    await page.getByRole('banner').getByRole('link', { name: 'Mes bordereaux' }).click();
    await expect(page).toHaveURL('/my/waybills');
    await expect(page.getByRole('heading', { name: 'Mes bordereaux', level: 1 })).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(reference) });
    await expect(row).toContainText('En attente');
    await expect(page.getByRole('row', { name: new RegExp(otherRef) })).toHaveCount(0);
    await expect(page.locator('tbody tr')).toHaveCount(1);

    await row.getByRole('link', { name: `Visualiser le bordereau ${reference}` }).click();
    await expect(page).toHaveURL(`/my/waybills/${id}`);
    await expect(page.getByRole('article', { name: `Bordereau de route ${reference}` })).toContainText(driver.name);

    await page.goto(`/my/waybills/${otherId}`);
    await expect(page.getByRole('heading', { name: 'Bordereau introuvable' })).toBeVisible();
  });
});
