import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test } from '@playwright/test';
import { ensure, ensureRoute, ensureUser, logoPng, screenshotDir as dir, shoot, viewports } from './fixtures.ts';
import { adminApi, landed, signIn } from './support.ts';

// Pictures of the cargo list, a parcel's label (on screen and as printed) and the invoices screen,
// in French on a desktop and a phone, for a person to look at.

let parcelId = 0;

test.beforeAll(async ({ playwright, browser }, testInfo) => {
  const api = await adminApi(playwright, testInfo.project.use.baseURL!);
  const logo = await logoPng(browser);
  const branch = (name: string, fields: Record<string, string>) =>
    ensure(api, '/api/extensions?per_page=100', name, () =>
      api.post('/api/extensions', {
        multipart: {
          name,
          countryCode: 'cd',
          social_reason: 'Soute Fret SARL',
          trade_registry: 'CD/BKV/RCCM/19-B-00213',
          nif: 'A1007321',
          email: 'fret@soute.example',
          type: '1',
          ...fields,
          file: { name: 'logo.png', mimeType: 'image/png', buffer: logo },
        },
      }),
    );
  const bukavu = await branch('Soute Fret Bukavu', {
    city: 'Bukavu',
    region: 'Sud-Kivu',
    municipality: 'Ibanda',
    avenue: 'Avenue Patrice Lumumba 12',
    tel: '0997100300',
    tel1: '0817100300',
  });
  const kinshasa = await branch('Soute Fret Gombe', { city: 'Kinshasa', region: 'Kinshasa', municipality: 'Gombe', tel: '0997100200' });
  const route = await ensureRoute(api, { name: 'Bukavu - Kinshasa', originId: bukavu, destinationId: kinshasa, price: 3.2 });
  const types = async (name: string) =>
    ensure(api, '/api/typearticles', name, () => api.post('/api/typearticles', { data: { name } }));
  const article = async (name: string, type: string) => {
    const typearticleId = await types(type);
    return ensure(api, '/api/articles?per_page=100', name, () => api.post('/api/articles', { data: { name, typearticleId } }));
  };
  const rice = await article('Sac de riz 25 kg', 'Alimentation');
  const coffee = await article('Café vert', 'Alimentation');
  const phones = await article('Téléphone portable', 'Électronique');
  const cloth = await article('Pagnes wax', 'Textile');
  const client = (name: string, tel: string) => ensureUser(api, { name, tel });
  const amani = await client('Amani Bahati', '0997400101');
  const neema = await client('Neema Kasongo', '0997400102');
  const jean = await client('Jean-Pierre Mulumba', '0997400103');
  const furaha = await client('Furaha Ilunga', '0997400104');

  const register = async (senderId: number, recipientId: number, cash: number | null, colis: unknown[]) => {
    const response = await api.post('/api/expeditions', { data: { senderId, recipientId, destinationId: route, cash, colis } });
    if (response.status() !== 201) throw new Error(`expedition refused: ${await response.text()}`);
    return (await response.json()).data as { id: number; packags: { id: number }[] };
  };
  const first = await register(amani, neema, 20, [
    {
      quantity: 3,
      weight: 12.5,
      description: 'Vivres et boissons pour la famille Kasongo',
      colidetails: [
        { articleId: rice, quantity: 2 },
        { articleId: coffee, quantity: 4 },
      ],
    },
    { quantity: 1, weight: 2.2, description: 'Téléphones neufs, fragile', colidetails: [{ articleId: phones, quantity: 3 }] },
  ]);
  parcelId = first.packags[0].id;
  await register(jean, furaha, 0, [{ quantity: 5, weight: 4, description: 'Tissus', colidetails: [{ articleId: cloth, quantity: 10 }] }]);
  await register(furaha, amani, null, [{ quantity: 2, weight: 7.25, description: 'Café torréfié', colidetails: [{ articleId: coffee, quantity: 2 }] }]);
  await api.dispose();
});

for (const [device, viewport] of Object.entries(viewports)) {
  test(`cargo and invoices screenshots fr ${device}`, async ({ page }) => {
    const name = (screen: string) => `fr-${device}-${screen}`;
    await page.setViewportSize(viewport);
    await signIn(page);
    await landed(page);

    await page.goto('/packags');
    await page.getByRole('link', { name: /^EXP-\d+-1$/ }).first().waitFor();
    await shoot(page, name('packags'));

    await page.goto(`/packags/${parcelId}`);
    await page.getByRole('article', { name: /Étiquette du colis/ }).waitFor();
    await shoot(page, name('packag-label'));
    if (device === 'desktop') {
      const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
      writeFileSync(`${dir}/fr-packag-label.pdf`, pdf);
    }

    await page.goto('/invoices');
    await page.getByText(/^FAC-\d+$/).first().waitFor();
    await shoot(page, name('invoices-payments'));

    await page.getByRole('tab', { name: /^Créances/ }).click();
    await page.getByRole('button', { name: 'Payer la dette de Jean-Pierre Mulumba' }).waitFor();
    await shoot(page, name('invoices-receivables'));

    await page.getByRole('button', { name: 'Payer la dette de Jean-Pierre Mulumba' }).click();
    const modal = page.getByRole('dialog', { name: 'Nouveau paiement de Jean-Pierre Mulumba' });
    await modal.getByLabel('Ce qui reste dû').waitFor();
    await modal.getByRole('textbox', { name: 'Montant ($)' }).fill('100');
    await modal.getByRole('button', { name: 'Sauvegarder' }).click();
    await modal.getByText(/Le montant dépasse la dette restante/).waitFor();
    await shoot(page, name('payment-modal'), { overlay: true });
  });
}

test('the printed label, as a picture', async ({ page }) => {
  // Chromium shows a PDF in its own viewer; the first page is what a person would see printed.
  await page.setViewportSize({ width: 760, height: 1000 });
  await page.goto(`file://${resolve(dir, 'fr-packag-label.pdf')}#toolbar=0&navpanes=0&view=FitH`);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${dir}/fr-packag-label-pdf.png` });
});
