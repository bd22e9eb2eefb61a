import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { landed, signIn, openFromSidebar } from './support.ts';

const planePicture = readFileSync(new URL('./fixtures/plane.png', import.meta.url));

/** Picks `option` in the select labelled `label`, typing part of it to narrow the list. */
async function pick(page: Page, scope: Locator, label: string, option: string) {
  const input = scope.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(option.slice(0, 4));
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(input).toHaveValue(option);
}

/** Adds a branch from Paramètre, tab by tab, as a route end (the form's default). */
async function addBranch(page: Page, branch: { name: string; tel: string; region: string; city: string }) {
  await page.getByRole('button', { name: 'Nouvelle agence' }).click();
  const form = page.getByRole('form', { name: 'Nouvelle agence' });
  await form.getByRole('textbox', { name: 'Appellation' }).fill(branch.name);
  await form.getByRole('tab', { name: 'Contacts' }).click();
  await form.getByRole('textbox', { name: 'Téléphone', exact: true }).fill(branch.tel);
  await form.getByRole('tab', { name: 'Adresse' }).click();
  await pick(page, form, 'Pays', 'République démocratique du Congo');
  await pick(page, form, 'Région', branch.region);
  await pick(page, form, 'Ville', branch.city);
  await form.getByRole('textbox', { name: 'Commune' }).fill(branch.city);
  await form.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Opération bien effectuée' }).first()).toBeVisible();
  // Saved, the form stays open on the branch, now an existing one.
  await expect(page.getByRole('form', { name: branch.name })).toBeVisible();
  await expect(page.getByRole('article', { name: branch.name })).toContainText(branch.tel);
}

