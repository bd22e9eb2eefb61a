import { expect, test, type Locator, type Page } from '@playwright/test';
import { ensureFleet, gomaDay, isoDay, tinyPdf, type Fleet } from './airworthiness-setup.ts';
import { answered } from './fixtures.ts';
import { adminApi, landed, signIn } from './support.ts';

// Airworthiness end to end (issue 16): a logbook entry grows the counters of the aircraft and of
// its engine by exactly the flight; a propeller moves from one aircraft to another and each
// aircraft's page follows; a document is uploaded with its expiry and its file opens.

const TEL = '09978200';
let fleet: Fleet;

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await adminApi(playwright, testInfo.project.use.baseURL!);
  fleet = await ensureFleet(api, 'EEE', TEL);
  await api.dispose();
});

interface Counted {
  ttsn: number;
  tcsn: number;
}

/** Minutes as the French screens show them: hours grouped by thousands, then `:MM`. */
function flightTime(minutes: number): string {
  const hours = new Intl.NumberFormat('fr-FR').format(Math.floor(minutes / 60));
  return `${hours}:${String(minutes % 60).padStart(2, '0')}`.replace(/\s/g, ' ');
}

function count(value: number): string {
  return new Intl.NumberFormat('fr-FR').format(value).replace(/\s/g, ' ');
}

/** What the API says of an aircraft or a component now. */
async function counters(page: Page, id: number): Promise<Counted> {
  return answered<Counted>(page.request.get(`/api/planecomposants/${id}`));
}

/** Picks `option` in the select labelled `label` within `scope`. */
async function pick(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types a day as the screens show them (`21/11/2026`) into the date input labelled `label`. */
async function typeDay(scope: Locator, label: string, day: string) {
  const [year, month, date] = day.split('-');
  const input = scope.getByRole('textbox', { name: label, exact: true });
  await input.fill(`${date}/${month}/${year}`);
  await input.blur();
}

/** Opens the action menu of the row of `menu` and picks `item`. */
async function rowAction(page: Page, menu: string, item: string) {
  await page.getByRole('button', { name: menu }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('a logbook entry of 1:45 and 2 cycles grows the aircraft and its engine by exactly that', async ({ page }) => {
  await signIn(page);
  await landed(page);
  const plane = await counters(page, fleet.first.id);
  const engine = await counters(page, fleet.engine.id);

  await page.goto(`/logbooks/${fleet.logbook}`);
  await page.getByRole('button', { name: 'Nouvelle entrée' }).click();
  const modal = page.getByRole('dialog', { name: `Nouvelle entrée au logbook de ${fleet.first.immatriculation}` });
  await modal.getByRole('textbox', { name: 'De', exact: true }).fill('Goma');
  await modal.getByRole('textbox', { name: 'Vers', exact: true }).fill('Bunia');
  await modal.getByRole('textbox', { name: 'Temps de vol', exact: true }).fill('1:45');
  await modal.getByRole('textbox', { name: 'Cycles (atterrissages)', exact: true }).fill('2');
  await pick(page, modal, 'Pilote', `${fleet.pilot.name} · ${TEL}01`);
  // Before saving, the form shows where the counters will be.
  const after = modal.getByRole('region', { name: `Compteurs de ${fleet.first.immatriculation} après cette entrée` });
  await expect(after.getByRole('row', { name: /^TSN/ })).toContainText(flightTime(plane.ttsn + 105));
  await expect(after.getByRole('row', { name: /^CSN/ })).toContainText(count(plane.tcsn + 2));
  // Whether the setup's aircraft is grounded that day depends on what the other tests did to
  // it; when it is, the flight is a ferry flight, said and justified (issue 33, item 12).
  const grounded = modal.getByRole('alert', { name: 'Avion immobilisé ce jour-là' });
  const saved = page.getByText('Entrée enregistrée');
  await modal.getByRole('button', { name: /^(Sauvegarder|Confirmer le vol de convoyage)$/ }).click();
  await expect(saved.or(grounded)).toBeVisible();
  if (await grounded.isVisible()) {
    await grounded.getByRole('textbox', { name: 'Motif du vol de convoyage' }).fill('Convoyage vers Bunia pour la visite 600 cycles, permis PV-0142');
    await modal.getByRole('button', { name: 'Confirmer le vol de convoyage' }).click();
  }
  await expect(saved).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('row', { name: /Goma → Bunia/ })).toContainText('1:45');

  // The aircraft's page.
  await page.goto(`/planes/${fleet.first.id}`);
  const shown = page.getByRole('region', { name: 'Compteurs' });
  await expect(shown).toContainText(`TSN${flightTime(plane.ttsn + 105)}`);
  await expect(shown).toContainText(`CSN${count(plane.tcsn + 2)}`);
  // Its engine, in the list of components.
  await page.goto(`/composants?planeId=${fleet.first.id}`);
  const row = page.getByRole('row', { name: new RegExp(fleet.engine.immatriculation) });
  await expect(row).toContainText(flightTime(engine.ttsn + 105));
  await expect(row).toContainText(`${count(engine.tcsn + 2)} cycles`);
  // And the server agrees.
  expect(await counters(page, fleet.first.id)).toMatchObject({ ttsn: plane.ttsn + 105, tcsn: plane.tcsn + 2 });
  expect(await counters(page, fleet.engine.id)).toMatchObject({ ttsn: engine.ttsn + 105, tcsn: engine.tcsn + 2 });
});

test('a propeller moves from one aircraft to another, and each page follows', async ({ page }) => {
  await signIn(page);
  await landed(page);
  const propeller = fleet.propeller.immatriculation;
  const componentsTab = (planeId: number) => page.goto(`/planes/${planeId}?tab=composants`);

  await componentsTab(fleet.first.id);
  await expect(page.getByRole('tabpanel').getByText(propeller, { exact: true })).toBeVisible();
  await componentsTab(fleet.second.id);
  await expect(page.getByRole('tabpanel')).toContainText('Aucun composant installé sur cet avion');

  await page.goto('/composants');
  await rowAction(page, `Actions du composant ${propeller}`, 'Déposer');
  const removal = page.getByRole('dialog', { name: `Déposer le composant ${propeller}` });
  await expect(removal).toContainText(`installé sur ${fleet.first.immatriculation}, Droite n° 1`);
  await removal.getByRole('button', { name: 'Déposer' }).click();
  await expect(removal).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(propeller) })).toContainText('Non installé');

  await rowAction(page, `Actions du composant ${propeller}`, 'Installer');
  const install = page.getByRole('dialog', { name: `Installer le composant ${propeller}` });
  await pick(page, install, 'Avion', fleet.second.immatriculation);
  await pick(page, install, 'Position', 'Gauche');
  await install.getByRole('button', { name: 'Installer' }).click();
  await expect(install).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(propeller) });
  await expect(row).toContainText(fleet.second.immatriculation);
  await expect(row).toContainText('Gauche n° 1');

  await componentsTab(fleet.first.id);
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText(propeller, { exact: true })).toHaveCount(0);
  await expect(page.getByRole('tabpanel').getByText(fleet.engine.immatriculation, { exact: true })).toBeVisible();
  await componentsTab(fleet.second.id);
  await expect(page.getByRole('tabpanel').getByText(propeller, { exact: true })).toBeVisible();
  await expect(page.getByRole('tabpanel')).toContainText('Gauche n° 1');

  // Its history keeps both stays.
  await page.goto('/composants');
  await rowAction(page, `Actions du composant ${propeller}`, 'Historique');
  const history = page.getByRole('dialog', { name: `Historique du composant ${propeller}` });
  const stays = history.getByRole('region', { name: 'Installations' });
  await expect(stays.getByRole('row', { name: new RegExp(fleet.second.immatriculation) })).toContainText('Toujours en place');
  await expect(stays.getByRole('row', { name: new RegExp(fleet.first.immatriculation) })).toBeVisible();
});

