import { expect, test } from '@playwright/test';
import { signIn } from './support.ts';

test('the super user signs in, stays signed in across a reload, and signs out', async ({ page }) => {
  await signIn(page);

  await expect(page).toHaveURL('/');
  const header = page.getByRole('banner');
  await expect(header.getByText('Administrateur')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bonjour, Administrateur' })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(sidebar.getByRole('link', { name: 'Accueil' })).toBeVisible();

  await page.reload();
  await expect(header.getByText('Administrateur')).toBeVisible();
  await expect(sidebar).toBeVisible();

  await header.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { name: 'Identification' })).toBeVisible();

  // The server ended the session: a reload does not bring it back.
  await page.reload();
  await expect(header.getByRole('link', { name: 'Connexion' })).toBeVisible();
  await expect(header.getByText('Administrateur')).toBeHidden();
});

test('a wrong password is refused, with the message in red above the form', async ({ page }) => {
  await signIn(page, { password: 'not-the-password' });

  const message = page.getByRole('alert').getByText('Identifiant ou mot de passe incorrect');
  await expect(message).toBeVisible();
  const [red, green, blue] = (await message.evaluate((el) => getComputedStyle(el).color))
    .match(/\d+/g)!
    .map(Number);
  // A dark red (app/theme.ts keeps text at 4.5:1 on white), but red.
  expect(red).toBeGreaterThan(120);
  expect(red).toBeGreaterThan(green + 80);
  expect(red).toBeGreaterThan(blue + 80);
  await expect(page).toHaveURL('/login');
});

test('the footer shows the configured links and only those', async ({ page }) => {
  await page.goto('/');

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Atelier Web' })).toHaveAttribute('href', 'https://atelier.example');
  await expect(footer.getByRole('link', { name: 'Facebook' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Instagram' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'YouTube' })).toHaveCount(0);
});

test('an unknown address shows the not-found screen', async ({ page }) => {
  await page.goto('/nulle/part');

  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  await page.getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL('/');
});
