import { readFileSync } from 'node:fs';
import { test, type APIRequestContext, type Page } from '@playwright/test';
import { adminApi, landed, signIn } from './support.ts';

// Pictures of the agency screens (branches, prices, vehicles, aircraft, contact page), for a person
// to look at: in French on a desktop and a phone, and the settings in English too.
const dir = 'e2e/screenshots';
const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 740 } };
const planePicture = readFileSync(new URL('./fixtures/plane.png', import.meta.url));

const branches = [
  { name: 'Soute Goma', region: 'Nord-Kivu', city: 'Goma', municipality: 'Goma', avenue: 'Avenue du Rond-Point', tel: '0997100100', email: 'goma@soute.example' },
  { name: 'Soute Kinshasa', region: 'Kinshasa', city: 'Kinshasa', municipality: 'Gombe', avenue: 'Boulevard du 30 Juin', tel: '0997100200', email: 'kinshasa@soute.example' },
  { name: 'Soute Bukavu', region: 'Sud-Kivu', city: 'Bukavu', municipality: 'Ibanda', avenue: 'Avenue Lumumba', tel: '0997100300', email: 'bukavu@soute.example' },
  { name: 'Soute Uvira', region: 'Sud-Kivu', city: 'Uvira', municipality: 'Kalundu', avenue: 'Avenue du Port', tel: '0997100400', status: 0 },
];

/** The id of what `list` finds named `name`, after creating it with `create` when it is not there. */
async function ensure(api: APIRequestContext, list: string, name: string, create: () => Promise<unknown>): Promise<number> {
  const find = async () => {
    const page: { items: { id: number; name?: string; plaque?: string; immatriculation?: string }[] } = await (
      await api.get(list)
    ).json();
    return page.items.find((item) => [item.name, item.plaque, item.immatriculation].includes(name))?.id;
  };
  const found = await find();
  if (found !== undefined) return found;
  await create();
  const made = await find();
  if (made === undefined) throw new Error(`could not create ${name}`);
  return made;
}

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await adminApi(playwright, testInfo.project.use.baseURL!);
  const ids: Record<string, number> = {};
  for (const { status = 1, ...branch } of branches) {
    ids[branch.city] = await ensure(api, '/api/extensions?per_page=100', branch.name, () =>
      api.post('/api/extensions', { data: { ...branch, countryCode: 'cd', status, type: 1, social_reason: 'Soute SARL' } }),
    );
  }
  const prices = [
    { name: 'Goma - Kinshasa', originId: ids.Goma, destinationId: ids.Kinshasa, price: 2.5, status: 1 },
    { name: 'Kinshasa - Goma', originId: ids.Kinshasa, destinationId: ids.Goma, price: 2.75, status: 1 },
    { name: 'Bukavu - Kinshasa', originId: ids.Bukavu, destinationId: ids.Kinshasa, price: 3.1, status: 0 },
  ];
  for (const price of prices) {
    await ensure(api, '/api/prices?per_page=100', price.name, () => api.post('/api/prices', { data: price }));
  }
  const vehicles = [
    { plaque: 'CGO-1043-BK', mark: 'Mitsubishi Canter', description: 'Camion frigorifique, 3,5 t' },
    { plaque: 'CGO-2210-GM', mark: 'Toyota Land Cruiser', description: 'Navette aéroport' },
    { plaque: 'KIN-0087-AA', mark: 'Isuzu NQR', description: 'Livraisons en ville' },
  ];
  for (const vehicle of vehicles) {
    await ensure(api, `/api/vehicles?q=${vehicle.plaque}`, vehicle.plaque, () => api.post('/api/vehicles', { data: vehicle }));
  }
  const planes = [
    { immatriculation: '9S-AKM', serie: '1A004', constructeur: 'Let L-410 Turbolet', city: 'Goma', image: true },
    { immatriculation: '9Q-CJT', serie: '47081', constructeur: 'Antonov An-28', city: 'Bukavu', image: false },
  ];
  for (const { image, ...plane } of planes) {
    await ensure(api, '/api/planecomposants?category=1&per_page=100', plane.immatriculation, () =>
      api.post('/api/planecomposants', {
        multipart: {
          ...plane,
          category: '1',
          dateFabrication: '1998-06-12',
          dateRevision: '2026-09-30',
          ttsn: String(21_345 * 60 + 20),
          ttso: String(850 * 60),
          tcsn: '15230',
          tcso: '410',
          countComposant: '2',
          description: 'Cargo léger, porte latérale élargie',
          ...(image ? { image: { name: 'plane.png', mimeType: 'image/png', buffer: planePicture } } : {}),
        },
      }),
    );
  }
  const types: { id: number; name: string }[] = await (await api.get('/api/typearticles')).json();
  for (const type of ['Alimentation', 'Électronique', 'Textile']) {
    if (!types.some(({ name }) => name === type)) await api.post('/api/typearticles', { data: { name: type } });
  }
  const typeId = async (name: string) =>
    ((await (await api.get('/api/typearticles')).json()) as { id: number; name: string }[]).find((type) => type.name === name)?.id;
  const articles = [
    ['Sac de riz 25 kg', 'Alimentation'],
    ['Café vert', 'Alimentation'],
    ['Téléphone portable', 'Électronique'],
    ['Panneau solaire', 'Électronique'],
    ['Pagnes wax', 'Textile'],
    ['Médicaments', null],
  ] as const;
  for (const [name, type] of articles) {
    await ensure(api, `/api/articles?q=${encodeURIComponent(name)}`, name, async () =>
      api.post('/api/articles', { data: { name, typearticleId: type ? await typeId(type) : null } }),
    );
  }
  await api.dispose();
});