test('a document is uploaded with its expiry date, and its file is handed over', async ({ page }) => {
  await signIn(page);
  await landed(page);
  const serie = 'CDN-EEE-2027';
  await page.goto('/documents');
  await page.getByRole('button', { name: 'Nouveau document' }).click();
  const modal = page.getByRole('dialog', { name: 'Nouveau document' });
  await pick(page, modal, 'Avion', fleet.first.immatriculation);
  await modal.getByRole('textbox', { name: 'Numéro', exact: true }).fill(serie);
  await modal.getByRole('textbox', { name: 'Description', exact: true }).fill('Certificat de navigabilité');
  await typeDay(modal, "Date d'émission", isoDay(-345));
  await typeDay(modal, "Date d'expiration", gomaDay(20));
  // A file too large is refused before anything is sent, in French.
  await modal.locator('input[type="file"]').setInputFiles({
    name: 'scan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([tinyPdf('Trop lourd'), Buffer.alloc(10 * 1024 * 1024)]),
  });
  await modal.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(modal.getByText('Ce fichier dépasse 10 Mo : choisissez-en un plus léger.')).toBeVisible();
  await modal.locator('input[type="file"]').setInputFiles({ name: 'cdn.pdf', mimeType: 'application/pdf', buffer: tinyPdf('Certificat') });
  await modal.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(modal).toBeHidden();

  const row = page.getByRole('row', { name: new RegExp(serie) });
  const [year, month, day] = gomaDay(20).split('-');
  await expect(row).toContainText(`${day}/${month}/${year}`);
  await expect(row).toContainText('Expire dans 20 jours');
  const link = row.getByRole('link', { name: `Télécharger le fichier du document ${serie}` });
  await expect(link).toHaveAttribute('download', '');
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/api\/files\//);
  const file = await page.request.get(href!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
  // A PDF is handed over as a file to save, never opened inside the app (it may carry scripts).
  expect(file.headers()['content-disposition']).toMatch(/^attachment/);
});
