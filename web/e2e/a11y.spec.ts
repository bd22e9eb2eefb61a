import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { answered, created, ensure, ensureBranch, ensureRoute, ensureUser, profileId } from './fixtures.ts';
import { ensureFleet, type Fleet } from './airworthiness-setup.ts';
import { adminApi, signIn, unfoldSidebar } from './support.ts';

// axe-core over every screen of the sidebar (as `admin`, who sees them all), the public pages,
// the printed documents, a form in a modal and the "mes …" pages of a client, a driver and a
// pilot: none may have a serious or critical WCAG 2 A/AA violation. The screens hold data like the
// demo's (branches, routes, clients, expeditions moved through a waybill and a manifest), so that
// tables, badges, cards and dimmed lines are there to be checked, not empty states only.

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
// Not run by default (axe calls it experimental), though WCAG 2.5.3 is level A: a control's visible
// text must be part of its accessible name, so that a person who says what they see finds it.
const alsoRun = ['label-content-name-mismatch'];

const password = 'A11y-Soute-2026';
const goma = { name: 'A11y Goma', tel: '0976200100', region: 'Nord-Kivu', city: 'Goma' };
const kinshasa = { name: 'A11y Kinshasa', tel: '0976200200', region: 'Kinshasa', city: 'Kinshasa' };
const client = { name: 'Neema Mapendo', tel: '0976200001', password };
const recipient = { name: 'Jean-Paul Kabila', tel: '0976200002' };
const driver = { name: 'Moïse Mutombo', tel: '0976200003', password };
const pilot = { name: 'Christelle Amani', tel: '0976200004', password };

