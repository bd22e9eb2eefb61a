import { expect, test, type Locator, type Page } from '@playwright/test';
import { gomaDay } from './airworthiness-setup.ts';
import { answered, created, ensureBranch, ensureProfile, ensureUser } from './fixtures.ts';
import { adminApi, landed, signIn } from './support.ts';

// Expenses end to end: an agent bound to a branch records a fuel expense on /depenses, finds it
// with the period filter (and not in a period that excludes it), then cancels it and sees the
// period's total lose its amount.

const agent = { name: 'Bahati Caisse', tel: '0997800101', password: 'Goma-Caisse-2026' };
const description = 'Plein du groupe électrogène (E2E)';

interface Named {
  id: number;
  type?: string;
}

/** `YYYY-MM-DD` of the day `days` from today, in the browser's calendar (the machine's). */
const typed = (iso: string) => iso.split('-').reverse().join('/');

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await adminApi(playwright, testInfo.project.use.baseURL!);
  const goma = await ensureBranch(api, { name: 'Soute Dépenses Goma', tel: '0997800100', city: 'Goma', region: 'Nord-Kivu', countryCode: 'cd', type: 1, social_reason: 'Soute SARL' });
  const profile = await ensureProfile(api, 'Caissier dépenses', ['afficher depense', 'ajouter depense', 'modifier depense', 'supprimer depense']);
  await ensureUser(api, { ...agent, profileId: profile, extensionId: goma });
  // The rent of the month, already there: the total is more than the fuel alone.
  const types = await answered<Named[]>(api.get('/api/typedepenses'));
  const rent = types.find((type) => type.type === 'Loyer');
  if (!rent) throw new Error('no Loyer type');
  const listed = await answered<{ total: number }>(api.get(`/api/depenses?from=${gomaDay()}&to=${gomaDay()}&typedepenseId=${rent.id}`));
  if (listed.total === 0) {
    await created(api.post('/api/depenses', { data: { typedepenseId: rent.id, brancheId: goma, mount: 300, date: gomaDay(), description: 'Loyer du dépôt' } }));
  }
  await api.dispose();
});

/** Picks `option` in the select labelled `label`. */
async function pick(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text }).first();

/** Sets a period filter's day, as a person types it. */
async function setDay(page: Page, label: 'Du' | 'Au', iso: string) {
  const filters = page.getByRole('group', { name: 'Filtres des dépenses' });
  const input = filters.getByRole('textbox', { name: label, exact: true });
  await input.fill('');
  await input.pressSequentially(typed(iso));
  await input.press('Escape');
  await input.blur();
}

const total = (page: Page) => page.getByLabel('Total des dépenses');

test.describe('expenses', () => {
  test.describe.configure({ mode: 'serial' });

  test('an agent records a fuel expense and finds it with the period filter', async ({ page }) => {
    await signIn(page, { username: agent.tel, password: agent.password });
    await landed(page);
    // Dépense is the first screen this agent may see: they land there.
    await page.waitForURL((url) => url.pathname === '/depenses');
    await expect(page.getByRole('heading', { level: 1, name: 'Dépenses' })).toBeVisible();
    // This month, the rent only.
    await expect(total(page)).toContainText(/Total de 1 dépense.*300,00\s\$/);

    await page.getByRole('button', { name: 'Nouvelle dépense' }).click();
    const modal = page.getByRole('dialog', { name: 'Nouvelle dépense' });
    // Today, at the agent's own branch (Goma).
    await expect(modal.getByRole('textbox', { name: 'Date' })).toHaveValue(typed(gomaDay()));
    await expect(modal.getByRole('combobox', { name: 'Agence' })).toHaveValue('Soute Dépenses Goma');
    await pick(page, modal, 'Type', 'Carburant');
    await modal.getByRole('textbox', { name: 'Montant ($)' }).fill('125,5');
    await modal.getByRole('textbox', { name: 'Description' }).fill(description);
    await modal.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect(toast(page, 'Dépense enregistrée')).toBeVisible();
    await expect(modal).toBeHidden();

    const row = page.getByRole('row').filter({ hasText: description });
    await expect(row).toContainText('Carburant');
    await expect(row).toContainText(/125,50\s\$/);
    await expect(row).toContainText('Soute Dépenses Goma');
    await expect(total(page)).toContainText(/Total des 2 dépenses.*425,50\s\$/);
    await expect(page.getByRole('list', { name: 'Totaux par type' })).toContainText(/Carburant125,50\s\$1 ligne/);

    // A period that ends before today leaves it out…
    await setDay(page, 'Du', '2020-01-01');
    await setDay(page, 'Au', '2020-12-31');
    await expect(page.getByText('Aucune dépense sur cette période')).toBeVisible();
    await expect(row).toHaveCount(0);
    // …one that holds today finds it.
    await setDay(page, 'Au', gomaDay());
    await expect(row).toBeVisible();
    await expect(total(page)).toContainText(/425,50\s\$/);

    // Its page says what it is and who recorded it.
    await row.getByRole('link', { name: /^DEP-\d+$/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Dépense DEP-\d+$/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Détails' })).toContainText(`Enregistrée par${agent.name}`);
    await page.getByRole('link', { name: '← Dépenses' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dépenses' })).toBeVisible();
  });

  test('cancelling it keeps it, marked, and the total no longer counts it', async ({ page }) => {
    await signIn(page, { username: agent.tel, password: agent.password });
    await landed(page);
    await page.goto('/depenses');
    await expect(total(page)).toContainText(/425,50\s\$/);
    const row = page.getByRole('row').filter({ hasText: description });
    const ref = (await row.getByRole('link', { name: /^DEP-\d+$/ }).textContent()) ?? '';

    await row.getByRole('button', { name: `Annuler la dépense ${ref}` }).click();
    const dialog = page.getByRole('dialog', { name: `Annuler la dépense ${ref}` });
    await expect(dialog).toContainText("restera dans l'historique");
    await dialog.getByRole('button', { name: 'Annuler la dépense' }).click();
    await expect(toast(page, 'Dépense annulée')).toBeVisible();

    await expect(row).toContainText('Annulée');
    await expect(row.getByRole('button')).toHaveCount(0);
    await expect(total(page)).toContainText(/300,00\s\$/);
    await expect(page.getByRole('list', { name: 'Totaux par type' })).not.toContainText('Carburant');
  });
});
