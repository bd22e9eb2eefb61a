import { expect, test, type Page } from '@playwright/test';
import { shoot, viewports } from './fixtures.ts';
import { landed, openFromSidebar, signIn } from './support.ts';

// Issue 34: the Système screen shows the last backup and 'Sauvegarder maintenant' adds one.

async function openSystem(page: Page, { phone = false } = {}): Promise<void> {
  await signIn(page);
  await landed(page);
  // On a phone the sidebar hides behind its button: the address is typed.
  if (phone) await page.goto('/systeme');
  else await openFromSidebar(page, 'Système');
  await expect(page.getByRole('heading', { name: 'Système', level: 1 })).toBeVisible();
}

test("'Sauvegarder maintenant' takes a backup the screen then shows as the last one", async ({ page }) => {
  await openSystem(page);
  await expect(page.getByText('Version de Soute')).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  const archivesBefore = (await page.getByRole('table').count()) === 0 ? 0 : (await rows.count()) - 1;

  await page.getByRole('button', { name: 'Sauvegarder maintenant' }).click();
  await expect(page.getByText(/^Sauvegarde écrite et relue : soute-\d{8}-\d{6}(-\d+)?\.tar\.gz$/)).toBeVisible();
  await expect(rows).toHaveCount(archivesBefore + 2);
  // The newest archive comes first, read back when it was written; the last success is a moment ago.
  await expect(rows.nth(1)).toContainText(/soute-\d{8}-\d{6}/);
  await expect(rows.nth(1)).toContainText('Relue à l\'écriture');
  const lastGood = page.locator('dd').filter({ hasText: /il y a|maintenant/ });
  await expect(lastGood).toBeVisible();
  await expect(page.getByText('Aucune sauvegarde connue')).toHaveCount(0);
  await shoot(page, 'fr-desktop-system');
});

test.describe('on a phone', () => {
  test.use({ viewport: viewports.phone });

  test('the Système screen fits a phone', async ({ page }) => {
    await openSystem(page, { phone: true });
    await expect(page.getByRole('button', { name: 'Sauvegarder maintenant' })).toBeVisible();
    await expect(page.getByText('Version de Soute')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shoot(page, 'fr-phone-system');
  });
});