const ids = { expedition: 0, packag: 0, waybill: 0, manifest: 0, plane: 0, client: 0, depense: 0, billet: 0 };
let fleet: Fleet;

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await adminApi(playwright, testInfo.project.use.baseURL!);
  const branch = (fields: typeof goma) => ensureBranch(api, { ...fields, countryCode: 'cd', status: 1, type: 1, social_reason: 'Soute SARL' });
  const origin = await branch(goma);
  const destination = await branch(kinshasa);
  const route = await ensureRoute(api, { name: 'A11y Goma - Kinshasa', originId: origin, destinationId: destination, price: 2.5 });
  const type = await ensure(api, '/api/typearticles?per_page=100', 'Marchandises', () =>
    api.post('/api/typearticles', { data: { name: 'Marchandises' } }),
  );
  const coffee = await ensure(api, '/api/articles?per_page=100', 'Café arabica', () =>
    api.post('/api/articles', { data: { name: 'Café arabica', typearticleId: type } }),
  );
  ids.client = await ensureUser(api, client);
  const recipientId = await ensureUser(api, recipient);
  const driverId = await ensureUser(api, { ...driver, profileId: await profileId(api, 'chauffeur'), extensionId: origin });
  const pilotId = await ensureUser(api, { ...pilot, profileId: await profileId(api, 'pilote'), extensionId: origin });

  // Set up once per database: a worker started again after a failure finds it in place.
  const done: { items: { id: number }[] } = await (await api.get(`/api/manifests?status=EnCours&column=pilot.name&q=Christelle`)).json();
  if (done.items.length === 0) {
    const vehicle = await ensure(
      api,
      '/api/vehicles?per_page=100',
      (item) => item.plaque === 'GOM-1313-AY',
      () => api.post('/api/vehicles', { data: { plaque: 'GOM-1313-AY', mark: 'Toyota Dyna' } }),
    );
    ids.plane = (
      await created<{ id: number }>(
        api.post('/api/planecomposants', {
          data: {
            category: 1,
            immatriculation: '9Q-AXE',
            serie: 'AT72-500-0913',
            constructeur: 'ATR',
            dateFabrication: '2009-05-14',
            dateRevision: '2026-02-01',
            ttsn: 1_400_000,
            ttso: 110_000,
            tcsn: 20000,
            tcso: 1700,
            countComposant: 2,
            city: 'Goma',
            description: 'ATR 72-500',
          },
        }),
      )
    ).id;
    const register = (senderId: number, recipientId: number, colis: unknown[], cash?: number) =>
      created<{ id: number; packags: { id: number; quantityEntry: number }[] }>(
        api.post('/api/expeditions', { data: { senderId, recipientId, destinationId: route, colis, ...(cash === undefined ? {} : { cash }) } }),
      );
    // Paid, on credit, in part: the list shows every state of a debt.
    const moved = await register(ids.client, recipientId, [
      { quantity: 4, weight: 15, description: 'Café en sacs', colidetails: [{ articleId: coffee, quantity: 4 }] },
      { quantity: 1, weight: 2.5, description: 'Téléphones, fragile' },
    ]);
    await register(recipientId, ids.client, [{ quantity: 3, weight: 1.2, description: 'Médicaments' }], 0);
    await register(ids.client, recipientId, [{ quantity: 2, weight: 7.75, description: 'Pagnes' }], 10);
    const waybill = await created<{ id: number }>(
      api.post('/api/waybills', {
        data: {
          driverId,
          vehicleId: vehicle,
          originId: origin,
          destinationId: destination,
          packags: moved.packags.map((packag) => ({ id: packag.id, quantity: packag.quantityEntry })),
        },
      }),
    );
    const validated = await created<{ waybilldetails: { id: number; quantity: number }[] }>(
      api.post(`/api/waybills/${waybill.id}/validate`, { data: { departureDate: '2026-11-20', departureTime: '08:30' } }),
    );
    const manifest = await created<{ id: number }>(
      api.post('/api/manifests', {
        data: {
          planeId: ids.plane,
          pilotId,
          originId: origin,
          destinationId: destination,
          waybilldetails: validated.waybilldetails.slice(0, 1).map((line) => ({ id: line.id, quantity: line.quantity })),
        },
      }),
    );
    // A commission share on it, for the commission modal's table and the result modal.
    const beneficiary = await ensureUser(api, { name: 'Baraka Externe', tel: '0976200005', profileId: await profileId(api, 'externe') });
    const types: { id: number; type: string }[] = await (await api.get('/api/typedepenses')).json();
    await created(
      api.post('/api/depenses', {
        data: {
          typedepenseId: types.find((type) => type.type === 'Commission')!.id,
          manifesteId: manifest.id,
          mountT: 50,
          beneficerId: beneficiary,
          mount: 30,
          description: 'Apport de fret',
        },
      }),
    );
    // Passengers on it (issue 18): one paid and boarded, one on credit, for the tickets' screens.
    const sell = (ticket: Record<string, unknown>) =>
      created<{ id: number }>(
        api.post('/api/billets', { data: { manifestId: manifest.id, type: 'adulte', baggagePieces: 1, baggageWeight: 12.5, ...ticket } }),
      );
    const boarded = await sell({ name: 'Aline Mwamba', tel: '0976200006', document: 'Passeport OP4455', seat: '1A', fare: 150 });
    await answered(api.post(`/api/billets/${boarded.id}/status`, { data: { status: 'embarque' } }));
    await sell({ name: 'Didier Kalala', tel: '0976200007', document: 'Carte 7788', seat: '1B', fare: 150, cash: 0 });
    // And the client's own, partly paid, for 'Mes billets'.
    await sell({ name: client.name, tel: client.tel, document: 'Passeport OP1212', seat: '2A', fare: 150, cash: 50 });
    await api.post('/api/contacts', {
      data: { name: 'Esther Mbuyi', email: 'esther@example.com', subject: 'Tarifs', message: 'Quel est le prix au kilo vers Kinshasa ?' },
    });
  }
  const first = async <T>(list: string) => {
    const found = ((await answered<{ items: T[] }>(api.get(list))).items ?? [])[0];
    if (found === undefined) throw new Error(`${list} is empty`);
    return found;
  };
  ids.expedition = (await first<{ id: number }>('/api/expeditions?status=EnCours')).id;
  ids.packag = (await first<{ id: number }>('/api/packags?stage=waybill')).id;
  ids.waybill = (await first<{ id: number }>('/api/waybills?status=EnAttente')).id;
  ids.manifest = (await first<{ id: number }>('/api/manifests?status=EnCours')).id;
  ids.plane = (await first<{ id: number }>('/api/planecomposants?category=1')).id;
  ids.billet = (await first<{ id: number }>('/api/billets?status=reserve')).id;
  // An expense of the branch, for its page (Dépense lists it too): a fuel one, as the list also
  // holds the manifest's commission share.
  const fuel = (await answered<{ id: number; type: string }[]>(api.get('/api/typedepenses'))).find((type) => type.type === 'Carburant');
  const fuelExpenses = `/api/depenses?per_page=1&typedepenseId=${fuel?.id}`;
  const expenses = await answered<{ items: { id: number }[] }>(api.get(fuelExpenses));
  if (expenses.items.length === 0) {
    const now = new Date();
    const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    await created(
      api.post('/api/depenses', {
        data: { typedepenseId: fuel?.id, brancheId: origin, mount: 148.5, date: today, description: 'Carburant du groupe électrogène', beneficerId: recipientId },
      }),
    );
  }
  ids.depense = (await first<{ id: number }>(fuelExpenses)).id;
  // The airworthiness screens (issue 16) hold a fleet: components, pieces, inspections, documents, a logbook.
  fleet = await ensureFleet(api, 'AXY', '09762003');
  await api.dispose();
});

