import { expect, test } from '@playwright/test';
import { ensureProfile, ensureUser, profileId } from './fixtures.ts';
import { adminApi, signIn } from './support.ts';

test('the super user signs in, stays signed in across a reload, and signs out', async ({ page }) => {
  await signIn(page);

  // Staff land on the dashboard ('Situation actuelle'), not on the home page.
  await expect(page).toHaveURL('/dashboard');
  const header = page.getByRole('banner');
  await expect(header.getByText('Administrateur')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Situation actuelle', level: 1 })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Menu principal' });
  await sidebar.getByRole('link', { name: 'Accueil' }).click();
  await expect(page.getByRole('heading', { name: 'Bonjour, Administrateur' })).toBeVisible();

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

test('each profile lands on its own first screen after signing in', async ({ page, playwright, baseURL }) => {
  const api = await adminApi(playwright, baseURL!);
  const password = 'Atterrir-2026';
  const cashier = await ensureProfile(api, 'Caisse seule', ['afficher facture']);
  const people = [
    { name: 'Amani Client Atterrit', tel: '0976300001', profile: await profileId(api, 'client'), lands: '/my/expeditions', heading: 'Mes expéditions' },
    { name: 'Jean Chauffeur Atterrit', tel: '0976300002', profile: await profileId(api, 'chauffeur'), lands: '/my/waybills', heading: 'Mes bordereaux' },
    { name: 'Furaha Pilote Atterrit', tel: '0976300003', profile: await profileId(api, 'pilote'), lands: '/my/manifests', heading: 'Mes manifestes' },
    { name: 'Neema Caissière Atterrit', tel: '0976300004', profile: cashier, lands: '/invoices', heading: 'Factures' },
  ];
  for (const who of people) await ensureUser(api, { name: who.name, tel: who.tel, password, profileId: who.profile });
  await api.dispose();

  for (const who of people) {
    await signIn(page, { username: who.tel, password });
    await expect(page, who.name).toHaveURL(who.lands);
    await expect(page.getByRole('heading', { name: who.heading, level: 1 })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Déconnexion' }).click();
    await expect(page).toHaveURL('/login');
  }
});

for (const [device, viewport] of Object.entries({ desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 740 } })) {
  test(`a toast leaves the header free on a ${device}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page);
    const toast = page.getByRole('alert').first();
    await expect(toast).toBeVisible();
    const header = await page.getByRole('banner').boundingBox();
    const shown = await toast.boundingBox();
    // Below the header's bottom edge, wherever it is across.
    expect(shown!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
    // What the header offers stays usable while the toast shows: a trial click fails on an
    // element something else covers.
    await expect(toast).toBeVisible();
    await page.getByRole('banner').getByText('EN', { exact: true }).click({ trial: true, timeout: 2000 });
    if (device === 'desktop') await page.getByRole('banner').getByRole('button', { name: 'Déconnexion' }).click({ trial: true, timeout: 2000 });
  });
}
