import { writeFileSync } from 'node:fs';
import { test, type Page } from '@playwright/test';
import { ensure, screenshotDir as dir, shoot, viewports } from './fixtures.ts';
import { adminApi, landed, signIn } from './support.ts';

// Pictures of the expedition screens (list, form, slip, invoice, Mes expéditions), in French on a
// desktop and a phone, and the slip and invoice as PDFs, for a person to look at.

const branches = {
  goma: {
    name: 'Soute Goma Aéroport',
    short_name: 'Goma',
    social_reason: 'Soute Fret SARL',
    nif: 'A1000000K',
    trade_registry: 'CD/GOM/RCCM/19-B-0212',
    tel: '0997300100',
    tel1: '0817300100',
    email: 'goma@soute.example',
    region: 'Nord-Kivu',
    city: 'Goma',
    municipality: 'Karisimbi',
    avenue: "Route de l'aéroport 14",
  },
  kinshasa: {
    name: "Soute Kinshasa N'Djili",
    short_name: 'Kinshasa',
    social_reason: 'Soute Fret SARL',
    nif: 'A1000001K',
    trade_registry: 'CD/KIN/RCCM/19-B-0913',
    tel: '0997300200',
    email: 'kinshasa@soute.example',
    region: 'Kinshasa',
    city: 'Kinshasa',
    municipality: "N'Djili",
    avenue: 'Boulevard Lumumba 2',
  },
};
const route = { name: "Goma - Kinshasa N'Djili", price: 2.75 };
const articles = ['Sac de riz 25 kg', 'Café vert', 'Pagnes wax', 'Téléphone portable', 'Panneau solaire', 'Médicaments'];
const clients = {
  neema: { name: 'Neema Bahati', tel: '0975200001', password: 'Neema-Goma-2026', adress: 'Avenue du Lac 12, Himbi', city: 'Goma', region: 'Nord-Kivu', countryCode: 'cd' },
  jeanPierre: { name: 'Jean-Pierre Mukendi', tel: '0975200002', adress: 'Avenue Kasa-Vubu 112, Gombe', city: 'Kinshasa', region: 'Kinshasa', countryCode: 'cd' },
  furaha: { name: 'Furaha Kasongo', tel: '0975200003', adress: 'Avenue Mobutu 7', city: 'Goma', region: 'Nord-Kivu', countryCode: 'cd' },
  patrick: { name: 'Patrick Ilunga', tel: '0975200004', adress: 'Rue Kabinda 30, Lingwala', city: 'Kinshasa', region: 'Kinshasa', countryCode: 'cd' },
};

