import { writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { ensure, ensureBranch, ensureRoute, ensureUser, pdfPages } from './fixtures.ts';
import { adminApi, landed, signIn, openFromSidebar } from './support.ts';

// The cargo list, a parcel's label (printed on one A5 page, read on a phone after scanning its QR
// code) and a payment that clears an expedition's debt, on an expedition registered through the API.

interface Named {
  id: number;
  name: string;
}

interface Registered {
  id: number;
  ref_expedition: string;
  debt: number;
  packags: { id: number; ref_packag: string }[];
}

let expedition: Registered;
const sender = 'Espérance Mukeba';

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await adminApi(playwright, testInfo.project.use.baseURL!);
  const branch = (name: string, city: string, region: string) =>
    ensureBranch(api, {
      name,
      city,
      region,
      municipality: city,
      countryCode: 'cd',
      tel: '0997200100',
      email: 'fret@soute.example',
      social_reason: 'Soute Fret SARL',
      trade_registry: 'CD/GOM/RCCM/24-B-00123',
      nif: 'A1234567K',
      type: 1,
    });
  const goma = await branch('Soute Fret Goma', 'Goma', 'Nord-Kivu');
  const kinshasa = await branch('Soute Fret Kinshasa', 'Kinshasa', 'Kinshasa');
  const route = await ensureRoute(api, { name: 'Fret Goma - Kinshasa', originId: goma, destinationId: kinshasa, price: 2.5 });
  const food = await ensure(api, '/api/typearticles', 'Alimentation', () => api.post('/api/typearticles', { data: { name: 'Alimentation' } }));
  const rice = await ensure(api, '/api/articles?per_page=100', 'Sac de riz 25 kg', () =>
    api.post('/api/articles', { data: { name: 'Sac de riz 25 kg', typearticleId: food } }),
  );
  const oil = await ensure(api, '/api/articles?per_page=100', 'Huile de palme 20 l', () =>
    api.post('/api/articles', { data: { name: 'Huile de palme 20 l', typearticleId: food } }),
  );
  const senderId = await ensureUser(api, { name: sender, tel: '0997300101' });
  const recipientId = await ensureUser(api, { name: 'Neema Uwimana', tel: '0997300102' });

  // 2 × 1,5 kg and 1 × 0,5 kg at 2,50 $/kg: 8,75 $, of which $5 paid at registration.
  const response = await api.post('/api/expeditions', {
    data: {
      senderId,
      recipientId,
      destinationId: route,
      cash: 5,
      colis: [
        {
          quantity: 2,
          weight: 1.5,
          description: 'Vivres pour la famille',
          colidetails: [
            { articleId: rice, quantity: 2 },
            { articleId: oil, quantity: 1 },
          ],
        },
        { quantity: 1, weight: 0.5, description: 'Documents' },
      ],
    },
  });
  expect(response.status()).toBe(201);
  expedition = (await response.json()).data;
  expect(expedition.debt).toBe(3.75);
  await api.dispose();
});

