import { expect, test, type Locator, type Page } from '@playwright/test';
import { created, ensure, ensureBranch, ensureRoute, ensureUser, pdfPages, viewports } from './fixtures.ts';
import { adminApi, landed, signIn, openFromSidebar } from './support.ts';

// Names and phone numbers of this file only: the suite's other files share the database.
const origin = { name: 'Fret Goma', tel: '0975100100', region: 'Nord-Kivu', city: 'Goma' };
const destination = { name: 'Fret Kinshasa', tel: '0975100200', region: 'Kinshasa', city: 'Kinshasa' };
const route = { name: 'Fret Goma - Kinshasa', price: 2.5 };
const articleType = 'Denrées fret';
const article = 'Café vert';
const sender = { name: 'Neema Expéditrice', tel: '0975100001', password: 'Neema-Goma-2026' };
const recipient = { name: 'Jean Destinataire', tel: '0975100002' };
const stranger = { name: 'Furaha Voisine', tel: '0975100003' };

const ids: Record<string, number> = {};

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await adminApi(playwright, testInfo.project.use.baseURL!);
  for (const [key, branch] of Object.entries({ origin, destination })) {
    ids[key] = await ensureBranch(api, { ...branch, countryCode: 'cd', status: 1, type: 1, social_reason: 'Fret SARL' });
  }
  ids.route = await ensureRoute(api, { ...route, originId: ids.origin, destinationId: ids.destination });
  const typeId = await ensure(api, '/api/typearticles?per_page=100', articleType, () =>
    api.post('/api/typearticles', { data: { name: articleType } }),
  );
  await ensure(api, '/api/articles?per_page=100', article, () => api.post('/api/articles', { data: { name: article, typearticleId: typeId } }));
  for (const [key, client] of Object.entries({ sender, recipient, stranger })) ids[key] = await ensureUser(api, client);
  // An expedition of another client, which the sender must not see.
  const other = await api.post('/api/expeditions', {
    data: {
      senderId: ids.stranger,
      recipientId: ids.recipient,
      destinationId: ids.route,
      colis: [{ quantity: 1, weight: 2, description: 'Documents' }],
    },
  });
  if (!other.ok()) throw new Error(`could not register the other expedition: ${await other.text()}`);
  ids.strangerExpedition = (await other.json()).data.id;
  await api.dispose();
});

