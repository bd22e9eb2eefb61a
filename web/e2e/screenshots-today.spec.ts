import { expect, test, type Page } from '@playwright/test';
import { answered, created, ensureBranch, ensureRoute, ensureUser, shoot, viewports } from './fixtures.ts';
import { adminApi, landed, signIn } from './support.ts';

// Pictures of what issue 33 (items 13, 17, 19, 20) changed, for a person to look at on a desktop,
// a laptop and a phone: the sidebar in groups, a toast above a dialog, the Journal, the branch
// form's switches, and whole numbers refused as typed.

const origin = { name: 'Journal Goma', region: 'Nord-Kivu', city: 'Goma', tel: '0997300100' };
const destination = { name: 'Journal Kinshasa', region: 'Kinshasa', city: 'Kinshasa', tel: '0997300200' };
const route = { name: 'Journal Goma - Kinshasa', price: 2.5, status: 1 };
const sender = { name: 'Neema Journal', tel: '0997300301' };
const recipient = { name: 'Jean Journal', tel: '0997300302' };
const plaque = 'JRN-0001-GM';

test.beforeAll(async ({ playwright }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  const api = await adminApi(playwright, baseURL);
  const ids: Record<string, number> = {};
  for (const [key, branch] of Object.entries({ origin, destination })) {
    ids[key] = await ensureBranch(api, { ...branch, countryCode: 'cd', status: 1, type: 1, social_reason: 'Soute SARL' });
  }
  ids.route = await ensureRoute(api, { ...route, originId: ids.origin, destinationId: ids.destination });
  ids.sender = await ensureUser(api, sender);
  ids.recipient = await ensureUser(api, recipient);
  await api.post('/api/vehicles', { data: { plaque, mark: 'Toyota Dyna', description: 'Camion 3 t' } });

  // What the Journal shows: a registration paid in full, its payment cancelled, the expedition corrected.
  const listed = await answered<{ total: number }>(api.get(`/api/expeditions?column=sender.name&q=${encodeURIComponent(sender.name)}`));
  if (listed.total === 0) {
    const expedition = await created<{ id: number; ref_expedition: string; updatedAt: string }>(
      api.post('/api/expeditions', {
        data: { senderId: ids.sender, recipientId: ids.recipient, destinationId: ids.route, cash: -1, colis: [{ quantity: 1, weight: 125, description: 'Pagnes' }] },
      }),
    );
    const payments = await answered<{ items: { id: number }[] }>(api.get(`/api/invoices?column=expedition.ref_expedition&q=${expedition.ref_expedition}`));
    await answered(api.post(`/api/invoices/${payments.items[0].id}/cancel`, { data: { reason: 'Poids saisi 125 kg au lieu de 12,5 kg' } }));
    const fresh = await answered<{ updatedAt: string }>(api.get(`/api/expeditions/${expedition.id}`));
    await answered(
      api.put(`/api/expeditions/${expedition.id}`, {
        data: {
          senderId: ids.sender,
          recipientId: ids.recipient,
          destinationId: ids.route,
          colis: [{ quantity: 1, weight: 12.5, description: 'Pagnes' }],
          updatedAt: fresh.updatedAt,
        },
      }),
    );
  }
  await api.dispose();
  // A wrong password: a failed sign-in, with no session to speak of.
  const visitor = await playwright.request.newContext({ baseURL });
  await visitor.post('/api/login', { data: { username: 'admin', password: 'not-the-password' } });
  await visitor.dispose();
});

const screens = { ...viewports, laptop: { width: 1366, height: 768 } };

async function openSidebar(page: Page, device: string) {
  if (device === 'phone') await page.getByRole('button', { name: 'Afficher ou masquer le menu' }).click();
  await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
}

for (const [device, viewport] of Object.entries(screens)) {
  test(`issue 33 screenshots ${device}`, async ({ page }) => {
    const name = (screen: string) => `fr-${device}-today-${screen}`;
    await page.setViewportSize(viewport);
    await signIn(page);
    await landed(page);

    // The sidebar: folded groups, then the current page's open.
    await openSidebar(page, device);
    await shoot(page, name('sidebar'), { overlay: true });
    await page.goto('/reports');
    await openSidebar(page, device);
    await shoot(page, name('sidebar-reports'), { overlay: true });
    if (device === 'laptop') return;

    // The Journal.
    await page.goto('/audit');
    await page.getByRole('table').or(page.getByRole('list')).first().waitFor();
    await shoot(page, name('journal'));
    // The window only, around a cancelled payment and the correction that followed it.
    await page.getByText('Annulation', { exact: true }).first().scrollIntoViewIfNeeded();
    await shoot(page, name('journal-window'), { overlay: true });

    // A refused save: the toast at the top, the dialog's buttons free.
    await page.goto('/vehicles');
    await page.getByRole('button', { name: 'Nouveau véhicule' }).click();
    const vehicle = page.getByRole('dialog', { name: 'Nouveau véhicule' });
    await vehicle.getByRole('textbox', { name: 'Plaque' }).fill(plaque);
    await vehicle.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect(page.locator('.app-toasts').getByText('Cette plaque est déjà enregistrée')).toBeVisible();
    await shoot(page, name('toast-over-dialog'), { overlay: true });
    await vehicle.getByRole('button', { name: 'Fermer' }).last().click();

    // An active route end's form: its switches on.
    await page.goto('/settings');
    await page.getByRole('button', { name: `Modifier l'agence ${origin.name}` }).click();
    const form = page.getByRole('form', { name: origin.name });
    await form.getByRole('tab', { name: 'Confirmation' }).click();
    await expect(form.getByRole('switch', { name: 'Actif' })).toBeChecked();
    await shoot(page, name('branch-confirmation'), { overlay: device === 'phone' });

    // A quantity typed 2,5: kept as typed, refused in the field.
    await page.goto('/expeditions');
    await page.getByRole('button', { name: 'Nouvelle expédition' }).click();
    const expedition = page.getByRole('dialog', { name: 'Nouvelle expédition' });
    const line = expedition.getByRole('region', { name: 'Colis 1' });
    await line.getByRole('textbox', { name: 'Quantité' }).fill('2,5');
    await line.getByRole('textbox', { name: 'Poids unitaire (kg)' }).fill('3');
    await expedition.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect(line.getByText('Saisissez un nombre entier, sans virgule.')).toBeVisible();
    await line.scrollIntoViewIfNeeded();
    await shoot(page, name('quantity-decimal'), { overlay: true });
  });
}
