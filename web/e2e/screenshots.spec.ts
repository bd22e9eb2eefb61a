import { test, type Page } from '@playwright/test';
import { adminApi, signIn } from './support.ts';

// Pictures of the main screens, in both languages, on a desktop and a phone, for a person to look at.
const dir = 'e2e/screenshots';
const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 740 } };

const texts = {
  fr: { save: 'Sauvegarder', search: 'Rechercher', register: 'Inscription', pilots: /^Pilote \(/, newPilot: 'Nouveau Pilote', clients: 'Clients', profiles: 'Profils des utilisateurs' },
  en: { save: 'Save', search: 'Search', register: 'Create an account', pilots: /^Pilote \(/, newPilot: 'New Pilote', clients: 'Clients', profiles: 'User profiles' },
};

// Enough people for the lists to show cards, a table and more than one page.
const people = [
  ...['Amani Kasongo', 'Baraka Ilunga', 'Chance Mwamba', 'Dieudonné Kabeya', 'Esther Mbuyi', 'Furaha Tshala'].map(
    (name, i) => ({ name, tel: `08100010${i}0`, code: 'chauffeur', adress: `${i + 3} avenue Kabila`, city: 'Goma' }),
  ),
  ...['Gloire Lukusa', 'Héritier Banza'].map((name, i) => ({
    name,
    tel: `08100020${i}0`,
    code: 'pilote',
    email: `${name.split(' ')[0].toLowerCase()}@soute.example`,
    adress: 'Aéroport de Goma',
    city: 'Goma',
  })),
  ...['Imani Ngoy', 'Jolie Kalala', 'Kevin Mutombo'].map((name, i) => ({
    name,
    tel: `08100030${i}0`,
    code: 'client',
    adress: `${i + 10} boulevard du Lac`,
    city: 'Bukavu',
  })),
];

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await adminApi(playwright, testInfo.project.use.baseURL!);
  const counts: { profileId: number; code: string | null }[] = await (await api.get('/api/users/counts')).json();
  for (const { code, ...person } of people) {
    const profileId = counts.find((profile) => profile.code === code)?.profileId;
    // 409 on a second run against the same data: the person is there already.
    await api.post('/api/users', { data: { ...person, country: 'RD Congo', countryCode: 'cd', profileId } });
  }
  await api.dispose();
});

async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

for (const lng of ['fr', 'en'] as const) {
  for (const [device, viewport] of Object.entries(viewports)) {
    test(`screenshots ${lng} ${device}`, async ({ page }) => {
      const text = texts[lng];
      const name = (screen: string) => `${lng}-${device}-${screen}`;
      await page.setViewportSize(viewport);
      await page.goto(`/?lng=${lng}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await shoot(page, name('landing'));

      await page.goto('/register');
      await page.getByRole('heading', { name: text.register }).waitFor();
      await shoot(page, name('register'));

      await signIn(page, { password: 'not-the-password', lng });
      await page.getByRole('alert').waitFor();
      await shoot(page, name('login-error'));

      await signIn(page, { lng });
      await page.waitForURL((url) => url.pathname === '/');
      // Reloaded so that the sign-in toast does not hide the header.
      await page.reload();
      await page.getByRole('heading', { name: /Administrateur/ }).waitFor();
      await shoot(page, name('shell'));

      await page.goto('/staffs');
      // A table on a desktop, one card per row on a phone.
      await page.getByRole('link', { name: 'Amani Kasongo' }).waitFor();
      await shoot(page, name('staffs-table'));

      await page.getByRole('tab', { name: text.pilots }).click();
      await page.getByRole('article').first().waitFor();
      await shoot(page, name('staffs-cards'));

      await page.getByRole('button', { name: text.newPilot }).click();
      await page.getByRole('dialog').waitFor();
      await shoot(page, name('staff-modal'));

      await page.goto('/clients');
      await page.getByRole('link', { name: 'Imani Ngoy' }).waitFor();
      await shoot(page, name('clients'));

      await page.getByRole('button', { name: text.search }).click();
      await page.getByRole('search').getByRole('textbox').fill('Kala');
      await page.getByRole('link', { name: 'Imani Ngoy' }).waitFor({ state: 'detached' });
      await shoot(page, name('clients-search'));

      await page.goto('/profiles');
      await page.getByRole('heading', { name: text.profiles }).waitFor();
      await page.getByRole('button', { name: 'Chauffeur' }).click();
      await page.getByRole('dialog').getByRole('checkbox').first().waitFor();
      await shoot(page, name('profile-modal'));
      await page.getByRole('dialog').getByRole('button', { name: text.save }).scrollIntoViewIfNeeded();
      await shoot(page, name('profile-modal-end'));

      await page.goto('/profile');
      await page.getByRole('form').first().waitFor();
      await shoot(page, name('profile'));
    });
  }
}
