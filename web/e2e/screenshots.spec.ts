import { test, type Page } from '@playwright/test';
import { signIn } from './support.ts';

// Pictures of the main screens, in both languages, on a desktop and a phone, for a person to look at.
const dir = 'e2e/screenshots';
const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 740 } };

async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

for (const lng of ['fr', 'en'] as const) {
  for (const [device, viewport] of Object.entries(viewports)) {
    test(`screenshots ${lng} ${device}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(`/?lng=${lng}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await shoot(page, `${lng}-${device}-landing`);

      await signIn(page, { password: 'not-the-password', lng });
      await page.getByRole('alert').waitFor();
      await shoot(page, `${lng}-${device}-login-error`);

      await signIn(page, { lng });
      await page.waitForURL((url) => url.pathname === '/');
      // Reloaded so that the sign-in toast does not hide the header.
      await page.reload();
      await page.getByRole('heading', { name: /Administrateur/ }).waitFor();
      await shoot(page, `${lng}-${device}-shell`);
    });
  }
}
