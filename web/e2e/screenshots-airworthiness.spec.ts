import { test, type Page } from '@playwright/test';
import { ensureFleet, type Fleet } from './airworthiness-setup.ts';
import { shoot, viewports } from './fixtures.ts';
import { adminApi, landed, signIn } from './support.ts';

// Pictures of the airworthiness screens (issue 16), in French on a desktop and a phone, for a
// person to look at: the five lists, their forms and actions, a logbook's page and its entry form,
// and each tab of an aircraft's page.

let fleet: Fleet;

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await adminApi(playwright, testInfo.project.use.baseURL!);
  fleet = await ensureFleet(api, 'SHT', '09978100');
  await api.dispose();
});

/** Opens the action menu of a row (a card on a phone) and picks `item`. */
async function rowAction(page: Page, menuLabel: string, item: string) {
  await page.getByRole('button', { name: menuLabel }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

for (const [device, viewport] of Object.entries(viewports)) {
  test(`airworthiness screenshots fr ${device}`, async ({ page }) => {
    const name = (screen: string) => `airworthiness-${screen}-fr-${device}`;
    await page.setViewportSize(viewport);
    await signIn(page);
    await landed(page);

    await page.goto('/composants');
    await page.getByText(fleet.engine.immatriculation).first().waitFor();
    await shoot(page, name('composants'));
    await rowAction(page, `Actions du composant ${fleet.engine.immatriculation}`, 'Modifier');
    await page.getByRole('dialog', { name: `Modifier le composant ${fleet.engine.immatriculation}` }).waitFor();
    await shoot(page, name('composant-form'), { overlay: true });
    await page.getByRole('dialog').getByRole('button', { name: 'Fermer' }).last().click();
    await rowAction(page, `Actions du composant ${fleet.engine.immatriculation}`, 'Historique');
    const history = page.getByRole('dialog', { name: `Historique du composant ${fleet.engine.immatriculation}` });
    await history.getByRole('region', { name: 'Installations' }).getByText(fleet.first.immatriculation).first().waitFor();
    await shoot(page, name('composant-history'), { overlay: true });
    await history.getByRole('button', { name: 'Fermer' }).last().click();
    await rowAction(page, `Actions du composant ${fleet.propeller.immatriculation}`, 'Déposer');
    await page.getByRole('dialog', { name: `Déposer le composant ${fleet.propeller.immatriculation}` }).waitFor();
    await shoot(page, name('composant-remove'), { overlay: true });
    await page.getByRole('dialog').getByRole('button', { name: 'Fermer' }).last().click();
    await page.getByRole('button', { name: 'Nouveau composant' }).click();
    const newComponent = page.getByRole('dialog', { name: 'Nouveau composant' });
    await newComponent.getByRole('button', { name: 'Sauvegarder' }).click();
    await newComponent.getByText('Ce champ est obligatoire.').first().waitFor();
    await shoot(page, name('composant-form-errors'), { overlay: true });
    await newComponent.getByRole('button', { name: 'Fermer' }).last().click();

    await page.goto('/pieces');
    await page.getByText('Démarreur-génératrice').first().waitFor();
    await shoot(page, name('pieces'));
    await rowAction(page, 'Actions de la pièce Démarreur-génératrice SG-SHT-1234', 'Modifier');
    await page.getByRole('dialog', { name: 'Modifier la pièce Démarreur-génératrice SG-SHT-1234' }).waitFor();
    await shoot(page, name('piece-form'), { overlay: true });
    await page.getByRole('dialog').getByRole('button', { name: 'Fermer' }).last().click();

    await page.goto('/inspections');
    await page.getByText('Visite annuelle').first().waitFor();
    await shoot(page, name('inspections'));
    await rowAction(page, `Actions de l'inspection Visite 100 h de ${fleet.first.immatriculation}`, 'Effectuée');
    await page.getByRole('dialog', { name: `Visite 100 h effectuée sur ${fleet.first.immatriculation}` }).waitFor();
    await shoot(page, name('inspection-perform'), { overlay: true });
    await page.getByRole('dialog').getByRole('button', { name: 'Fermer' }).last().click();
    await page.getByRole('button', { name: 'Nouvelle inspection' }).click();
    await page.getByRole('dialog', { name: 'Nouvelle inspection' }).waitFor();
    await shoot(page, name('inspection-form'), { overlay: true });
    await page.getByRole('dialog').getByRole('button', { name: 'Fermer' }).last().click();

    await page.goto('/documents');
    await page.getByText('Expiré').first().waitFor();
    await shoot(page, name('documents'));
    await page.getByRole('button', { name: 'Nouveau document' }).click();
    const newDocument = page.getByRole('dialog', { name: 'Nouveau document' });
    await newDocument.getByRole('button', { name: 'Sauvegarder' }).click();
    await newDocument.getByText('Choisissez le fichier du document (PDF ou image).').waitFor();
    await shoot(page, name('document-form-errors'), { overlay: true });
    await newDocument.getByRole('button', { name: 'Fermer' }).last().click();

    await page.goto('/logbooks');
    await page.getByText(fleet.first.immatriculation).first().waitFor();
    await shoot(page, name('logbooks'));
    await page.goto(`/logbooks/${fleet.logbook}`);
    await page.getByRole('region', { name: 'Totaux de la page' }).waitFor();
    await shoot(page, name('logbook'));
    await page.getByRole('button', { name: 'Nouvelle entrée' }).click();
    const entry = page.getByRole('dialog', { name: `Nouvelle entrée au logbook de ${fleet.first.immatriculation}` });
    await entry.getByRole('textbox', { name: /^Temps de vol/ }).fill('1:45');
    await entry.getByRole('textbox', { name: /^De/ }).fill('Goma');
    await entry.getByRole('textbox', { name: /^Vers/ }).fill('Kisangani');
    await shoot(page, name('entry-form'), { overlay: true });
    await entry.getByRole('textbox', { name: /^Temps de vol/ }).fill('105');
    await entry.getByRole('button', { name: 'Sauvegarder' }).click();
    await entry.getByText(/^Saisissez le temps au format H:MM/).waitFor();
    await shoot(page, name('entry-form-errors'), { overlay: true });
    await entry.getByRole('button', { name: 'Fermer' }).last().click();

    for (const tab of ['composants', 'pieces', 'inspections', 'documents', 'logbook']) {
      await page.goto(`/planes/${fleet.first.id}?tab=${tab}`);
      await page.getByRole('tabpanel').waitFor();
      await shoot(page, name(`plane-${tab}`));
    }
  });
}

// English, on a desktop and a phone: the lists, a logbook and an aircraft's page with its entry form.
for (const [device, viewport] of Object.entries(viewports)) {
  test(`airworthiness screenshots en ${device}`, async ({ page }) => {
    const name = (screen: string) => `airworthiness-${screen}-en-${device}`;
    await page.setViewportSize(viewport);
    await page.goto('/?lng=en');
    await signIn(page, { lng: 'en' });
    await landed(page);
    for (const [screen, path, ready] of [
      ['composants', '/composants', fleet.engine.immatriculation],
      ['pieces', '/pieces', 'Démarreur-génératrice'],
      ['inspections', '/inspections', 'Visite annuelle'],
      ['documents', '/documents', 'Expired'],
      ['logbooks', '/logbooks', 'LB-SHT-01'],
    ] as const) {
      await page.goto(path);
      await page.getByText(ready).first().waitFor();
      await shoot(page, name(screen));
    }
    await page.goto(`/logbooks/${fleet.logbook}`);
    await page.getByRole('region', { name: 'Page totals' }).waitFor();
    await shoot(page, name('logbook'));
    await page.getByRole('button', { name: 'New entry' }).click();
    const entry = page.getByRole('dialog', { name: `New entry in the logbook of ${fleet.first.immatriculation}` });
    await entry.getByRole('textbox', { name: /^Flight time/ }).fill('1:45');
    await shoot(page, name('entry-form'), { overlay: true });
    await entry.getByRole('button', { name: 'Close' }).last().click();
    await page.goto(`/planes/${fleet.first.id}?tab=inspections`);
    await page.getByRole('tabpanel').waitFor();
    await shoot(page, name('plane-inspections'));
  });
}