test.describe('parcels and payments', () => {
  test.describe.configure({ mode: 'serial' });

  test('the parcel is in stock, and its label prints on one A5 page', async ({ page }) => {
    const parcel = expedition.packags[0];
    await signIn(page);
    await landed(page);
    await openFromSidebar(page, 'Colis');
    await expect(page.getByRole('heading', { name: 'Colis', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^En stock \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('button', { name: 'Rechercher' }).click();
    await page.getByRole('textbox', { name: 'Texte recherché' }).fill(parcel.ref_packag);
    const row = page.getByRole('row', { name: new RegExp(parcel.ref_packag) });
    await expect(row).toContainText(sender);
    await expect(row).toContainText('2 / 2');
    await expect(row.getByRole('link', { name: expedition.ref_expedition, exact: true })).toHaveAttribute('href', `/expeditions/${expedition.id}/bon`);
    await row.getByRole('link', { name: parcel.ref_packag, exact: true }).click();

    await expect(page).toHaveURL(`/packags/${parcel.id}`);
    const label = page.getByRole('article', { name: `Étiquette du colis ${parcel.ref_packag}` });
    await expect(label).toContainText('Soute Fret Goma');
    await expect(label).toContainText(expedition.ref_expedition);
    await expect(label).toContainText('Fret Goma - Kinshasa');
    await expect(label).toContainText('Neema Uwimana');
    await expect(label).toContainText('Sac de riz 25 kg (Alimentation)');
    await expect(label.getByRole('img', { name: 'QR code de la page du colis' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Situation du colis' })).toContainText('2 pièces');

    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    writeFileSync('e2e/screenshots/packag-label.pdf', pdf);
    const { count, boxes } = pdfPages(pdf);
    expect(count).toBe(1);
    // A5 portrait: 148 × 210 mm, 419.5 × 595.3 points.
    const [, , width, height] = boxes[0];
    expect(Math.abs(width - 419.5)).toBeLessThan(2);
    expect(Math.abs(height - 595.3)).toBeLessThan(2);
  });

  test("the label's QR code opens the tracking page for a visitor on a phone, the parcel's page for staff", async ({ page, baseURL }) => {
    const parcel = expedition.packags[0];
    await page.setViewportSize({ width: 360, height: 740 });
    // What the QR code encodes: the tracking page of the parcel. A visitor (the recipient, say)
    // types the last 4 digits of their phone and sees where the pieces are, and nothing else.
    await page.goto(`${baseURL}/suivi/${parcel.ref_packag}`);
    await expect(page.getByRole('heading', { name: 'Suivre une expédition', level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Référence/ })).toHaveValue(parcel.ref_packag);
    const digits = page.getByRole('textbox', { name: /^4 derniers chiffres/ });
    await digits.fill('9999');
    await page.getByRole('button', { name: 'Suivre' }).click();
    await expect(page.getByRole('alert')).toContainText('Aucune expédition ne correspond à cette référence et à ces 4 chiffres');
    await digits.fill('0102');
    await page.getByRole('button', { name: 'Suivre' }).click();
    const result = page.getByRole('region', { name: `Suivi de ${expedition.ref_expedition}` });
    await expect(result).toContainText('Soute Fret Goma → Soute Fret Kinshasa');
    await expect(result).toContainText('2 colis · 3 pièces');
    await expect(result).toContainText('Enregistrée à l\'agence');
    await expect(result.getByText('Pas encore')).toHaveCount(3);
    for (const secret of [sender, 'Neema', '0997300101', 'Vivres', '8,75']) await expect(result).not.toContainText(secret);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: 'e2e/screenshots/tracking-phone.png', fullPage: true });

    // Signed-in staff who scan the same code get the parcel's page.
    await signIn(page);
    await landed(page);
    await page.goto(`${baseURL}/suivi/${parcel.ref_packag}`);
    await expect(page).toHaveURL(`/packags/${parcel.id}`);
    const label = page.getByRole('article', { name: `Étiquette du colis ${parcel.ref_packag}` });
    await expect(label.getByRole('heading', { name: parcel.ref_packag })).toBeInViewport();
    await expect(label).toContainText(`Expédition :${expedition.ref_expedition}`);
    const qr = label.getByRole('img', { name: 'QR code de la page du colis' });
    await expect(qr).toBeInViewport();
    const box = await qr.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(110);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // 'Accueil' leads to the user's first screen: the dashboard, for the super user.
    await expect(page.getByRole('main').getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/dashboard');
    await expect(page.getByRole('button', { name: 'Imprimer' })).toBeVisible();
  });

  test('a payment from the invoices screen clears the debt', async ({ page, playwright, baseURL }) => {
    await signIn(page);
    await landed(page);
    await openFromSidebar(page, 'Facture');
    await expect(page.getByRole('heading', { name: 'Factures', level: 1 })).toBeVisible();
    // The payment taken at registration.
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await page.getByRole('combobox', { name: 'Rechercher par' }).click();
    await page.getByRole('option', { name: "Référence de l'expédition" }).click();
    await page.getByRole('textbox', { name: 'Texte recherché' }).fill(expedition.ref_expedition);
    await expect(page.getByRole('row', { name: new RegExp(expedition.ref_expedition) })).toContainText('5,00 $');
    await expect(page.getByLabel('Total des paiements')).toContainText('5,00 $');

    await page.getByRole('tab', { name: /^Créances/ }).click();
    await expect(page.getByRole('row', { name: new RegExp(sender) })).toContainText('3,75 $');

    await page.getByRole('button', { name: 'Nouveau paiement', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Nouveau paiement' });
    await modal.getByRole('combobox', { name: 'Expédition ou billet' }).fill(expedition.ref_expedition);
    await page.getByRole('option', { name: new RegExp(expedition.ref_expedition) }).click();
    await expect(modal.getByLabel('Ce qui reste dû')).toContainText('3,75 $');
    const amount = modal.getByRole('textbox', { name: 'Montant ($)' });
    await amount.fill('3.76');
    await modal.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect(modal.getByText('Le montant dépasse la dette restante (3,75 $).')).toBeVisible();
    await amount.fill('3.75');
    await modal.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /enregistré/ }).first()).toBeVisible();
    await expect(modal).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(sender) })).toHaveCount(0);

    const api = await adminApi(playwright, baseURL!);
    const after = await (await api.get(`/api/expeditions/${expedition.id}`)).json();
    expect(after.debt).toBe(0);
    expect(after.paiement).toBe(1);
    const owed: { items: { customer: Named }[] } = await (await api.get('/api/invoices/receivables?per_page=100')).json();
    expect(owed.items.map(({ customer }) => customer.name)).not.toContain(sender);
    await api.dispose();
  });
});