/** Waits until the screen has loaded its data and its transitions have ended. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status', { name: 'Chargement…' })).toHaveCount(0);
  // Mantine fades modals, menus and toasts in: colours are checked once they are opaque.
  await page.waitForTimeout(400);
}

/** The serious and critical violations of the page as it is, one readable paragraph each. */
async function violations(page: Page): Promise<string[]> {
  await settled(page);
  const rules = Object.fromEntries(alsoRun.map((rule) => [rule, { enabled: true }]));
  const results = await new AxeBuilder({ page }).options({ runOnly: { type: 'tag', values: wcag }, rules }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) =>
      [
        `${violation.id} (${violation.impact}): ${violation.help}`,
        ...violation.nodes.slice(0, 8).map((node) => `  ${node.target.join(' ')}\n    ${node.failureSummary?.replaceAll('\n', '\n    ')}`),
        violation.nodes.length > 8 ? `  … and ${violation.nodes.length - 8} more` : '',
      ]
        .filter(Boolean)
        .join('\n'),
    );
}

/** Checks the page, recording what it found under `screen` (all screens are checked before the test fails). */
async function check(page: Page, screen: string, found: Map<string, string[]>) {
  const list = await violations(page);
  if (list.length > 0) found.set(`${screen} (${page.url()})`, list);
}

function report(found: Map<string, string[]>): string {
  return [...found].map(([screen, list]) => `── ${screen}\n${list.join('\n')}`).join('\n\n');
}

test('the public pages have no serious accessibility violation', async ({ page }) => {
  const found = new Map<string, string[]>();
  for (const [screen, path] of [
    ['landing', '/'],
    ['sign-in', '/login'],
    ['register', '/register'],
    ['contact', '/contacts'],
    ['tracking', '/suivi'],
  ]) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await check(page, screen, found);
  }
  // The sign-in form showing its errors (red text on white).
  await page.goto('/login');
  await page.getByRole('button', { name: 'Connexion' }).last().click();
  await page.getByText('Saisissez votre mot de passe.').waitFor();
  await check(page, 'sign-in with errors', found);
  expect(found.size, report(found)).toBe(0);
});

