import { expect, test, type Page } from '@playwright/test';
import { externalPerson, manifestInPreparation, typedepenseId } from './commissions-setup.ts';
import { answered, created, ensureBranch, ensureRoute, ensureUser, shoot, viewports } from './fixtures.ts';
import { adminApi, landed, signIn } from './support.ts';

// Pictures of the dashboard and of every report, in French (and two in English) on a desktop and
// a phone, for a person to look at: an agency with two routes, clients paid, on credit and in
// part, a manifest with its commissions, expenses this month and last month. Neither screen may
// scroll sideways on a phone.

const reports = ['revenue', 'tonnage', 'receivables', 'commissions', 'expenses', 'manifests', 'clients'] as const;

/** `YYYY-MM-DD` of a day of the machine's calendar, `months` and `day` from today's month. */
function iso(months: number, day?: number): string {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth() + months, day ?? now.getDate());
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

test.beforeAll(async ({ playwright }, testInfo) => {
  test.setTimeout(120_000);
  const api = await adminApi(playwright, testInfo.project.use.baseURL!);
  // Set up once per database: a worker started again after a failure finds it in place.
  const owed = await answered<{ total: number }>(api.get('/api/reports/receivables'));
  if (owed.total > 0) {
    await api.dispose();
    return;
  }
  // 260 kg on a manifest in preparation from Goma to Kinshasa (6 500 $), with its commissions.
  const scene = await manifestInPreparation(api, 'Écrans', '09978301');
  const commission = await typedepenseId(api, 'Commission');
  const handling = await typedepenseId(api, 'Manutention');
  const share = (typedepense: number, mountT: number, beneficerId: number, mount: number) =>
    created(api.post('/api/depenses', { data: { typedepenseId: typedepense, manifesteId: scene.manifest.id, mountT, beneficerId, mount } }));
  await share(commission, 400, await externalPerson(api, 'Furaha Kahindo', '0997830111'), 250);
  await share(commission, 400, await externalPerson(api, 'Baraka Mugisho', '0997830112'), 150);
  await share(handling, 90, await externalPerson(api, 'Esther Mapendo', '0997830113'), 90);

  // A second route, and clients of every kind: paid, on credit, in part.
  const bukavu = await ensureBranch(api, { name: 'Écrans Bukavu', city: 'Bukavu', region: 'Sud-Kivu', tel: '0997830200', countryCode: 'cd', type: 1, status: 1, social_reason: 'Soute Fret SARL' });
  const goma = scene.origin;
  const toKinshasa = (await answered<{ items: { id: number; name: string }[] }>(api.get('/api/prices?per_page=100'))).items.find((price) => price.name === 'Écrans Goma - Kinshasa')!.id;
  const toBukavu = await ensureRoute(api, { name: 'Écrans Goma - Bukavu', originId: goma, destinationId: bukavu, price: 3.2 });
  const people = [
    ['Établissements Kivu Import-Export SARL', '0997830001'],
    ['Jean-Paul Kabila Wa Nzambe', '0997830002'],
    ['Neema Mapendo', '0997830003'],
    ['Christelle Amani', '0997830004'],
    ['Moïse Mutombo', '0997830005'],
    ['Grâce Kahindo', '0997830006'],
  ];
  const ids: number[] = [];
  for (const [name, tel] of people) ids.push(await ensureUser(api, { name, tel }));
  const ship = (sender: number, recipient: number, route: number, quantity: number, weight: number, cash?: number) =>
    created(
      api.post('/api/expeditions', {
        data: { senderId: ids[sender], recipientId: ids[recipient], destinationId: route, colis: [{ quantity, weight, description: 'Marchandises diverses' }], ...(cash === undefined ? {} : { cash }) },
      }),
    );
  await ship(0, 1, toKinshasa, 12, 25, 0);
  await ship(0, 2, toBukavu, 30, 10.5, 500);
  await ship(1, 3, toKinshasa, 4, 18.25);
  await ship(2, 4, toBukavu, 8, 7.5, 0);
  await ship(3, 5, toBukavu, 2, 45, 100);
  await ship(4, 0, toKinshasa, 6, 12);
  await ship(5, 1, toBukavu, 15, 3.4, 0);

  // The branch's expenses: this month so far, and last month.
  const expense = async (type: string, brancheId: number, mount: number, date: string, description: string) =>
    created(api.post('/api/depenses', { data: { typedepenseId: await typedepenseId(api, type), brancheId, mount, date, description } }));
  await expense('Loyer', goma, 1200, iso(0, 1), 'Loyer du dépôt de Goma');
  await expense('Carburant', goma, 245.75, iso(0), 'Gasoil du camion');
  await expense('Salaires', bukavu, 1850, iso(0, 1), 'Salaires des manutentionnaires');
  await expense('Divers', bukavu, 38.5, iso(0), 'Fournitures de bureau');
  await expense('Loyer', goma, 1200, iso(-1, 1), 'Loyer du dépôt de Goma');
  await expense('Carburant', bukavu, 410, iso(-1, 12), 'Gasoil du groupe électrogène');
  await api.dispose();
});

/** Neither the page nor the app's frame scrolls sideways: wide tables scroll within their own frame. */
async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const [device, viewport] of Object.entries(viewports)) {
  test(`dashboard and report screenshots ${device}`, async ({ page }) => {
    test.setTimeout(120_000);
    const name = (screen: string) => `${screen}-fr-${device}`;
    await page.setViewportSize(viewport);
    await signIn(page);
    await landed(page);

    await page.goto('/dashboard');
    await page.getByRole('group', { name: 'Caisse' }).waitFor();
    await page.getByRole('figure', { name: 'Revenu sur la période' }).locator('svg').first().waitFor();
    await expectNoSidewaysScroll(page, viewport.width);
    await shoot(page, name('dashboard'));

    for (const report of reports) {
      await page.goto(`/reports?tab=${report}`);
      await page.getByRole('table').first().waitFor();
      await expect(page.getByRole('status', { name: 'Chargement…' })).toHaveCount(0);
      await expectNoSidewaysScroll(page, viewport.width);
      await shoot(page, name(`reports-${report}`));
    }

    // In English: labels, month names and numbers as the English write them.
    await page.goto('/dashboard?lng=en');
    await page.getByRole('group', { name: 'Cash' }).waitFor();
    await expectNoSidewaysScroll(page, viewport.width);
    await shoot(page, `dashboard-en-${device}`);
    await page.goto('/reports?tab=receivables&lng=en');
    await page.getByRole('table', { name: 'Receivables by client' }).waitFor();
    await expectNoSidewaysScroll(page, viewport.width);
    await shoot(page, `reports-receivables-en-${device}`);
  });
}
