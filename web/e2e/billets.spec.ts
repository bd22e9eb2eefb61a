import { writeFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ensureTicketScene, type TicketScene } from './billets-setup.ts';
import { pdfPages, screenshotDir } from './fixtures.ts';
import { adminApi, landed, signIn } from './support.ts';

// Passenger tickets end to end (issue 18): two tickets sold on a flight in preparation, one paid
// and one on credit; one boarded, one absent; the manifest's passengers and payload gauge, its
// passenger sheet printed to PDF, the ticket printed on A5; and a heavy cargo load refused once it
// would take the aircraft past its maximum payload.

let scene: TicketScene;

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await adminApi(playwright, testInfo.project.use.baseURL!);
  scene = await ensureTicketScene(api, 'BIL', '09978600');
  await api.dispose();
});

const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text }).first();

/** Fills the ticket form's passenger, seat, baggage and money; `cash` '' leaves it paid in full. */
async function fillTicket(
  modal: Locator,
  ticket: { name: string; tel: string; document: string; seat: string; weight?: string; pieces: string; bags: string; fare: string; cash: string },
) {
  await modal.getByRole('textbox', { name: 'Nom', exact: true }).fill(ticket.name);
  await modal.getByRole('textbox', { name: 'Téléphone' }).fill(ticket.tel);
  await modal.getByRole('textbox', { name: "Pièce d'identité" }).fill(ticket.document);
  await modal.getByRole('textbox', { name: 'Siège' }).fill(ticket.seat);
  if (ticket.weight) await modal.getByRole('textbox', { name: 'Poids du passager' }).fill(ticket.weight);
  await modal.getByRole('textbox', { name: 'Bagages (pièces)' }).fill(ticket.pieces);
  await modal.getByRole('textbox', { name: 'Bagages (kg)' }).fill(ticket.bags);
  await modal.getByRole('textbox', { name: 'Tarif ($)' }).fill(ticket.fare);
  if (ticket.cash !== '') await modal.getByRole('textbox', { name: 'Montant payé ($)' }).fill(ticket.cash);
}

/** A ticket's row of the list, by the passenger's name. */
const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test.describe.configure({ mode: 'serial' });

test('two tickets sold on a flight in preparation: one paid in full, one on credit', async ({ page }) => {
  await signIn(page);
  await landed(page);
  await page.goto('/billets');
  await expect(page.getByRole('heading', { level: 1, name: 'Billets' })).toBeVisible();
  await page.getByRole('button', { name: 'Nouveau billet' }).click();
  const modal = page.getByRole('dialog', { name: 'Nouveau billet' });

  await modal.getByRole('combobox', { name: 'Vol (manifeste)' }).click();
  const flight = page.getByRole('option', { name: new RegExp(`^${scene.manifest.ref_manifest}`) });
  // The flight says its route, its aircraft, and the seats and payload it has left.
  await expect(flight).toContainText('Goma → Bunia');
  await expect(flight).toContainText(scene.plane.immatriculation);
  await expect(flight).toContainText('12 sièges libres');
  await expect(flight).toContainText('2 000 kg de charge utile libre');
  await flight.click();
  await fillTicket(modal, {
    name: 'Neema Bahati',
    tel: '0997860031',
    document: 'Passeport OP0123456',
    seat: '1a',
    weight: '72,5',
    pieces: '2',
    bags: '23,5',
    fare: '150',
    cash: '',
  });
  await modal.getByRole('button', { name: 'Sauvegarder' }).click();
  const sold = modal.getByRole('status');
  await expect(sold).toContainText(/Billet BIL-\d{6}/);
  await expect(sold).toContainText('siège 1A');
  await expect(sold).toContainText('payé en entier');
  await expect(toast(page, 'Billet enregistré')).toBeVisible();

  await modal.getByRole('button', { name: 'Nouveau billet sur ce vol' }).click();
  // The same flight, already chosen.
  await expect(modal.getByRole('combobox', { name: 'Vol (manifeste)' })).toHaveValue(new RegExp(`^${scene.manifest.ref_manifest}`));
  await fillTicket(modal, {
    name: 'Jean Mukendi',
    tel: '0997860032',
    document: 'Carte OP-778',
    seat: '2B',
    pieces: '1',
    bags: '12',
    fare: '80',
    cash: '0',
  });
  await expect(modal.getByText("Reste à payer après l'enregistrement : 80,00 $")).toBeVisible();
  await modal.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(modal.getByRole('status')).toContainText('payé 0,00 $ · reste 80,00 $');
  await modal.getByRole('button', { name: 'Fermer' }).first().click();
  await expect(modal).toBeHidden();

  await expect(page.getByRole('tab', { name: 'Réservé (2)' })).toBeVisible();
  await expect(rowOf(page, 'Neema Bahati')).toContainText('Payé');
  await expect(rowOf(page, 'Jean Mukendi')).toContainText('Reste 80,00 $');

  // The paid one's payment is among the invoices, with the ticket's reference.
  await page.goto('/invoices');
  const payment = page.getByRole('row').filter({ hasText: 'Neema Bahati' });
  await expect(payment).toContainText('150,00 $');
  await expect(payment.getByRole('link', { name: /^BIL-\d{6}$/ })).toBeVisible();
});

