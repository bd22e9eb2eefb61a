import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminApi, landed, signIn } from './support.ts';

// The sidebar in groups, and toasts that keep clear of a dialog's buttons (issue 33, item 20).

const plaque = 'NAV-0001-AB';

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await adminApi(playwright, testInfo.project.use.baseURL!);
  const response = await api.post('/api/vehicles', { data: { plaque, mark: 'Toyota Dyna' } });
  expect([201, 409]).toContain(response.status());
  await api.dispose();
});

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });
const groups = ['Fret', 'Argent', 'Flotte', 'Personnes', 'Paramètres'];

test.describe('on a laptop screen', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('the sidebar shows every group above the fold, the current page’s open, the others folded', async ({ page }) => {
    await signIn(page);
    await landed(page);
    const nav = sidebar(page);
    for (const name of [...groups.map((group) => nav.getByRole('button', { name: group, exact: true })), nav.getByRole('link', { name: 'Mon profil' }), nav.getByRole('button', { name: 'Déconnexion' })]) {
      await expect(name).toBeInViewport({ ratio: 1 });
    }
    for (const group of groups) await expect(nav.getByRole('button', { name: group, exact: true })).toHaveAttribute('aria-expanded', 'false');

    // A page of a folded group opens it; the others stay as they were.
    await nav.getByRole('button', { name: 'Flotte', exact: true }).click();
    await nav.getByRole('link', { name: 'Avion', exact: true }).click();
    await expect(page).toHaveURL('/planes');
    await expect(nav.getByRole('link', { name: 'Avion', exact: true })).toHaveAttribute('aria-current', 'page');
    await page.goto('/reports');
    await expect(nav.getByRole('button', { name: 'Argent', exact: true })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Rapports', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('button', { name: 'Fret', exact: true })).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Expéditions', exact: true })).toBeHidden();
  });

  test("a toast leaves the dialog's buttons free", async ({ page }) => {
    await signIn(page);
    await landed(page);
    await toastBesideSave(page);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the menu holds the groups, and an entry of a group opens its page', async ({ page }) => {
    await signIn(page);
    await landed(page);
    await page.getByRole('button', { name: 'Afficher ou masquer le menu' }).click();
    const nav = sidebar(page);
    for (const group of groups) await expect(nav.getByRole('button', { name: group, exact: true })).toBeInViewport({ ratio: 1 });
    await nav.getByRole('button', { name: 'Fret', exact: true }).click();
    await nav.getByRole('link', { name: 'Bordereaux', exact: true }).click();
    await expect(page).toHaveURL('/waybills');
    await expect(page.getByRole('heading', { name: /^Bordereau/, level: 1 })).toBeVisible();
  });

  test("a toast leaves the dialog's buttons free", async ({ page }) => {
    await signIn(page);
    await landed(page);
    await toastBesideSave(page);
  });
});

/** Whether two boxes share any point. */
function overlap(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** A refused save leaves its dialog open with a red toast: the toast covers none of its buttons. */
async function toastBesideSave(page: Page): Promise<void> {
  await page.goto('/vehicles');
  await page.getByRole('button', { name: 'Nouveau véhicule' }).click();
  const modal = page.getByRole('dialog', { name: 'Nouveau véhicule' });
  await modal.getByRole('textbox', { name: 'Plaque' }).fill(plaque);
  await modal.getByRole('button', { name: 'Sauvegarder' }).click();
  const toast = page.locator('.app-toasts .mantine-Notification-root').filter({ hasText: 'Cette plaque est déjà enregistrée' });
  await expect(toast).toBeVisible();
  await expect(modal).toBeVisible();
  const toastBox = (await toast.boundingBox())!;
  // At the top of the screen, below the header: a dialog keeps its buttons at its bottom (a tall
  // one, or any on a phone, where it fills the screen, right at the screen's bottom).
  const screen = page.viewportSize()!;
  expect(toastBox.y).toBeGreaterThanOrEqual(56);
  expect(toastBox.y + toastBox.height).toBeLessThan(screen.height / 3);
  // 'Sauvegarder', 'Fermer' under the form, and the close button at the top right.
  for (const button of [modal.getByRole('button', { name: 'Sauvegarder' }), ...(await modal.getByRole('button', { name: 'Fermer' }).all())] as Locator[]) {
    const box = (await button.boundingBox())!;
    expect(overlap(toastBox, box), `the toast covers ${await button.getAttribute('aria-label') ?? await button.textContent()}`).toBe(false);
    // What is under the button's middle is the button itself.
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.outerHTML ?? null,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(hit).toBe(await button.evaluate((element) => element.outerHTML));
  }
}
