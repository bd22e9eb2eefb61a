import { writeFileSync } from 'node:fs';
import { test } from '@playwright/test';
import { ensureFleet } from './airworthiness-setup.ts';
import { ensureDueFleet, type DueFleet } from './due-setup.ts';
import { screenshotDir, shoot, viewports } from './fixtures.ts';
import { adminApi, landed, signIn } from './support.ts';

// Pictures of the due list and the interlock (issue 17), in French and English on a desktop and a
// phone, for a person to look at: the due list and its tabs, its printed sheet (and its PDF), the
// fleet's cards, a grounded aircraft's page, the dashboard's card, and a manifest refused on a
// grounded aircraft.

let fleet: DueFleet;

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await adminApi(playwright, testInfo.project.use.baseURL!);
  fleet = await ensureDueFleet(api, 'SDU', '09978400');
  // And a fleet with pieces, an inspection programme and documents: every kind of item.
  await ensureFleet(api, 'SDV', '09978500');
  await api.dispose();
});

for (const [device, viewport] of Object.entries(viewports)) {
  test(`due list screenshots fr ${device}`, async ({ page }) => {
    const name = (screen: string) => `due-${screen}-fr-${device}`;
    await page.setViewportSize(viewport);
    await signIn(page);
    await landed(page);

    await page.goto('/due');
    await page.getByRole('tab', { name: /^Tout/ }).waitFor();
    await shoot(page, name('list'));
    await page.getByRole('tab', { name: /^Dépassé/ }).click();
    await page.waitForURL(/status=depasse/);
    await shoot(page, name('list-overdue'));
    await page.goto(`/due?planeId=${fleet.grounded.id}&horizonDays=365`);
    await page.getByRole('group', { name: fleet.grounded.immatriculation }).waitFor();
    await shoot(page, name('list-plane'));
    await page.goto('/due?planeId=999999');
    await page.getByText('Échec du chargement').waitFor();
    await shoot(page, name('list-unknown-plane'));

    await page.goto('/due/print');
    await page.getByRole('article', { name: 'Échéancier imprimable' }).waitFor();
    await shoot(page, name('print'));
    if (device === 'desktop') {
      const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
      writeFileSync(`${screenshotDir}/due-fr.pdf`, pdf);
    }

    await page.goto('/planes');
    await page.getByRole('article', { name: fleet.grounded.immatriculation }).getByText('Immobilisé').waitFor();
    await shoot(page, name('planes'));
    await page.goto(`/planes/${fleet.grounded.id}`);
    await page.getByRole('region', { name: 'Prochaines échéances' }).waitFor();
    await shoot(page, name('plane'));

    await page.goto('/dashboard');
    await page.getByRole('region', { name: 'Échéances de la flotte' }).getByRole('link', { name: /^Dépassé/ }).waitFor();
    await shoot(page, name('dashboard'));

    await page.goto('/manifests');
    await page.getByRole('button', { name: 'Nouveau manifeste' }).click();
    const form = page.getByRole('dialog', { name: 'Nouveau manifeste' });
    await form.getByRole('combobox', { name: 'Avion', exact: true }).click();
    await page.getByRole('option', { name: new RegExp(`^${fleet.grounded.immatriculation} .*Immobilisé$`) }).waitFor();
    await shoot(page, name('manifest-picker'), { overlay: true });
    await page.getByRole('option', { name: new RegExp(`^${fleet.grounded.immatriculation} .*Immobilisé$`) }).click();
    await form.getByRole('combobox', { name: 'Origine', exact: true }).click();
    await page.getByRole('option', { name: fleet.origin.name, exact: true }).click();
    await form.getByRole('combobox', { name: 'Destination', exact: true }).click();
    await page.getByRole('option', { name: fleet.destination.name, exact: true }).click();
    await form.getByRole('button', { name: 'Sauvegarder' }).click();
    await form.getByRole('link', { name: "Voir les échéances de l'avion" }).waitFor();
    await shoot(page, name('manifest-grounded'), { overlay: true });
  });
}

for (const [device, viewport] of Object.entries(viewports)) {
  test(`due list screenshots en ${device}`, async ({ page }) => {
    const name = (screen: string) => `due-${screen}-en-${device}`;
    await page.setViewportSize(viewport);
    await page.goto('/?lng=en');
    await signIn(page, { lng: 'en' });
    await landed(page);

    await page.goto('/due');
    await page.getByRole('tab', { name: /^All/ }).waitFor();
    await shoot(page, name('list'));
    await page.goto('/due/print');
    await page.getByRole('article', { name: 'Printable due list' }).waitFor();
    await shoot(page, name('print'));
    await page.goto('/planes');
    await page.getByRole('article', { name: fleet.grounded.immatriculation }).getByText('Grounded').waitFor();
    await shoot(page, name('planes'));
    await page.goto(`/planes/${fleet.grounded.id}`);
    await page.getByRole('region', { name: 'Next due items' }).waitFor();
    await shoot(page, name('plane'));
    await page.goto('/dashboard');
    await page.getByRole('region', { name: 'Fleet due items' }).getByRole('link', { name: /^Overdue/ }).waitFor();
    await shoot(page, name('dashboard'));
  });
}