test('every screen of the sidebar has no serious accessibility violation', async ({ page }) => {
  test.setTimeout(240_000);
  const found = new Map<string, string[]>();
  await signIn(page);
  const sidebar = page.getByRole('navigation', { name: 'Menu principal' });
  await sidebar.waitFor();
  // The sign-in toast is checked too.
  await check(page, 'first screen after sign-in', found);

  await unfoldSidebar(page);
  const links = await sidebar.getByRole('link').evaluateAll((elements) =>
    elements.map((element) => ({ name: element.textContent?.trim() ?? '', href: element.getAttribute('href') ?? '' })),
  );
  // Every ready entry of app/navigation.ts: the super user sees them all.
  expect(links.map((link) => link.href)).toEqual(
    expect.arrayContaining([
      '/', '/dashboard', '/expeditions', '/packags', '/waybills', '/manifests', '/billets', '/invoices', '/depenses', '/reports', '/clients',
      '/logbooks', '/inspections', '/due', '/documents', '/pieces', '/composants', '/settings', '/staffs', '/profile',
    ]),
  );
  for (const { name, href } of links) {
    await sidebar.getByRole('link', { name, exact: true }).click();
    await page.waitForURL((url) => url.pathname === href);
    await check(page, name, found);
  }

  // The other tabs of the lists: their rows and badges differ.
  for (const [path, tab] of [
    ['/expeditions', /^En cours/],
    ['/packags', /^Bordereau/],
    ['/waybills', /^En attente/],
    ['/invoices', /^Créances/],
    ['/billets', /^Embarqué/],
  ] as const) {
    await page.goto(path);
    await page.getByRole('tab', { name: tab }).click();
    await check(page, `${path}, tab ${tab.source}`, found);
  }

  // The dashboard with its chart's figures shown as a table, and every report (its filters, chart,
  // table scrolling in its frame, exports).
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Afficher les chiffres du graphique' }).click();
  await page.getByRole('table').waitFor();
  await check(page, 'dashboard with the chart table', found);
  for (const tab of ['revenue', 'tonnage', 'receivables', 'commissions', 'expenses', 'manifests', 'clients']) {
    await page.goto(`/reports?tab=${tab}`);
    await page.getByRole('tabpanel').getByText(/^Exporter CSV$|^Aucune/).first().waitFor();
    await check(page, `report ${tab}`, found);
  }
  // A custom period, its days refused (an error under the field).
  await page.goto('/reports?tab=revenue&period=custom&from=2026-02-01&to=2026-01-01');
  await page.getByText('La période se termine avant de commencer.').waitFor();
  await check(page, 'report with a refused period', found);

  // Details and printed documents.
  for (const [screen, path] of [
    ['expedition slip', `/expeditions/${ids.expedition}/bon`],
    ['expedition invoice', `/expeditions/${ids.expedition}/facture`],
    ['expedition labels', `/expeditions/${ids.expedition}/etiquettes`],
    ['parcel page', `/packags/${ids.packag}`],
    ['waybill sheet', `/waybills/${ids.waybill}`],
    ['manifest', `/manifests/${ids.manifest}`],
    ['manifest sheets', `/manifests/${ids.manifest}/print`],
    ['ticket', `/billets/${ids.billet}`],
    ['ticket print', `/billets/${ids.billet}/print`],
    ['aircraft', `/planes/${ids.plane}`],
    ['client profile', `/profile/${ids.client}`],
    ['expense', `/depenses/${ids.depense}`],
  ]) {
    await page.goto(path);
    await check(page, screen, found);
  }

  // A form in a modal: the expedition form, with a line.
  await page.goto('/expeditions');
  await page.getByRole('button', { name: 'Nouvelle expédition' }).click();
  await page.getByRole('dialog', { name: 'Nouvelle expédition' }).waitFor();
  await check(page, 'expedition form', found);

  // The ticket form, its flight picker open (each flight with its seats and payload left).
  await page.goto('/billets');
  await page.getByRole('button', { name: 'Nouveau billet' }).click();
  const ticketForm = page.getByRole('dialog', { name: 'Nouveau billet' });
  await ticketForm.getByRole('combobox', { name: 'Vol (manifeste)' }).click();
  await page.getByRole('option').first().waitFor();
  await check(page, 'ticket form', found);

  // A manifest's commission modal, with a share in its table, and its result modal.
  await page.goto(`/manifests/${ids.manifest}`);
  const card = page.getByRole('article').first();
  await card.getByRole('button', { name: /^Dépense : commissions du manifeste/ }).click();
  const commissions = page.getByRole('dialog', { name: /^Commissions du manifeste/ });
  await commissions.getByRole('table', { name: 'Parts des commissions' }).waitFor();
  await check(page, 'commission modal', found);
  await commissions.getByRole('button', { name: 'Fermer' }).last().click();
  await commissions.waitFor({ state: 'hidden' });
  await card.getByRole('button', { name: /^Résultat du manifeste/ }).click();
  await page.getByRole('dialog', { name: /^Résultat du manifeste/ }).getByRole('region', { name: 'Marge' }).waitFor();
  await check(page, 'result modal', found);

  // The expense form, its type list open.
  await page.goto('/depenses');
  await page.getByRole('button', { name: 'Nouvelle dépense' }).click();
  const expenseForm = page.getByRole('dialog', { name: 'Nouvelle dépense' });
  await expenseForm.getByRole('combobox', { name: 'Type', exact: true }).click();
  await page.getByRole('option', { name: 'Carburant', exact: true }).waitFor();
  await check(page, 'expense form', found);

  expect(found.size, report(found)).toBe(0);
});