test('one passenger boards, the other is absent', async ({ page }) => {
  await signIn(page);
  await landed(page);
  await page.goto('/billets');
  await rowOf(page, 'Neema Bahati').getByRole('button', { name: /^Actions du billet/ }).click();
  await page.getByRole('menuitem', { name: 'Embarquer' }).click();
  await expect(page.getByRole('tab', { name: 'Embarqué (1)' })).toBeVisible();

  await rowOf(page, 'Jean Mukendi').getByRole('button', { name: /^Actions du billet/ }).click();
  await page.getByRole('menuitem', { name: 'Marquer absent' }).click();
  await expect(page.getByRole('tab', { name: 'Absent (1)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Réservé (0)' })).toBeVisible();

  await page.getByRole('tab', { name: 'Embarqué (1)' }).click();
  await expect(rowOf(page, 'Neema Bahati')).toContainText('1A');
});

test('the ticket sold on credit is paid later, from the invoices screen', async ({ page }) => {
  await signIn(page);
  await landed(page);
  await page.goto('/invoices?onglet=creances');
  await page.getByRole('button', { name: 'Payer la dette de Jean Mukendi' }).click();
  const modal = page.getByRole('dialog', { name: 'Nouveau paiement de Jean Mukendi' });
  // The client's only debt, the ticket, is chosen already.
  await expect(modal.getByRole('combobox', { name: 'Expédition ou billet' })).toHaveValue(/^BIL-\d{6}$/);
  await expect(modal.getByLabel('Ce qui reste dû')).toContainText('80,00 $');
  await modal.getByRole('textbox', { name: 'Montant ($)' }).fill('80');
  await modal.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(modal).toBeHidden();
  await page.goto('/billets?statut=absent');
  await expect(rowOf(page, 'Jean Mukendi')).toContainText('Payé');
});