const ids: Record<string, number> = {};

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await adminApi(playwright, testInfo.project.use.baseURL!);
  for (const [key, branch] of Object.entries(branches)) {
    ids[key] = await ensure(api, '/api/extensions?per_page=100', (item) => item.name === branch.name, () =>
      api.post('/api/extensions', { data: { ...branch, countryCode: 'cd', status: 1, type: 1, legal_status: 'SARL' } }),
    );
  }
  ids.route = await ensure(api, '/api/prices?per_page=100', (item) => item.name === route.name, () =>
    api.post('/api/prices', { data: { ...route, originId: ids.goma, destinationId: ids.kinshasa, status: 1 } }),
  );
  for (const name of articles) {
    ids[name] = await ensure(api, `/api/articles?q=${encodeURIComponent(name)}`, (item) => item.name === name, () =>
      api.post('/api/articles', { data: { name } }),
    );
  }
  for (const [key, client] of Object.entries(clients)) {
    ids[key] = await ensure(api, `/api/users?column=tel&q=${client.tel}`, (item) => item.tel === client.tel, () =>
      api.post('/api/users', { data: client }),
    );
  }

  // A few expeditions, the last one on six lines (the most a slip is meant for).
  const existing: { total: number } = await (await api.get(`/api/expeditions?column=sender.name&q=${encodeURIComponent('Neema Bahati')}`)).json();
  if (existing.total === 0) {
    const line = (quantity: number, weight: number, description: string | null, contents: [string, number][] = []) => ({
      quantity,
      weight,
      description,
      colidetails: contents.map(([name, pieces]) => ({ articleId: ids[name], quantity: pieces })),
    });
    const expeditions = [
      { senderId: ids.furaha, recipientId: ids.patrick, cash: '', colis: [line(2, 12.5, 'Cartons de vêtements', [['Pagnes wax', 20]])] },
      { senderId: ids.patrick, recipientId: ids.neema, cash: 0, colis: [line(1, 4.2, 'Pièces de moto')] },
      { senderId: ids.furaha, recipientId: ids.jeanPierre, cash: 15, colis: [line(3, 25, null, [['Sac de riz 25 kg', 3]]), line(1, 8, 'Ustensiles de cuisine')] },
      { senderId: ids.neema, recipientId: ids.patrick, cash: '', colis: [line(1, 2.35, 'Documents administratifs')] },
      { senderId: ids.patrick, recipientId: ids.furaha, cash: 40, colis: [line(6, 18.75, 'Sacs de ciment')] },
      {
        senderId: ids.neema,
        recipientId: ids.jeanPierre,
        cash: 150,
        colis: [
          line(4, 25, null, [['Sac de riz 25 kg', 4]]),
          line(2, 12.5, 'Café de la région de Lubero', [['Café vert', 2]]),
          line(3, 4.75, 'Tissus pour la boutique', [['Pagnes wax', 30]]),
          line(2, 0.85, 'Téléphones neufs, emballés', [['Téléphone portable', 2]]),
          line(1, 14.2, 'Panneau 150 W avec son régulateur', [['Panneau solaire', 1]]),
          line(1, 3.4, 'Médicaments pour la pharmacie Uzima', [['Médicaments', 12]]),
        ],
      },
    ];
    for (const expedition of expeditions) {
      const response = await api.post('/api/expeditions', { data: { ...expedition, destinationId: ids.route } });
      if (!response.ok()) throw new Error(`could not register an expedition: ${await response.text()}`);
    }
  }
  const found: { items: { id: number; senderId: number; quantityEntry: number }[] } = await (
    await api.get(`/api/expeditions?column=sender.name&q=${encodeURIComponent('Neema Bahati')}&per_page=20`)
  ).json();
  ids.sixLines = found.items.find((item) => item.quantityEntry === 13)?.id ?? found.items[0].id;
  await api.dispose();
});

/** Prints the page to `name`.pdf (that it is one A5 page, from a phone too, expeditions.spec.ts checks). */
async function printed(page: Page, name: string) {
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  writeFileSync(`${dir}/${name}.pdf`, pdf);
}