/** The whole page, or only the window when a modal or a drawer covers it (they stay in place as it scrolls). */
async function shoot(page: Page, name: string, { overlay = false } = {}) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: !overlay, animations: 'disabled' });
}

for (const [device, viewport] of Object.entries(viewports)) {
  test(`agency screenshots fr ${device}`, async ({ page }) => {
    const name = (screen: string) => `fr-${device}-${screen}`;
    await page.setViewportSize(viewport);
    await page.goto('/contacts?lng=fr');
    await page.getByRole('article', { name: 'Soute Goma' }).waitFor();
    await shoot(page, name('contacts'));

    await signIn(page);
    await landed(page);
    await page.goto('/settings');
    await page.getByRole('button', { name: "Modifier l'agence Soute Goma" }).click();
    await page.getByRole('form', { name: 'Soute Goma' }).waitFor();
    await shoot(page, name('settings-form'), { overlay: device === 'phone' });
    await page.getByRole('form', { name: 'Soute Goma' }).getByRole('tab', { name: 'Adresse' }).click();
    await shoot(page, name('settings-form-address'), { overlay: device === 'phone' });

    await page.goto('/settings');
    await page.getByRole('button', { name: 'Voir les prix' }).click();
    const prices = page.getByRole('dialog', { name: 'Prix par origine - destination' });
    await prices.getByRole('button', { name: /Bukavu - Kinshasa/ }).click();
    await shoot(page, name('price-modal'), { overlay: true });

    await page.goto('/settings');
    await page.getByRole('button', { name: 'Voir les articles' }).click();
    await page.getByRole('dialog', { name: 'Articles' }).getByText('Café vert').waitFor();
    await shoot(page, name('articles-modal'), { overlay: true });

    await page.goto('/vehicles');
    await page.getByRole('cell', { name: 'CGO-1043-BK' }).or(page.getByText('CGO-1043-BK')).first().waitFor();
    await shoot(page, name('vehicles'));

    await page.goto('/planes');
    await page.getByRole('article', { name: '9S-AKM' }).waitFor();
    await shoot(page, name('planes'));

    await page.getByRole('button', { name: 'Nouvel avion' }).click();
    await page.getByRole('dialog', { name: 'Nouvel avion' }).waitFor();
    await shoot(page, name('plane-modal'), { overlay: true });
    await page.getByRole('dialog', { name: 'Nouvel avion' }).getByRole('button', { name: 'Fermer' }).last().click();

    await page.getByRole('article', { name: '9S-AKM' }).getByRole('link', { name: /9S-AKM/ }).click();
    await page.getByRole('heading', { name: '9S-AKM', level: 1 }).waitFor();
    await shoot(page, name('plane'));
  });

  test(`agency screenshots en ${device}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/login?lng=en');
    await signIn(page, { lng: 'en' });
    await landed(page);
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Next: Soute Goma' }).click();
    await page.getByRole('form', { name: 'Soute Goma' }).waitFor();
    await shoot(page, `en-${device}-settings-form`, { overlay: device === 'phone' });
  });
}
