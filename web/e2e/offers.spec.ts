import { expect, test, type Page } from '@playwright/test';
import { created, ensureBranch, ensureProfile, ensureRoute, ensureUser, shoot, viewports } from './fixtures.ts';
import { adminApi, landed, signIn } from './support.ts';

// Issue 33, item 18: the screens offer only what the server would allow. An agent of another
// branch, with every expedition permission, is not offered to change a Goma expedition; its own
// branch's agent is. Names and phone numbers of this file only.
const origin = { name: 'Offre Goma', tel: '0976200100', region: 'Nord-Kivu', city: 'Goma' };
const destination = { name: 'Offre Kinshasa', tel: '0976200200', region: 'Kinshasa', city: 'Kinshasa' };
const route = { name: 'Offre Goma - Kinshasa', price: 2.5 };
const sender = { name: 'Zawadi Offre', tel: '0976200001' };
const recipient = { name: 'Imani Offre', tel: '0976200002' };
const goma = { name: 'Agent Offre Goma', tel: '0976200010', password: 'Agent-Offre-Goma-2026' };
const kinshasa = { name: 'Agent Offre Kinshasa', tel: '0976200011', password: 'Agent-Offre-Kin-2026' };

const permissions = ['afficher expedition', 'ajouter expedition', 'modifier expedition', 'supprimer expedition', 'afficher facture', 'ajouter facture', 'afficher client'];

let reference = '';

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await adminApi(playwright, testInfo.project.use.baseURL!);
  const ids: Record<string, number> = {};
  for (const [key, branch] of Object.entries({ origin, destination })) {
    ids[key] = await ensureBranch(api, { ...branch, countryCode: 'cd', status: 1, type: 1, social_reason: 'Offre SARL' });
  }
  const routeId = await ensureRoute(api, { ...route, originId: ids.origin, destinationId: ids.destination });
  const senderId = await ensureUser(api, sender);
  const recipientId = await ensureUser(api, recipient);
  const profile = await ensureProfile(api, 'Agent offre', permissions);
  await ensureUser(api, { ...goma, profileId: profile, extensionId: ids.origin });
  await ensureUser(api, { ...kinshasa, profileId: profile, extensionId: ids.destination });
  // Registered by the super user, at the route's origin: a Goma expedition, 1 $ paid of 5 $.
  const expedition = await created<{ ref_expedition: string }>(
    api.post('/api/expeditions', {
      data: { senderId, recipientId, destinationId: routeId, cash: 1, colis: [{ quantity: 1, weight: 2, description: 'Cartons' }] },
    }),
  );
  reference = expedition.ref_expedition;
  await api.dispose();
});

async function menuOf(page: Page, agent: { tel: string; password: string }): Promise<string[]> {
  await signIn(page, { username: agent.tel, password: agent.password });
  await landed(page);
  await page.goto('/expeditions');
  await page.getByRole('button', { name: `Actions pour ${reference}` }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu.getByRole('menuitem').allTextContents();
}

test("another branch's agent is offered a payment, not a change", async ({ page }) => {
  expect(await menuOf(page, kinshasa)).toEqual(['Reçu', 'Facture', 'Étiquettes', 'Paiement']);
});

test("the expedition's own branch is offered to change it; paid for, not to delete it", async ({ page }) => {
  expect(await menuOf(page, goma)).toEqual(['Reçu', 'Facture', 'Étiquettes', 'Paiement', 'Modifier']);
  // What is offered is accepted: the form opens on it and saves.
  await page.getByRole('menuitem', { name: 'Modifier' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(page.getByText('Expédition enregistrée')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: viewports.phone });

  test("another branch's menu, as a person sees it", async ({ page }) => {
    expect(await menuOf(page, kinshasa)).toEqual(['Reçu', 'Facture', 'Étiquettes', 'Paiement']);
    await shoot(page, 'fr-phone-offers-other-branch', { overlay: true });
  });
});