test('the airworthiness screens have no serious accessibility violation', async ({ page }) => {
  test.setTimeout(180_000);
  const found = new Map<string, string[]>();
  await signIn(page);
  await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();

  // The lists with their rows (the sidebar's visit sees them too), filtered on an aircraft.
  for (const path of ['/composants', '/pieces', '/inspections', '/documents', '/logbooks']) {
    await page.goto(`${path}?planeId=${fleet.first.id}`);
    await page.getByRole('table').waitFor();
    await check(page, `${path} filtered`, found);
  }
  // Each tab of an aircraft's page, and a logbook's page.
  for (const tab of ['composants', 'pieces', 'inspections', 'documents', 'logbook']) {
    await page.goto(`/planes/${fleet.first.id}?tab=${tab}`);
    await page.getByRole('tabpanel').waitFor();
    await check(page, `aircraft, tab ${tab}`, found);
  }
  await page.goto(`/logbooks/${fleet.logbook}`);
  await page.getByRole('region', { name: 'Totaux de la page' }).waitFor();
  await check(page, 'logbook', found);

  // The entry form, refused (errors under the fields), with the counters after the entry.
  await page.getByRole('button', { name: 'Nouvelle entrée' }).click();
  const entry = page.getByRole('dialog', { name: /^Nouvelle entrée au logbook/ });
  await entry.getByRole('textbox', { name: 'Temps de vol', exact: true }).fill('105');
  await entry.getByRole('button', { name: 'Sauvegarder' }).click();
  await entry.getByText(/^Saisissez le temps au format H:MM/).waitFor();
  await check(page, 'entry form, refused', found);
  await entry.getByRole('button', { name: 'Fermer' }).last().click();
  await entry.waitFor({ state: 'hidden' });

  // A component's form (its baseline and current counters) and its history.
  await page.goto('/composants');
  const menu = page.getByRole('button', { name: `Actions du composant ${fleet.engine.immatriculation}` });
  await menu.click();
  await page.getByRole('menuitem', { name: 'Modifier' }).click();
  const form = page.getByRole('dialog', { name: /^Modifier le composant/ });
  await form.waitFor();
  await check(page, 'component form', found);
  await form.getByRole('button', { name: 'Fermer' }).last().click();
  await form.waitFor({ state: 'hidden' });
  await menu.click();
  await page.getByRole('menuitem', { name: 'Historique' }).click();
  const history = page.getByRole('dialog', { name: /^Historique du composant/ });
  await history.getByRole('region', { name: 'Installations' }).getByRole('table').waitFor();
  await check(page, 'component history', found);

  // The forms of a piece, an inspection's performance and a document.
  await page.goto('/pieces');
  await page.getByRole('button', { name: 'Nouvelle pièce' }).click();
  await page.getByRole('dialog', { name: 'Nouvelle pièce' }).waitFor();
  await check(page, 'piece form', found);
  await page.goto('/inspections');
  await page.getByRole('button', { name: /^Actions de l'inspection Visite 100 h/ }).click();
  await page.getByRole('menuitem', { name: 'Effectuée' }).click();
  await page.getByRole('dialog', { name: /^Visite 100 h effectuée/ }).waitFor();
  await check(page, 'inspection performed form', found);
  await page.goto('/documents');
  await page.getByRole('button', { name: 'Nouveau document' }).click();
  const documentForm = page.getByRole('dialog', { name: 'Nouveau document' });
  await documentForm.getByRole('button', { name: 'Sauvegarder' }).click();
  await documentForm.getByText('Choisissez le fichier du document (PDF ou image).').waitFor();
  await check(page, 'document form, refused', found);

  // The due list (issue 17): every status and kind of item, on one aircraft, its overdue tab, and its printed sheet.
  await page.goto('/due');
  await page.getByRole('table').waitFor();
  await check(page, 'due list', found);
  await page.goto(`/due?planeId=${fleet.first.id}&status=depasse`);
  await page.getByRole('table').waitFor();
  await check(page, 'due list, one aircraft, overdue', found);
  await page.goto('/due/print');
  await page.getByRole('article', { name: 'Échéancier imprimable' }).waitFor();
  await check(page, 'due list printed', found);
  await page.goto('/planes');
  await page.getByText('Immobilisé').first().waitFor();
  await check(page, 'aircraft cards with their state', found);

  expect(found.size, report(found)).toBe(0);
});

test('the pages of a client, a driver and a pilot have no serious accessibility violation', async ({ page }) => {
  const found = new Map<string, string[]>();
  for (const [who, path] of [
    [client, '/my/expeditions'],
    [client, '/my/expeditions?onglet=billets'],
    [driver, '/my/waybills'],
    [pilot, '/my/manifests'],
  ] as const) {
    await signIn(page, { username: who.tel, password });
    await page.getByRole('button', { name: 'Déconnexion' }).waitFor();
    await page.goto(path);
    await check(page, `${path} (${who.name})`, found);
    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await page.waitForURL('/login');
  }
  expect(found.size, report(found)).toBe(0);
});