for (const [device, viewport] of Object.entries(viewports)) {
  test(`expedition screenshots fr ${device}`, async ({ page }) => {
    // Many pages, two PDFs: more than the default half-minute on a loaded machine.
    test.setTimeout(120_000);
    const name = (screen: string) => `fr-${device}-${screen}`;
    await page.setViewportSize(viewport);
    await signIn(page);
    await landed(page);

    await page.goto('/expeditions');
    await page.getByRole('tab', { name: /^En stock/ }).waitFor();
    await page.getByText(/^EXP-\d+$/).first().waitFor();
    await shoot(page, name('expeditions'));

    // The form, two lines filled in; a tall window, so that the whole modal is in the picture.
    await page.setViewportSize({ width: viewport.width, height: device === 'phone' ? 2100 : 1250 });
    await page.getByRole('button', { name: 'Nouvelle expédition' }).click();
    const form = page.getByRole('dialog', { name: 'Nouvelle expédition' });
    const pick = async (label: string, typed: string, option: string | RegExp) => {
      await form.getByRole('combobox', { name: label, exact: true }).click();
      await form.getByRole('combobox', { name: label, exact: true }).fill(typed);
      await page.getByRole('option', { name: option }).first().click();
    };
    await pick('Expéditeur', 'Neema', `${clients.neema.name} · ${clients.neema.tel}`);
    await pick('Destinataire', 'Jean-P', `${clients.jeanPierre.name} · ${clients.jeanPierre.tel}`);
    await pick('Trajet', 'Goma - Kin', new RegExp(`^${route.name}`));
    const first = form.getByRole('region', { name: 'Colis 1' });
    await first.getByRole('textbox', { name: 'Quantité' }).fill('2');
    await first.getByRole('textbox', { name: 'Poids unitaire (kg)' }).fill('25');
    await first.getByRole('combobox', { name: 'Contenu' }).click();
    await page.getByRole('option', { name: 'Sac de riz 25 kg', exact: true }).click();
    await page.keyboard.press('Escape');
    await first.getByRole('textbox', { name: 'Sac de riz 25 kg (pièces)' }).fill('2');
    await form.getByRole('button', { name: 'Ajouter un colis' }).click();
    const second = form.getByRole('region', { name: 'Colis 2' });
    await second.getByRole('textbox', { name: 'Quantité' }).fill('1');
    await second.getByRole('textbox', { name: 'Poids unitaire (kg)' }).fill('3.35');
    await second.getByRole('textbox', { name: 'Description' }).fill('Pièces détachées de moto');
    await form.getByRole('textbox', { name: 'Montant payé ($)' }).fill('100');
    await form.getByRole('textbox', { name: 'Montant payé ($)' }).blur();
    await shoot(page, name('expedition-form'), { overlay: true });
    // Registered: the form gives way to the next steps.
    await form.getByRole('button', { name: 'Sauvegarder' }).click();
    const done = page.getByRole('dialog', { name: /^Expédition EXP-\d+ enregistrée$/ });
    await done.getByRole('button', { name: 'Terminer' }).waitFor();
    await page.setViewportSize(viewport);
    await shoot(page, name('expedition-created'), { overlay: true });
    await done.getByRole('button', { name: 'Terminer' }).click();

    // Every label of the six-line expedition, one A5 page each.
    await page.goto(`/expeditions/${ids.sixLines}/etiquettes`);
    await page.getByRole('article').first().waitFor();
    await shoot(page, name('expedition-labels'));
    await printed(page, name('expedition-labels'));

    for (const [kind, path] of [
      ['slip', `/expeditions/${ids.sixLines}/bon`],
      ['invoice', `/expeditions/${ids.sixLines}/facture`],
    ] as const) {
      await page.goto(path);
      await page.getByRole('article', { name: kind === 'slip' ? "BON D'EXPÉDITION" : "FACTURE D'EXPÉDITION" }).waitFor();
      await shoot(page, name(`expedition-${kind}`));
      // Printed from a phone too: the page is the same A5, whatever the window.
      await printed(page, name(`expedition-${kind}`));
    }

    // Signed out by the API: on a phone the header's entries can push its Déconnexion out of sight.
    await page.request.post('/api/logout');
    await page.goto('/');
    await signIn(page, { username: clients.neema.tel, password: clients.neema.password });
    await landed(page);
    await page.goto('/my/expeditions');
    await page.getByRole('heading', { name: 'Mes expéditions' }).waitFor();
    await page.getByText(/^EXP-\d+-1$/).first().waitFor();
    await shoot(page, name('my-expeditions'));

    // A visitor follows the six-line expedition with the last 4 digits of its sender's phone.
    const tracked: { ref_expedition: string } = await (await page.request.get(`/api/my/expeditions/${ids.sixLines}`)).json();
    await page.request.post('/api/logout');
    await page.goto(`/suivi/${tracked.ref_expedition}`);
    await page.getByRole('textbox', { name: /^4 derniers chiffres/ }).fill(clients.neema.tel.slice(-4));
    await page.getByRole('button', { name: 'Suivre' }).click();
    await page.getByRole('region', { name: /^Suivi de / }).or(page.getByRole('alert')).first().waitFor();
    await shoot(page, name('tracking'));
  });
}
