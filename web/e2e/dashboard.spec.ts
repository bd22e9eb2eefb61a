import { expect, test, type Page } from '@playwright/test';
import { answered, created, ensureBranch, ensureProfile, ensureRoute, ensureUser } from './fixtures.ts';
import { adminApi, landed, signIn } from './support.ts';

// The dashboard end to end: a manager who may see every branch signs in and lands on 'Situation
// actuelle', reads this month's money, goes to last month (whose only figure is the rent paid
// then), reloads and keeps it, then narrows to a branch that spent nothing.

const manager = { name: 'Furaha Gérante', tel: '0976500100', password: 'Tableau-Bord-2026' };
const route = 'Tableau Goma - Bukavu';

// Today as the presets count it: at the agency's first branch, the day of someone bound to none
// (the browser's calendar may already be on another day).
let today: string;
// The 15th of last month: in 'Mois dernier' whatever today is, never in 'Ce mois'.
let lastMonth: string;

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await adminApi(playwright, testInfo.project.use.baseURL!);
  ({ today } = await answered<{ today: string }>(api.get('/api/today')));
  const [year, month] = today.split('-').map(Number);
  lastMonth = new Date(Date.UTC(year, month - 2, 15)).toISOString().slice(0, 10);
  const branch = (name: string, city: string, tel: string) =>
    ensureBranch(api, { name, city, region: 'Kivu', tel, countryCode: 'cd', type: 1, status: 1, social_reason: 'Soute SARL' });
  const goma = await branch('Tableau Goma', 'Goma', '0976500001');
  const bukavu = await branch('Tableau Bukavu', 'Bukavu', '0976500002');
  const price = await ensureRoute(api, { name: route, originId: goma, destinationId: bukavu, price: 2.5 });
  // A manager without a branch, who sees every branch and picks one: the dashboard's permission is enough.
  const profile = await ensureProfile(api, 'Gérance', ['afficher dashboard', 'afficher rapport']);
  await ensureUser(api, { ...manager, profileId: profile });

  // Set up once per database: a worker started again after a failure finds it in place.
  const existing = await answered<{ total: number }>(api.get(`/api/depenses?from=${lastMonth}&to=${lastMonth}`));
  if (existing.total === 0) {
    const sender = await ensureUser(api, { name: 'Amani Tableau', tel: '0976500011' });
    const recipient = await ensureUser(api, { name: 'Neema Tableau', tel: '0976500012' });
    // Today: 10 kg at 2,50 $ billed 25,00 $, 10,00 $ of it paid.
    await created(
      api.post('/api/expeditions', {
        data: { senderId: sender, recipientId: recipient, destinationId: price, colis: [{ quantity: 2, weight: 5, description: 'Pagnes' }], cash: 10 },
      }),
    );
    const types = await answered<{ id: number; type: string }[]>(api.get('/api/typedepenses'));
    const type = (name: string) => types.find((candidate) => candidate.type === name)!.id;
    await created(api.post('/api/depenses', { data: { typedepenseId: type('Carburant'), brancheId: goma, mount: 125.5, date: today, description: 'Plein du camion' } }));
    await created(api.post('/api/depenses', { data: { typedepenseId: type('Loyer'), brancheId: goma, mount: 300, date: lastMonth, description: 'Loyer du dépôt' } }));
  }
  await api.dispose();
});

const card = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

test('a manager lands on the dashboard, and last month shows other figures', async ({ page }) => {
  await signIn(page, { username: manager.tel, password: manager.password });
  await landed(page);
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Situation actuelle' })).toBeVisible();

  // This month: the expedition registered and paid in part, the fuel.
  await expect(card(page, 'Facturé')).toContainText(/25,00\s\$/);
  await expect(card(page, 'Facturé')).toContainText('1 expédition enregistrée');
  await expect(card(page, 'Encaissé')).toContainText(/10,00\s\$/);
  await expect(card(page, 'Dépense')).toContainText(/125,50\s\$/);
  await expect(card(page, 'Caisse')).toContainText(/-115,50\s\$/);
  await expect(card(page, 'Dette')).toContainText(/15,00\s\$/);
  const block = page.getByRole('article', { name: route });
  await expect(block).toContainText('1 expédition');
  await expect(block.getByRole('definition').nth(1)).toHaveText('10');
  await expect(block).toContainText(/Revenu\s*25,00\s\$/);
  await expect(page.getByRole('figure', { name: 'Revenu sur la période' })).toBeVisible();

  // Last month: the rent only.
  const filters = page.getByRole('group', { name: 'Filtres de la situation' });
  await filters.getByRole('combobox', { name: 'Période' }).click();
  await page.getByRole('option', { name: 'Mois dernier', exact: true }).click();
  await expect(card(page, 'Dépense')).toContainText(/300,00\s\$/);
  await expect(card(page, 'Facturé')).toContainText(/0,00\s\$/);
  await expect(card(page, 'Encaissé')).toContainText(/0,00\s\$/);
  await expect(card(page, 'Caisse')).toContainText(/-300,00\s\$/);
  // The debt in total does not depend on the period.
  await expect(card(page, 'Dette')).toContainText(/15,00\s\$/);
  await expect(page).toHaveURL(/[?&]period=lastMonth/);

  // A reload keeps the period.
  await page.reload();
  await expect(filters.getByRole('combobox', { name: 'Période' })).toHaveValue('Mois dernier');
  await expect(card(page, 'Dépense')).toContainText(/300,00\s\$/);

  // A branch that spent nothing last month.
  await filters.getByRole('combobox', { name: 'Agence' }).click();
  await page.getByRole('option', { name: 'Tableau Bukavu', exact: true }).click();
  await expect(card(page, 'Dépense')).toContainText(/^Dépense0,00\s\$/);
  await expect(page).toHaveURL(/brancheId=\d+/);
});