test("the manifest shows its passengers and the payload gauge, and prints their list", async ({ page }) => {
  await signIn(page);
  await landed(page);
  await page.goto(`/manifests/${scene.manifest.id}`);
  const load = page.getByRole('region', { name: 'Passagers et charge utile' });
  // The absent passenger counts neither on the seats nor on the payload.
  await expect(load).toContainText('1 passager · 72,5 kg');
  await expect(load).toContainText('1 pris sur 12 · 11 libres');
  await expect(load.getByRole('progressbar', { name: 'Passagers : 72,5 kg' })).toBeVisible();
  await expect(load.getByRole('progressbar', { name: 'Bagages : 23,5 kg' })).toBeVisible();
  await expect(load).toContainText('96 kg sur 2 000 kg');
  const passengers = page.getByRole('region', { name: 'Passagers (2)' });
  await expect(passengers.getByRole('row').filter({ hasText: 'Jean Mukendi' })).toContainText('Absent');

  await page.goto(`/manifests/${scene.manifest.id}/print`);
  const sheet = page.getByRole('article', { name: `Liste des passagers du manifeste ${scene.manifest.ref_manifest}` });
  await expect(sheet.getByRole('heading', { level: 1 })).toContainText('LISTE DES PASSAGERS');
  await expect(sheet.locator('tbody tr')).toHaveCount(10);
  await expect(sheet.locator('tbody tr').first()).toContainText('Neema Bahati');
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  writeFileSync(`${screenshotDir}/billets-manifest.pdf`, pdf);
  const { count, width, height } = pdfPages(pdf);
  // The cargo sheet of its destination, then the passenger list: A4 landscape, in points.
  expect(count).toBe(2);
  expect(Math.round(width)).toBe(842);
  expect(Math.round(height)).toBe(595);
});

test('a ticket prints on one A5 page, with its QR code and the amount paid in words', async ({ page }) => {
  await signIn(page);
  await landed(page);
  await page.goto('/billets?statut=embarque');
  await rowOf(page, 'Neema Bahati').getByRole('link', { name: /^BIL-/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Billet BIL-/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Paiements du billet' })).toContainText('150,00 $');
  await page.getByRole('link', { name: 'Imprimer le billet' }).click();
  const sheet = page.getByRole('article', { name: /^Billet imprimable BIL-/ });
  await expect(sheet.getByRole('img', { name: 'Code QR du billet' })).toBeVisible();
  await expect(sheet).toContainText(`${scene.origin.name}`);
  await expect(sheet).toContainText('Payé : Cent cinquante dollars.');
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  writeFileSync(`${screenshotDir}/billets-ticket.pdf`, pdf);
  const { count, width, height } = pdfPages(pdf);
  expect(count).toBe(1);
  // A5 portrait, in points.
  expect(Math.round(width)).toBe(420);
  expect(Math.round(height)).toBe(595);
});

test('a heavy cargo load is refused once it would take the aircraft past its maximum payload', async ({ page }) => {
  await signIn(page);
  await landed(page);

  // The aircraft's maximum payload, set low on its form.
  await page.goto(`/planes/${scene.plane.id}`);
  await page.getByRole('button', { name: "Modifier l'avion" }).click();
  const planeForm = page.getByRole('dialog', { name: `Modifier l'avion ${scene.plane.immatriculation}` });
  await expect(planeForm.getByRole('textbox', { name: 'Sièges' })).toHaveValue('12');
  await planeForm.getByRole('textbox', { name: 'Charge utile max.' }).fill('500');
  await planeForm.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(planeForm).toBeHidden();
  await expect(page.getByText('500 kg', { exact: true })).toBeVisible();

  await page.goto(`/manifests/${scene.manifest.id}`);
  await page.getByRole('button', { name: `Modifier le manifeste ${scene.manifest.ref_manifest}` }).click();
  const form = page.getByRole('dialog', { name: `Modifier le manifeste ${scene.manifest.ref_manifest}` });
  await form.getByRole('checkbox', { name: `Charger le colis ${scene.heavyParcel}` }).check();
  await form.getByRole('button', { name: 'Sauvegarder' }).click();
  const refusal = form.getByRole('alert').filter({ hasText: 'Charge utile dépassée' });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText('les passagers et leurs bagages comptent aussi');
  await expect(toast(page, 'Charge utile dépassée')).toBeVisible();
  // Nothing was loaded.
  await form.getByRole('button', { name: 'Fermer' }).first().click();
  await expect(page.getByRole('region', { name: 'Passagers et charge utile' })).toContainText('96 kg sur 500 kg');
});
