import type { Page } from '@playwright/test';

/** The super user's password, given to the server the suite starts (playwright.config.ts). */
export const adminPassword = 'e2e-Admin-pass-2026';

const loginTexts = {
  fr: { username: 'Téléphone ou mail', password: 'Mot de passe', submit: 'Connexion' },
  en: { username: 'Phone or email', password: 'Password', submit: 'Sign in' },
};

/** Fills the login form as `admin`, the way a person would, in the language the page shows. */
export async function signIn(
  page: Page,
  { password = adminPassword, lng = 'fr' }: { password?: string; lng?: keyof typeof loginTexts } = {},
): Promise<void> {
  const texts = loginTexts[lng];
  await page.goto('/login');
  await page.getByRole('textbox', { name: texts.username, exact: true }).fill('admin');
  await page.getByRole('textbox', { name: texts.password, exact: true }).fill(password);
  await page.getByRole('button', { name: texts.submit }).click();
}
