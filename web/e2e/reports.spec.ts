import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { answered, created, ensureBranch, ensureProfile, ensureRoute, ensureUser } from './fixtures.ts';
import { adminApi, landed, signIn, openFromSidebar } from './support.ts';

// The reports end to end: a manager opens Rapports, then the receivables, and downloads them as an
// Excel workbook and as a French CSV, both made by the server.

const manager = { name: 'Baraka Gérant', tel: '0976600100', password: 'Rapports-2026' };
const debtor = { name: 'Kahindo Débitrice', tel: '0976600011' };

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await adminApi(playwright, testInfo.project.use.baseURL!);
  const branch = (name: string, city: string, tel: string) =>
    ensureBranch(api, { name, city, region: 'Kivu', tel, countryCode: 'cd', type: 1, status: 1, social_reason: 'Soute SARL' });
  const goma = await branch('Rapports Goma', 'Goma', '0976600001');
  const bukavu = await branch('Rapports Bukavu', 'Bukavu', '0976600002');
  const price = await ensureRoute(api, { name: 'Rapports Goma - Bukavu', originId: goma, destinationId: bukavu, price: 2.5 });
  const profile = await ensureProfile(api, 'Direction', ['afficher dashboard', 'afficher rapport']);
  await ensureUser(api, { ...manager, profileId: profile });

  // Set up once per database: a worker started again after a failure finds it in place.
  const sender = await ensureUser(api, debtor);
  const owed = await answered<{ total: number }>(api.get('/api/reports/receivables'));
  if (owed.total === 0) {
    const recipient = await ensureUser(api, { name: 'Moïse Destinataire', tel: '0976600012' });
    // On credit: 48 kg at 2,50 $, 120,00 $ owed.
    await created(
      api.post('/api/expeditions', {
        data: { senderId: sender, recipientId: recipient, destinationId: price, colis: [{ quantity: 4, weight: 12, description: 'Café en sacs' }], cash: 0 },
      }),
    );
  }
  await api.dispose();
});

test('a manager opens the receivables and downloads them as Excel and CSV', async ({ page }) => {
  await signIn(page, { username: manager.tel, password: manager.password });
  await landed(page);
  await openFromSidebar(page, 'Rapports');
  await expect(page.getByRole('heading', { level: 1, name: 'Rapports' })).toBeVisible();

  await page.getByRole('tab', { name: 'Créances' }).click();
  await expect(page).toHaveURL(/[?&]tab=receivables/);
  const table = page.getByRole('table', { name: 'Créances par client' });
  const row = table.getByRole('row').filter({ hasText: debtor.name });
  await expect(row).toContainText(debtor.tel);
  await expect(row).toContainText(/120,00\s\$/);
  await expect(table.getByRole('row').last()).toContainText(/^Total/);
  // The report's permission is enough to pick a branch.
  await expect(page.getByRole('combobox', { name: 'Agence' })).toBeEnabled();

  const excel = page.getByRole('button', { name: 'Exporter Excel' });
  const [workbook] = await Promise.all([page.waitForEvent('download'), excel.click()]);
  expect(workbook.suggestedFilename()).toMatch(/^rapport-.*\.xlsx$/);
  const xlsx = readFileSync(await workbook.path());
  // A workbook is a zip archive.
  expect(xlsx.subarray(0, 2).toString('latin1')).toBe('PK');
  await expect(excel).toBeEnabled();

  const [sheet] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exporter CSV' }).click()]);
  expect(sheet.suggestedFilename()).toMatch(/^rapport-.*\.csv$/);
  const csv = readFileSync(await sheet.path(), 'utf8');
  // French: a byte-order mark, semicolons, decimal commas, a Total row last.
  expect(csv.startsWith('\ufeff')).toBe(true);
  const lines = csv.replace(/^\ufeff/, '').trim().split(/\r?\n/);
  expect(lines[0]).toMatch(/^Client;/);
  expect(lines.find((line) => line.includes(debtor.name))).toMatch(/;120,00?;|;120;/);
  expect(lines.at(-1)).toMatch(/^Total;/);
});
