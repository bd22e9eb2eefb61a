import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { landed, signIn, openFromSidebar } from './support.ts';

const staff = { name: 'Bahati Mukendi', tel: '0970001001', password: 'Goma-river-2026' };
const client = { name: 'Neema Client', tel: '0970002002', password: 'Bukavu-lake-2026' };
const photo = readFileSync(new URL('./fixtures/photo.png', import.meta.url));

test('a profile made by the administrator decides what a new staff member sees and does', async ({ page }) => {
  await signIn(page);
  await landed(page);
  const sidebar = page.getByRole('navigation', { name: 'Menu principal' });

  // The profile: a few permissions, picked in the grid by resource.
  await openFromSidebar(page, 'Profils');
  await expect(page.getByRole('heading', { name: 'Profils des utilisateurs' })).toBeVisible();
  await page.getByRole('button', { name: 'Nouveau profil' }).click();
  const profileModal = page.getByRole('dialog', { name: 'Nouveau profil' });
  await profileModal.getByRole('textbox', { name: 'Nom', exact: true }).fill('Agent');
  for (const permission of ['Afficher – Personnel', 'Afficher – Clients', 'Ajouter – Clients']) {
    await profileModal.getByRole('checkbox', { name: permission }).check();
  }
  await profileModal.getByRole('checkbox', { name: 'Afficher le dashboard' }).check();
  await profileModal.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(profileModal).toBeHidden();
  await expect(page.getByRole('row', { name: /Agent/ })).toContainText('0 personne');

  // The staff member, in the profile's own tab.
  await openFromSidebar(page, 'Personnel');
  await expect(page.getByRole('tab', { name: /^Chauffeur \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Agent (0)' }).click();
  await page.getByRole('button', { name: 'Nouveau Agent' }).click();
  const staffModal = page.getByRole('dialog', { name: 'Nouveau Agent' });
  await staffModal.getByRole('textbox', { name: 'Nom', exact: true }).fill(staff.name);
  await staffModal.getByRole('textbox', { name: 'Téléphone' }).fill(staff.tel);
  await staffModal.getByRole('textbox', { name: 'Mot de passe' }).fill(staff.password);
  await staffModal.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(staffModal).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Agent (1)' })).toBeVisible();
  await expect(page.getByRole('article', { name: staff.name })).toContainText('Actif');

  await page.getByRole('banner').getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL('/login');

  // The staff member sees the entries of their profile, not the profiles screen.
  await signIn(page, { username: staff.tel, password: staff.password });
  // They land on the dashboard, which their profile shows.
  await expect(page).toHaveURL('/dashboard');
  // Their entries, all in the Personnes group (the only one they have).
  await expect(sidebar.getByRole('button', { name: 'Personnes' })).toBeVisible();
  await expect(sidebar.getByRole('button', { name: /^(Fret|Argent|Flotte|Paramètres)$/ })).toHaveCount(0);
  await sidebar.getByRole('button', { name: 'Personnes' }).click();
  const links = sidebar.getByRole('link');
  await expect(links).toHaveText(['Accueil', 'Dashboard', 'Clients', 'Messages reçus', 'Personnel', 'Mon profil']);
  await page.goto('/profiles');
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();

  // Their own details, then their photo.
  await sidebar.getByRole('link', { name: 'Mon profil' }).click();
  const details = page.getByRole('form', { name: 'Mes informations' });
  await details.getByRole('textbox', { name: 'Email' }).fill('bahati@example.com');
  await details.getByRole('textbox', { name: 'Adresse' }).fill('12 avenue du Lac');
  await details.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Votre profil est enregistré' })).toBeVisible();
  await page.reload();
  await expect(details.getByRole('textbox', { name: 'Email' })).toHaveValue('bahati@example.com');
  await expect(page.getByText('12 avenue du Lac')).toBeVisible();

  const upload = page.getByRole('form', { name: 'Photo' });
  await upload.locator('input[type="file"]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: photo });
  await upload.getByRole('button', { name: 'Enregistrer la photo' }).click();
  await expect(page.getByRole('img', { name: staff.name })).toHaveAttribute('src', /^\/api\/files\/.+\.jpg$/);
  await expect(page).toHaveURL('/profile');
});

test('a client registers, is signed in, and reaches no staff screen', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Créer un compte' }).click();
  await expect(page).toHaveURL('/register');

  await page.getByRole('textbox', { name: 'Nom' }).fill(client.name);
  await page.getByRole('textbox', { name: 'Téléphone' }).fill(client.tel);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(client.password);
  await page.getByRole('textbox', { name: 'Confirmer votre mot de passe' }).fill(client.password);
  await page.getByRole('button', { name: 'Enregistrer' }).click();

  // A client lands on their own expeditions.
  await expect(page).toHaveURL('/my/expeditions');
  await expect(page.getByRole('heading', { name: 'Mes expéditions', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);

  const users = await page.request.get('/api/users');
  expect(users.status()).toBe(403);
  await page.goto('/staffs');
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
});