/** Picks `option` in the select labelled `label`, typing the start of it to narrow the list. */
async function pick(page: Page, scope: Locator, label: string, typed: string, option: string | RegExp) {
  const input = scope.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

async function expectOneA5Page(page: Page) {
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  const { count, width, height } = pdfPages(pdf);
  expect(count).toBe(1);
  // A5 portrait is 419.5 × 595.3 points; Chromium writes whole points.
  expect(Math.abs(width - 419.5)).toBeLessThanOrEqual(1);
  expect(Math.abs(height - 595.3)).toBeLessThanOrEqual(1);
}

// One expedition, registered, printed, edited, then seen by its sender.
test.describe('an expedition from registration to its sender', () => {
  test.describe.configure({ mode: 'serial' });
  let reference = '';
  let id = 0;

  const row = (page: Page) => page.getByRole('row', { name: new RegExp(reference) });

  test('registered with two lines, contents and part of its price paid', async ({ page }) => {
    await signIn(page);
    await landed(page);
    await openFromSidebar(page, 'Expéditions');
    await expect(page.getByRole('heading', { name: 'Expéditions', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Nouvelle expédition' }).click();
    const form = page.getByRole('dialog', { name: 'Nouvelle expédition' });

    await pick(page, form, 'Expéditeur', 'Neema', `${sender.name} · ${sender.tel}`);
    await pick(page, form, 'Destinataire', 'Jean Dest', `${recipient.name} · ${recipient.tel}`);
    await pick(page, form, 'Trajet', 'Fret Goma', new RegExp(`^${route.name}`));
    await expect(form.getByText('Vers Kinshasa (Kinshasa) · 2,50 $/kg')).toBeVisible();

    const first = form.getByRole('region', { name: 'Colis 1' });
    // 2,5 pieces are refused as typed, not read as 25.
    await first.getByRole('textbox', { name: 'Quantité' }).fill('2,5');
    await form.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect(first.getByText('Saisissez un nombre entier, sans virgule.')).toBeVisible();
    await expect(first.getByRole('textbox', { name: 'Quantité' })).toHaveValue('2,5');
    await first.getByRole('textbox', { name: 'Quantité' }).fill('2');
    await first.getByRole('textbox', { name: 'Poids unitaire (kg)' }).fill('1.5');
    await first.getByRole('combobox', { name: 'Contenu' }).click();
    await page.getByRole('option', { name: article, exact: true }).click();
    await page.keyboard.press('Escape');
    await first.getByRole('textbox', { name: `${article} (pièces)` }).fill('2');
    await expect(first).toContainText('2 × 1,5 kg = 3 kg · 7,50 $');

    await form.getByRole('button', { name: 'Ajouter un colis' }).click();
    const second = form.getByRole('region', { name: 'Colis 2' });
    await second.getByRole('textbox', { name: 'Quantité' }).fill('1');
    await second.getByRole('textbox', { name: 'Poids unitaire (kg)' }).fill('12.25');
    await second.getByRole('textbox', { name: 'Description' }).fill('Pièces détachées');
    // 2,50 $ × 12,25 kg = 30,625 $, rounded half up once for the line.
    await expect(second).toContainText('1 × 12,25 kg = 12,25 kg · 30,63 $');
    await expect(form.getByRole('region', { name: 'Totaux' })).toHaveText(/Colis2Pièces3Poids15,25\skgPrix net38,13\s\$/);

    await form.getByRole('textbox', { name: 'Montant payé ($)' }).fill('10');
    await expect(form.getByText('Reste à payer : 28,13 $')).toBeVisible();
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/expeditions') && response.request().method() === 'POST');
    await form.getByRole('button', { name: 'Sauvegarder' }).click();
    const answer = await (await saved).json();
    reference = answer.data.ref_expedition;
    id = answer.data.id;
    // The form gives way to the reference and the next steps: receipt, invoice, labels, payment.
    const done = page.getByRole('dialog', { name: `Expédition ${reference} enregistrée` });
    await expect(done.getByRole('status')).toContainText(`${route.name} · 2 colis · 3 pièces`);
    await expect(done.getByRole('status')).toContainText('Reste à payer : 28,13 $');
    await expect(done.getByRole('link', { name: 'Reçu' })).toHaveAttribute('href', `/expeditions/${id}/bon`);
    await expect(done.getByRole('link', { name: 'Facture' })).toHaveAttribute('href', `/expeditions/${id}/facture`);
    await expect(done.getByRole('link', { name: 'Étiquettes' })).toHaveAttribute('href', `/expeditions/${id}/etiquettes`);
    await done.getByRole('button', { name: 'Terminer' }).click();
    await expect(done).toBeHidden();

    await expect(page.getByRole('tab', { name: /^En stock/ })).toHaveAttribute('aria-selected', 'true');
    await expect(row(page)).toContainText(`${sender.name}${sender.tel}`);
    await expect(row(page)).toContainText('3 pièces15,25 kg');
    await expect(row(page)).toContainText('38,13 $Reste 28,13 $');
  });

  test('its slip and its invoice, each printed on one A5 page', async ({ page }) => {
    await signIn(page);
    await landed(page);
    await page.goto('/expeditions');
    await page.getByRole('button', { name: `Actions pour ${reference}` }).click();
    await page.getByRole('menuitem', { name: 'Reçu' }).click();
    await expect(page).toHaveURL(`/expeditions/${id}/bon`);
    const slip = page.getByRole('article', { name: "BON D'EXPÉDITION" });
    await expect(slip).toContainText(`N° ${reference}`);
    await expect(slip).toContainText(origin.name);
    await expect(slip).toContainText(`${article} ×2`);
    await expect(slip).toContainText('Reste à payer28,13 $');
    await expectOneA5Page(page);

    await page.getByRole('link', { name: 'Voir la facture' }).click();
    await expect(page).toHaveURL(`/expeditions/${id}/facture`);
    const invoice = page.getByRole('article', { name: "FACTURE D'EXPÉDITION" });
    await expect(invoice).toContainText('Arrêtée à la somme de : Trente-huit dollars et treize cents.');
    await expectOneA5Page(page);
  });

  test('every label of it in one print, one A5 page per parcel', async ({ page }) => {
    await signIn(page);
    await landed(page);
    await page.goto('/expeditions');
    await page.getByRole('button', { name: `Actions pour ${reference}` }).click();
    await page.getByRole('menuitem', { name: 'Étiquettes' }).click();
    await expect(page).toHaveURL(`/expeditions/${id}/etiquettes`);
    await expect(page.getByRole('heading', { name: `Étiquettes de ${reference}`, level: 1 })).toBeVisible();
    for (const line of [1, 2]) {
      await expect(page.getByRole('article', { name: `Étiquette du colis ${reference}-${line}` })).toBeVisible();
    }
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    const { count, boxes } = pdfPages(pdf);
    expect(count).toBe(2);
    for (const [, , width, height] of boxes) {
      expect(Math.abs(width - 419.5)).toBeLessThanOrEqual(1);
      expect(Math.abs(height - 595.3)).toBeLessThanOrEqual(1);
    }
  });

  test('edited: a new quantity, a new total', async ({ page }) => {
    await signIn(page);
    await landed(page);
    await page.goto('/expeditions');
    await page.getByRole('button', { name: `Actions pour ${reference}` }).click();
    await page.getByRole('menuitem', { name: 'Modifier' }).click();
    const form = page.getByRole('dialog', { name: `Modifier l'expédition ${reference}` });
    const first = form.getByRole('region', { name: 'Colis 1' });
    await expect(first.getByRole('textbox', { name: 'Quantité' })).toHaveValue('2');
    await first.getByRole('textbox', { name: 'Quantité' }).fill('4');
    await expect(form.getByRole('region', { name: 'Totaux' })).toHaveText(/Colis2Pièces5Poids18,25\skgPrix net45,63\s\$/);
    await expect(form.getByText('Déjà payé : 10,00 $ · reste à payer : 35,63 $')).toBeVisible();
    await form.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect(form).toBeHidden();
    await expect(row(page)).toContainText('5 pièces18,25 kg');
    await expect(row(page)).toContainText('45,63 $Reste 35,63 $');
  });

  test('its sender sees it, and only it, in Mes expéditions', async ({ page }) => {
    await signIn(page, { username: sender.tel, password: sender.password });
    // A client lands on their own expeditions.
    await expect(page).toHaveURL('/my/expeditions');
    await expect(page.getByRole('heading', { name: 'Mes expéditions' })).toBeVisible();

    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(1);
    const card = page.getByRole('article', { name: reference });
    await expect(card).toContainText(`Envoyée à ${recipient.name}`);
    await expect(card).toContainText('En stock');
    const parcels = card.getByRole('region', { name: `Colis de ${reference}` });
    await expect(parcels.getByRole('row', { name: new RegExp(`${reference}-1`) })).toContainText(`${article} ×2`);
    await expect(parcels.getByRole('row', { name: new RegExp(`${reference}-2`) })).toContainText('Pièces détachées');

    await card.getByRole('link', { name: 'Voir le bon' }).click();
    await expect(page.getByRole('article', { name: "BON D'EXPÉDITION" })).toContainText(`N° ${reference}`);

    await page.goto(`/my/expeditions/${ids.strangerExpedition}/bon`);
    await expect(page.getByRole('heading', { name: 'Expédition introuvable' })).toBeVisible();
    // Nor may a client reach the staff's pages.
    await page.goto(`/expeditions/${id}/bon`);
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  });
});

// Six lines are the most a slip is meant for; a phone prints the same A5 page as a desktop.
test("a six-line expedition's slip and invoice print on one A5 page each, from a phone too", async ({ page, playwright, baseURL }) => {
  const api = await adminApi(playwright, baseURL!);
  const articleId = await ensure(api, '/api/articles?per_page=100', article, () => api.post('/api/articles', { data: { name: article } }));
  const line = (quantity: number, weight: number, description: string) => ({
    quantity,
    weight,
    description,
    colidetails: [{ articleId, quantity }],
  });
  const { id } = await created<{ id: number }>(
    api.post('/api/expeditions', {
      data: {
        senderId: ids.stranger,
        recipientId: ids.recipient,
        destinationId: ids.route,
        cash: 150,
        colis: [
          line(4, 25, 'Sacs de café de la région de Lubero'),
          line(2, 12.5, 'Café vert pour la torréfaction'),
          line(3, 4.75, 'Tissus pour la boutique'),
          line(2, 0.85, 'Téléphones neufs, emballés'),
          line(1, 14.2, 'Panneau 150 W avec son régulateur'),
          line(1, 3.4, 'Médicaments pour la pharmacie Uzima'),
        ],
      },
    }),
  );
  await api.dispose();
  await signIn(page);
  await landed(page);
  for (const viewport of Object.values(viewports)) {
    await page.setViewportSize(viewport);
    for (const [path, name] of [
      [`/expeditions/${id}/bon`, "BON D'EXPÉDITION"],
      [`/expeditions/${id}/facture`, "FACTURE D'EXPÉDITION"],
    ]) {
      await page.goto(path);
      await expect(page.getByRole('article', { name })).toBeVisible();
      await expectOneA5Page(page);
    }
  }
});

// Issue 13: a search applies to every tab. A sender whose only expedition is on its way (part of
// it on a waybill) is searched from 'En stock': the tabs count the matches, 'En cours' opens, and
// the search stays when another tab is opened.
test('a search covers every tab: the counts show the matches and the tab holding them opens', async ({ page, playwright, baseURL }) => {
  const api = await adminApi(playwright, baseURL!);
  const traveller = { name: 'Baraka Tabu', tel: '0975100004' };
  ids.traveller = await ensureUser(api, traveller);
  const mine: { items: { id: number }[] } = await (await api.get(`/api/expeditions?column=sender.name&q=${traveller.name}`)).json();
  if (mine.items.length === 0) {
    const x = await created<{ id: number; extensionId: number; packags: { id: number }[] }>(
      api.post('/api/expeditions', {
        data: { senderId: ids.traveller, recipientId: ids.recipient, destinationId: ids.route, colis: [{ quantity: 3, weight: 2, description: 'Pièces détachées' }] },
      }),
    );
    const vehicleId = await ensure(api, '/api/vehicles?per_page=100', (item) => item.plaque === 'EXP 413 GM', () =>
      api.post('/api/vehicles', { data: { plaque: 'EXP 413 GM', mark: 'Isuzu' } }),
    );
    const chauffeur: { items: { id: number; code: string | null }[] } = await (await api.get('/api/profiles?per_page=100')).json();
    const driverId = await ensureUser(api, {
      name: 'Moïse Routier',
      tel: '0975100005',
      profileId: chauffeur.items.find((profile) => profile.code === 'chauffeur')!.id,
      extensionId: x.extensionId,
    });
    await created(
      api.post('/api/waybills', {
        data: { driverId, vehicleId, originId: x.extensionId, destinationId: ids.destination, packags: [{ id: x.packags[0].id, quantity: 1 }] },
      }),
    );
  }
  await api.dispose();

  await signIn(page);
  await landed(page);
  await page.goto('/expeditions');
  await expect(page.getByRole('tab', { name: /^En stock/, selected: true })).toBeVisible();
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await page.getByRole('combobox', { name: 'Rechercher par' }).click();
  await page.getByRole('option', { name: 'Par expéditeur' }).click();
  await page.getByRole('textbox', { name: 'Texte recherché' }).fill('Tabu');

  // Nothing of Baraka Tabu in stock: 'En cours' opens, with the matches counted in each tab.
  await expect(page.getByRole('tab', { name: 'En cours (1)', selected: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'En stock (0)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Expédié (0)' })).toBeVisible();
  await expect(page).toHaveURL(/statut=EnCours/);
  const rows = page.getByRole('row', { name: /Baraka Tabu/ });
  await expect(rows).toHaveCount(1);

  // Another tab keeps the search.
  await page.getByRole('tab', { name: 'En stock (0)' }).click();
  await expect(page.getByText('Aucune expédition ne correspond à la recherche')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Texte recherché' })).toHaveValue('Tabu');
  await expect(page.getByRole('combobox', { name: 'Rechercher par' })).toHaveValue('Par expéditeur');
  await page.getByRole('tab', { name: 'En cours (1)' }).click();
  await expect(rows).toHaveCount(1);

  // Three digits of its reference find it too.
  const reference = (await rows.first().getByText(/^EXP-\d{6}$/).textContent())!;
  await page.getByRole('combobox', { name: 'Rechercher par' }).click();
  await page.getByRole('option', { name: 'Par référence' }).click();
  await page.getByRole('textbox', { name: 'Texte recherché' }).fill(reference.slice(-3));
  await expect(page.getByRole('tab', { name: 'En cours (1)', selected: true })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(reference) })).toBeVisible();
});