// One agency set up step by step, each step building on the previous ones.
test.describe('setting up the agency', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeEach(async ({ page }) => {
    await signIn(page);
    await landed(page);
  });

  test('two branches that may end a route, whose regions and cities follow their country', async ({ page }) => {
    await openFromSidebar(page, 'Paramètre');
    await expect(page.getByRole('heading', { name: 'Paramètres', level: 1 })).toBeVisible();
    await addBranch(page, { name: 'Agence Goma', tel: '0990001001', region: 'Nord-Kivu', city: 'Goma' });
    await addBranch(page, { name: 'Agence Kinshasa', tel: '0990001002', region: 'Kinshasa', city: 'Kinshasa' });

    await page.getByRole('button', { name: "Modifier l'agence Agence Goma" }).click();
    const goma = page.getByRole('form', { name: 'Agence Goma' });
    // An active route end opens as one: saving it as shown keeps it so.
    await goma.getByRole('tab', { name: 'Confirmation' }).click();
    await expect(goma.getByRole('switch', { name: 'Actif' })).toBeChecked();
    await expect(goma.getByRole('switch', { name: /^Extrémité de trajet/ })).toBeChecked();
    await goma.getByRole('tab', { name: 'Adresse' }).click();
    const region = goma.getByRole('combobox', { name: 'Région', exact: true });
    const city = goma.getByRole('combobox', { name: 'Ville', exact: true });
    await expect(city).toHaveValue('Goma');
    await pick(page, goma, 'Pays', 'Burundi');
    await expect(region).toHaveValue('');
    await expect(city).toHaveValue('');
    await expect(city).toBeDisabled();
    await pick(page, goma, 'Région', 'Bujumbura Mairie');
    await city.click();
    await expect(page.getByRole('option', { name: 'Bujumbura', exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Goma' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    // Closed without saving: the branch is still in Goma.
    await goma.getByRole('button', { name: 'Fermer' }).click();
    await expect(page.getByRole('article', { name: 'Agence Goma' })).toContainText('Nord-Kivu');
  });

  test('a price for the route between them, and no second active one', async ({ page }) => {
    await openFromSidebar(page, 'Paramètre');
    await page.getByRole('button', { name: 'Voir les prix' }).click();
    const prices = page.getByRole('dialog', { name: 'Prix par origine - destination' });
    await prices.getByRole('textbox', { name: 'Nom du trajet' }).fill('Goma - Kinshasa');
    await pick(page, prices, 'Origine', 'Goma (Nord-Kivu)');
    await pick(page, prices, 'Destination', 'Kinshasa (Kinshasa)');
    await prices.getByRole('textbox', { name: 'Prix par kg ($)' }).fill('2.5');
    await prices.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect(prices.getByRole('button', { name: /Goma - Kinshasa/ })).toContainText('2,50 $/kg');

    await prices.getByRole('button', { name: 'Nouveau prix' }).click();
    const form = prices.getByRole('form', { name: 'Nouveau prix' });
    await form.getByRole('textbox', { name: 'Nom du trajet' }).fill('Goma - Kinshasa express');
    await pick(page, form, 'Origine', 'Goma (Nord-Kivu)');
    await pick(page, form, 'Destination', 'Kinshasa (Kinshasa)');
    await form.getByRole('textbox', { name: 'Prix par kg ($)' }).fill('4');
    await form.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect(form.getByRole('alert')).toContainText('Ce trajet a déjà un prix actif');
    await form.getByRole('button', { name: 'Fermer' }).click();
    await expect(prices).toBeHidden();
  });

  test('an article type and two articles of that type', async ({ page }) => {
    await openFromSidebar(page, 'Paramètre');
    await page.getByRole('button', { name: 'Voir les articles' }).click();
    const articles = page.getByRole('dialog', { name: 'Articles' });
    await articles.getByRole('textbox', { name: 'Nom du type' }).fill('Alimentation');
    await articles.getByRole('button', { name: 'Ajouter' }).click();
    await expect(page.getByRole('alert').filter({ hasText: "Type d'article enregistré" })).toBeVisible();
    for (const name of ['Riz', 'Huile de palme']) {
      await articles.getByRole('textbox', { name: 'Nom', exact: true }).fill(name);
      await pick(page, articles, "Type d'article", 'Alimentation');
      await articles.getByRole('button', { name: 'Sauvegarder' }).click();
      await expect(articles.getByRole('list', { name: 'Articles' })).toContainText(name);
      await articles.getByRole('button', { name: 'Nouvel article' }).click();
    }
    await expect(articles.getByRole('list', { name: 'Articles' }).getByText('Alimentation')).toHaveCount(2);
    await articles.getByRole('form', { name: 'Nouvel article' }).getByRole('button', { name: 'Fermer' }).click();
    await expect(articles).toBeHidden();
  });

  test('a vehicle', async ({ page }) => {
    await openFromSidebar(page, 'Véhicule');
    await page.getByRole('button', { name: 'Nouveau véhicule' }).click();
    const vehicle = page.getByRole('dialog', { name: 'Nouveau véhicule' });
    await vehicle.getByRole('textbox', { name: 'Plaque' }).fill('CGO-4821-AB');
    await vehicle.getByRole('textbox', { name: 'Marque' }).fill('Toyota Dyna');
    await vehicle.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect(vehicle).toBeHidden();
    await expect(page.getByRole('row', { name: /CGO-4821-AB/ })).toContainText('Toyota Dyna');
  });

  test('an aircraft with its picture, then edited from its page', async ({ page }) => {
    await openFromSidebar(page, 'Avion');
    await page.getByRole('button', { name: 'Nouvel avion' }).click();
    const plane = page.getByRole('dialog', { name: 'Nouvel avion' });
    await plane.getByRole('textbox', { name: 'Immatriculation' }).fill('9S-GTB');
    await plane.getByRole('textbox', { name: 'Série' }).fill('27125');
    await plane.getByRole('textbox', { name: 'Constructeur' }).fill('Antonov An-26');
    await plane.getByRole('textbox', { name: 'Date de fabrication' }).fill('14/03/1985');
    await plane.getByRole('textbox', { name: 'Date de révision' }).fill('02/10/2026');
    await plane.getByRole('textbox', { name: 'Nombre de moteurs' }).fill('2');
    // The counters' baseline, read today.
    await plane.getByRole('textbox', { name: 'TSN' }).fill('31250:30');
    await plane.getByRole('textbox', { name: 'TSO' }).fill('1210:05');
    await plane.getByRole('textbox', { name: 'CSN' }).fill('18400');
    await plane.getByRole('textbox', { name: 'CSO' }).fill('640');
    await plane.getByRole('textbox', { name: 'Ville de base' }).fill('Goma');
    const chooser = page.waitForEvent('filechooser');
    await plane.getByRole('button', { name: 'Image' }).click();
    await (await chooser).setFiles({ name: 'an26.png', mimeType: 'image/png', buffer: planePicture });
    await expect(plane.getByRole('img', { name: "Aperçu de l'image" })).toBeVisible();
    await plane.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect(plane).toBeHidden();
    const card = page.getByRole('article', { name: '9S-GTB' });
    await expect(card).toContainText('Antonov An-26 · série 27125');
    await expect(card).toContainText('14/03/1985');
    // The picture the server keeps (re-encoded), not the drawing shown for aircraft without one.
    await expect(card.getByRole('img', { name: '9S-GTB' })).toHaveAttribute('src', /^\/api\//);

    await card.getByRole('link', { name: 'Détail de 9S-GTB' }).click();
    await expect(page.getByRole('heading', { name: '9S-GTB', level: 1 })).toBeVisible();
    const counters = page.getByRole('region', { name: 'Compteurs' });
    await expect(counters).toContainText('TSN31 250:30');
    await expect(counters).toContainText('TSO1 210:05');
    await expect(page.getByRole('region', { name: 'Caractéristiques' })).toContainText('02/10/2026');

    // The header opens the aircraft for edit.
    await page.getByRole('heading', { level: 1 }).getByRole('button', { name: '9S-GTB' }).click();
    const edit = page.getByRole('dialog', { name: "Modifier l'avion 9S-GTB" });
    await expect(edit.getByRole('textbox', { name: 'TSN' })).toHaveValue('31250:30');
    await edit.getByRole('textbox', { name: 'CSO' }).fill('655');
    await edit.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect(edit).toBeHidden();
    await expect(counters).toContainText('CSO655');
  });
});

test('a visitor writes to the agency, and the staff read the message', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { name: 'Contactez-nous' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Écrivez-nous' });
  await form.getByRole('textbox', { name: 'Nom' }).fill('Neema Baraka');
  await form.getByRole('textbox', { name: 'E-mail' }).fill('neema@example.com');
  await form.getByRole('textbox', { name: 'Objet' }).fill('Tarif Goma - Kinshasa');
  await form.getByRole('textbox', { name: 'Message' }).fill('Bonjour, quel est le prix pour 40 kg de café ?');
  await form.getByRole('button', { name: 'Envoyer' }).click();
  await expect(form.getByRole('status')).toContainText("Message envoyé : l'agence vous répondra par e-mail");
  await expect(form.getByRole('textbox', { name: 'Objet' })).toHaveValue('');

  await signIn(page);
  await landed(page);
  await openFromSidebar(page, 'Messages reçus');
  const message = page.getByRole('listitem').filter({ hasText: 'Tarif Goma - Kinshasa' });
  await expect(message).toContainText('De Neema Baraka');
  await expect(message.getByRole('link', { name: 'neema@example.com' })).toHaveAttribute('href', 'mailto:neema@example.com');
  await expect(message).toContainText('40 kg de café');
});
