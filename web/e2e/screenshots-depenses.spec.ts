import { test } from '@playwright/test';
import { answered, created, ensureBranch, ensureUser, profileId, shoot, viewports } from './fixtures.ts';
import { adminApi, landed, signIn } from './support.ts';

// Pictures of the expenses screens (the list with its totals per type, the expense form empty and
// refused, an expense's page, the types card of Paramètre), in French on a desktop and a phone,
// for a person to look at.

let shown = 0;

/** `YYYY-MM-DD`, `days` from today. */
function isoDay(days = 0): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await adminApi(playwright, testInfo.project.use.baseURL!);
  // Set up once per database: a worker started again after a failure finds it in place.
  const existing = await answered<{ items: { id: number }[] }>(api.get('/api/depenses?column=description&q=Plein%20du%20groupe'));
  if (existing.items.length > 0) {
    shown = existing.items[0].id;
    await api.dispose();
    return;
  }
  const goma = await ensureBranch(api, { name: 'Soute Goma', tel: '0997900100', city: 'Goma', region: 'Nord-Kivu', countryCode: 'cd', type: 1, social_reason: 'Soute SARL' });
  const kinshasa = await ensureBranch(api, { name: "Soute N'Djili", tel: '0997900200', city: 'Kinshasa', region: 'Kinshasa', countryCode: 'cd', type: 1, social_reason: 'Soute SARL' });
  const externe = await profileId(api, 'externe');
  const station = await ensureUser(api, { name: 'Station Kivu Carburant', tel: '0997900301', profileId: externe });
  const landlord = await ensureUser(api, { name: 'Immobilière des Volcans', tel: '0997900302', profileId: externe });
  const types = await answered<{ id: number; type: string }[]>(api.get('/api/typedepenses'));
  const type = (name: string) => types.find((candidate) => candidate.type === name)?.id;
  const expense = (data: Record<string, unknown>) => created<{ id: number }>(api.post('/api/depenses', { data }));

  const fuel = await expense({
    typedepenseId: type('Carburant'),
    brancheId: goma,
    mount: 1234.5,
    date: isoDay(),
    description: 'Plein du groupe électrogène du dépôt',
    beneficerId: station,
  });
  shown = fuel.id;
  await expense({ typedepenseId: type('Carburant'), brancheId: kinshasa, mount: 860, date: isoDay(), description: 'Gasoil du camion de livraison', beneficerId: station });
  await expense({ typedepenseId: type('Loyer'), brancheId: goma, mount: 2500, date: isoDay(), description: 'Loyer du dépôt, mois en cours', beneficerId: landlord });
  await expense({ typedepenseId: type('Salaires'), brancheId: kinshasa, mount: 4875.25, date: isoDay(), description: 'Salaires des manutentionnaires' });
  await expense({ typedepenseId: type('Divers'), brancheId: goma, mount: 45, date: isoDay(), description: 'Fournitures de bureau' });
  const wrong = await expense({ typedepenseId: type('Divers'), brancheId: goma, mount: 450, date: isoDay(), description: 'Saisie en double' });
  await api.delete(`/api/depenses/${wrong.id}`);
  await api.dispose();
});

for (const [device, viewport] of Object.entries(viewports)) {
  test(`expense screenshots fr ${device}`, async ({ page }) => {
    const name = (screen: string) => `${screen}-fr-${device}`;
    await page.setViewportSize(viewport);
    await signIn(page);
    await landed(page);

    await page.goto('/depenses');
    await page.getByLabel('Total des dépenses').waitFor();
    await shoot(page, name('depenses'));

    await page.getByRole('button', { name: 'Nouvelle dépense' }).click();
    const modal = page.getByRole('dialog', { name: 'Nouvelle dépense' });
    await modal.waitFor();
    await shoot(page, name('depense-form'), { overlay: true });
    await modal.getByRole('textbox', { name: 'Montant ($)' }).fill('12,505');
    await modal.getByRole('button', { name: 'Sauvegarder' }).click();
    await modal.getByText('Deux décimales au plus.').waitFor();
    await shoot(page, name('depense-form-errors'), { overlay: true });
    await modal.getByRole('form').getByRole('button', { name: 'Fermer' }).click();

    await page.goto(`/depenses/${shown}`);
    await page.getByRole('region', { name: 'Détails' }).waitFor();
    await shoot(page, name('depense-detail'));

    await page.goto('/settings');
    const card = page.getByRole('region', { name: 'Types de dépense' });
    await card.getByRole('listitem').first().waitFor();
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `e2e/screenshots/${name('typedepenses-card')}.png`, animations: 'disabled' });
  });
}
