import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { isoDay } from './airworthiness-setup.ts';
import { ensureDueFleet, type DueFleet } from './due-setup.ts';
import { pdfPages, screenshotDir } from './fixtures.ts';
import { adminApi, landed, signIn } from './support.ts';

// The due list and the grounded-aircraft interlock end to end (issue 17): an aircraft whose
// insurance expired is Immobilisé on its page and in the fleet; a manifest on it is refused with
// the reason and a way to its overdue items; renewing the insurance lifts it and the manifest goes
// through. The due list prints on A4 and downloads as CSV.

let fleet: DueFleet;

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await adminApi(playwright, testInfo.project.use.baseURL!);
  fleet = await ensureDueFleet(api, 'DUE', '09978300');
  await api.dispose();
});

const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text }).first();

/** Picks `option` in the select labelled `label` within `scope`. */
async function pick(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** `21/11/2026` for a `YYYY-MM-DD` day, as the screens show it. */
function shown(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** Fills the manifest form for the grounded aircraft (`option` as the picker shows it) between the fleet's branches, and saves. */
async function newManifest(page: Page, option: string): Promise<Locator> {
  await page.goto('/manifests');
  await page.getByRole('button', { name: 'Nouveau manifeste' }).click();
  const modal = page.getByRole('dialog', { name: 'Nouveau manifeste' });
  await pick(page, modal, 'Avion', option);
  await pick(page, modal, 'Origine', fleet.origin.name);
  await pick(page, modal, 'Destination', fleet.destination.name);
  await modal.getByRole('button', { name: 'Sauvegarder' }).click();
  return modal;
}

test.describe.configure({ mode: 'serial' });

test('an aircraft whose insurance expired is Immobilisé, in the fleet and on its page, and first in the due list', async ({ page }) => {
  await signIn(page);
  await landed(page);

  await page.goto('/planes');
  const card = page.getByRole('article', { name: fleet.grounded.immatriculation });
  await expect(card.getByText('Immobilisé', { exact: true })).toBeVisible();
  await expect(card.getByRole('listitem').first()).toContainText('Dépassé');
  await expect(card.getByRole('listitem').first()).toContainText('expiré depuis 12 jours');
  await expect(page.getByRole('article', { name: fleet.dueSoon.immatriculation }).getByText('En service', { exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: fleet.dueSoon.immatriculation }).getByRole('listitem').first()).toContainText('Bientôt dû');
  await expect(page.getByRole('article', { name: fleet.inService.immatriculation }).getByText('En service', { exact: true })).toBeVisible();

  await card.getByRole('link', { name: `Voir l'échéancier de ${fleet.grounded.immatriculation}` }).click();
  await page.waitForURL(`/due?planeId=${fleet.grounded.id}`);
  const row = page.getByRole('row', { name: new RegExp(fleet.insurance.serie) });
  await expect(row).toContainText('Dépassé');
  await expect(row).toContainText(`le ${shown(isoDay(-12))}`);
  await expect(row).toContainText('expiré depuis 12 jours');
  await expect(page.getByRole('group', { name: fleet.grounded.immatriculation })).toContainText('Immobilisé');

  await page.goto(`/planes/${fleet.grounded.id}`);
  await expect(page.getByRole('heading', { level: 1, name: fleet.grounded.immatriculation })).toBeVisible();
  await expect(page.getByText('Immobilisé', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Prochaines échéances' })).toContainText('Assurance');
});

test('a manifest on the grounded aircraft is refused with the reason; renewing the insurance lifts it and the manifest goes through', async ({ page }) => {
  await signIn(page);
  await landed(page);

  const refused = await newManifest(page, `${fleet.grounded.immatriculation} · Let L-410 UVP-E20 — Immobilisé`);
  const reason = refused.getByRole('alert').filter({ hasText: `L'avion ${fleet.grounded.immatriculation} est immobilisé` });
  await expect(reason).toBeVisible();
  await expect(reason).toContainText('Assurance');
  await expect(toast(page, `L'avion ${fleet.grounded.immatriculation} est immobilisé`)).toBeVisible();
  await reason.getByRole('link', { name: "Voir les échéances de l'avion" }).click();
  await page.waitForURL(`/due?planeId=${fleet.grounded.id}&status=depasse`);
  await expect(page.getByRole('tab', { name: /^Dépassé/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('row', { name: new RegExp(fleet.insurance.serie) })).toBeVisible();

  // The insurance renewed: a new expiry a year ahead.
  await page.goto(`/documents?planeId=${fleet.grounded.id}`);
  await page.getByRole('button', { name: `Modifier le document ${fleet.insurance.serie}` }).click();
  const edit = page.getByRole('dialog', { name: `Modifier le document ${fleet.insurance.serie}` });
  const expiry = edit.getByRole('textbox', { name: "Date d'expiration", exact: true });
  await expiry.fill(shown(isoDay(353)));
  await expiry.blur();
  await edit.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(edit).toBeHidden();

  await page.goto(`/planes/${fleet.grounded.id}`);
  await expect(page.getByText('En service', { exact: true })).toBeVisible();
  await expect(page.getByText('Immobilisé', { exact: true })).toHaveCount(0);

  const accepted = await newManifest(page, `${fleet.grounded.immatriculation} · Let L-410 UVP-E20`);
  await expect(toast(page, 'Manifeste enregistré')).toBeVisible();
  await expect(accepted).toBeHidden();
});

test('the due list prints on A4 under the agency header, and downloads as CSV', async ({ page }) => {
  await signIn(page);
  await landed(page);
  await page.goto('/due');
  await expect(page.getByRole('table')).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exporter CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  // French: `;` between fields, a row per item.
  expect(csv.split('\n')[0]).toContain(';');
  expect(csv).toContain(fleet.dueSoon.immatriculation);

  await page.getByRole('link', { name: 'Imprimer' }).click();
  await page.waitForURL('/due/print');
  const sheet = page.getByRole('article', { name: 'Échéancier imprimable' });
  await expect(sheet.getByRole('heading', { level: 1 })).toHaveText('ÉCHÉANCIER DE LA FLOTTE');
  await expect(sheet).toContainText(fleet.dueSoon.immatriculation);
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  writeFileSync(`${screenshotDir}/due.pdf`, pdf);
  const { count, width, height } = pdfPages(pdf);
  expect(count).toBeGreaterThanOrEqual(1);
  // A4 portrait, in points.
  expect(Math.round(width)).toBe(595);
  expect(Math.round(height)).toBe(842);
});
