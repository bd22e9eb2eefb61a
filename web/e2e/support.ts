import type { APIRequestContext, Page, PlaywrightWorkerArgs } from '@playwright/test';

/** The super user's password, given to the server the suite starts (playwright.config.ts). */
export const adminPassword = 'e2e-Admin-pass-2026';

const loginTexts = {
  fr: { username: 'Téléphone ou mail', password: 'Mot de passe', submit: 'Connexion' },
  en: { username: 'Phone or email', password: 'Password', submit: 'Sign in' },
};

/** Fills the login form (as `admin` unless told), the way a person would, in the language the page shows. */
export async function signIn(
  page: Page,
  {
    username = 'admin',
    password = adminPassword,
    lng = 'fr',
    open = true,
  }: { username?: string; password?: string; lng?: keyof typeof loginTexts; open?: boolean } = {},
): Promise<void> {
  const texts = loginTexts[lng];
  // `open: false` fills the login screen the page already shows (after a guarded page sent it there).
  if (open) await page.goto('/login');
  await page.getByRole('textbox', { name: texts.username, exact: true }).fill(username);
  await page.getByRole('textbox', { name: texts.password, exact: true }).fill(password);
  await page.getByRole('button', { name: texts.submit }).click();
}

/**
 * Waits until a sign-in has left the login screen: people land on their first screen (the super
 * user on Expéditions, a client on Mes expéditions…), not on the home page.
 */
export async function landed(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname !== '/login');
  // The first screen is reached once the session is read: a click before that would be undone by
  // the sign-in's own redirect (seen under load, on the sidebar).
  await page.waitForLoadState('networkidle');
}

/** An API client signed in as `admin`, to put in place what a test needs (call `dispose()` after). */
export async function adminApi(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string): Promise<APIRequestContext> {
  const api = await playwright.request.newContext({ baseURL });
  const response = await api.post('/api/login', { data: { username: 'admin', password: adminPassword } });
  if (!response.ok()) throw new Error(`admin sign-in failed: ${response.status()}`);
  return api;
}

/**
 * Follows the sidebar's entry `name` (exactly), opening its folded group first, as a person would:
 * the sidebar shows its groups (Fret, Argent, Flotte, Personnes, Paramètres) folded but for the one
 * holding the current page.
 */
export async function openFromSidebar(page: Page, name: string): Promise<void> {
  const sidebar = page.getByRole('navigation', { name: 'Menu principal' });
  await sidebar.waitFor();
  const link = sidebar.getByRole('link', { name, exact: true });
  if (!(await link.isVisible())) {
    const group = sidebar.getByRole('group', { includeHidden: true }).filter({ has: page.getByRole('link', { name, exact: true, includeHidden: true }) });
    const label = await group.getAttribute('aria-label');
    if (!label) throw new Error(`no sidebar group holds ${name}`);
    await sidebar.getByRole('button', { name: label, exact: true }).click();
  }
  await link.click();
}

/** Opens every folded group of the sidebar, so that all its entries show. */
export async function unfoldSidebar(page: Page): Promise<void> {
  const sidebar = page.getByRole('navigation', { name: 'Menu principal' });
  await sidebar.waitFor();
  const folded = sidebar.locator('button[aria-expanded="false"]');
  while ((await folded.count()) > 0) await folded.first().click();
}
