import { expect, test, type Locator, type Page } from '@playwright/test';
import { externalPerson, manifestInPreparation, typedepenseId, type Scene } from './commissions-setup.ts';
import { answered, ensureProfile, ensureUser } from './fixtures.ts';
import { adminApi, landed, signIn } from './support.ts';

// Commissions on a manifest end to end: an agent of the origin branch shares a commission of
// 100 $ between two beneficiaries (one created on the way, as an external person), is told before
// sending that a third share would pass the total, cancels the last share (only the last one may
// be), and sees the manifest's result follow; once the manifest is validated, the commission
// modal is read-only for whoever lacks `admin`.

const agent = { name: 'Espoir Commission', tel: '0997700101', password: 'Goma-dep-2026' };
const furaha = { name: 'Furaha Kahindo', tel: '0997700111' };
const baraka = { name: 'Baraka Mugisho', tel: '0997700112' };
const over = 'La commission est inférieure au montant du bénéficiaire';

let scene: Scene;
let ref = '';

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await adminApi(playwright, testInfo.project.use.baseURL!);
  scene = await manifestInPreparation(api, 'Vol', '09977003');
  ref = scene.manifest.ref_manifest;
  const granted = [
    'afficher manifeste',
    'modifier manifeste',
    'valider manifeste',
    'afficher depense',
    'ajouter depense',
    'modifier depense',
    'supprimer depense',
  ];
  const profile = await ensureProfile(api, 'Agent des commissions', granted);
  await ensureUser(api, { ...agent, profileId: profile, extensionId: scene.origin });
  await externalPerson(api, furaha.name, furaha.tel);
  await api.dispose();
});

async function pick(page: Page, scope: Locator, label: string, option: string, typed?: string) {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  await box.click();
  if (typed) await box.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openCommissions(page: Page) {
  await page.goto(`/manifests/${scene.manifest.id}`);
  await page.getByRole('button', { name: `Dépense : commissions du manifeste ${ref}` }).click();
  const modal = page.getByRole('dialog', { name: `Commissions du manifeste ${ref}` });
  await expect(modal.getByRole('button', { name: 'Ajouter' })).toBeVisible();
  return modal;
}

/** The result on the manifest's card, then the margin its modal shows. */
async function result(page: Page): Promise<{ card: string; margin: string }> {
  const button = page.getByRole('article', { name: ref }).getByRole('button', { name: new RegExp(`^Résultat du manifeste ${ref}`) });
  const card = (await button.textContent()) ?? '';
  await button.click();
  const modal = page.getByRole('dialog', { name: `Résultat du manifeste ${ref}` });
  const margin = (await modal.getByRole('region', { name: 'Marge' }).getByRole('row').first().textContent()) ?? '';
  await modal.getByRole('button', { name: 'Fermer' }).last().click();
  await expect(modal).toBeHidden();
  return { card, margin };
}

test.describe('commissions of a manifest', () => {
  test.describe.configure({ mode: 'serial' });

  test('a commission of 100 $ shared 60 + 40; a third share of 10 $ is refused before sending', async ({ page }) => {
    await signIn(page, { username: agent.tel, password: agent.password });
    await landed(page);
    await page.goto(`/manifests/${scene.manifest.id}`);
    const card = page.getByRole('article', { name: ref });
    // 6 500 $ of freight, nothing spent yet.
    await expect(card).toContainText('Commissions0,00 $');
    await expect(card).toContainText('Résultat+6 500,00 $ · 100,0 %');

    const modal = await openCommissions(page);
    await expect(modal.getByText('Aucune commission')).toBeVisible();
    await pick(page, modal, 'Type', 'Commission');
    await modal.getByRole('textbox', { name: 'Montant commission' }).fill('100');
    await pick(page, modal, 'Bénéficiaire', `${furaha.name} · ${furaha.tel}`, 'Furaha');
    await modal.getByRole('textbox', { name: 'Montant', exact: true }).fill('60');
    await modal.getByRole('textbox', { name: 'Description' }).fill('Apport de fret');
    const sharing = modal.getByRole('status', { name: 'Répartition' });
    await expect(sharing).toContainText('Déjà réparti : 0,00 $');
    await expect(sharing).toContainText('Reste après ce bénéficiaire : 40,00 $');
    await modal.getByRole('button', { name: 'Ajouter' }).click();
    const rows = modal.getByRole('table', { name: 'Parts des commissions' }).getByRole('row', { name: /DEP-/ });
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(/^DEP-\d{6}-160,00\s\$Commission/);
    await expect(rows.first()).toContainText(`${furaha.name}Apport de fret`);

    // The second beneficiary is new: created as an external person, then picked.
    await modal.getByRole('button', { name: 'Nouveau bénéficiaire' }).click();
    const created = page.getByRole('dialog', { name: 'Nouveau bénéficiaire' });
    await created.getByRole('textbox', { name: 'Nom' }).fill(baraka.name);
    await created.getByRole('textbox', { name: 'Téléphone' }).fill(baraka.tel);
    await created.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect(created).toBeHidden();
    await expect(modal.getByRole('combobox', { name: 'Bénéficiaire', exact: true })).toHaveValue(`${baraka.name} · ${baraka.tel}`);
    // The type and the total stay for the next share of the same commission.
    await expect(modal.getByRole('textbox', { name: 'Montant commission' })).toHaveValue('100');
    await modal.getByRole('textbox', { name: 'Montant', exact: true }).fill('40');
    await expect(sharing).toContainText('Déjà réparti : 60,00 $');
    await expect(sharing).toContainText('Reste après ce bénéficiaire : 0,00 $');
    await modal.getByRole('button', { name: 'Ajouter' }).click();
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(/^DEP-\d{6}-240,00\s\$Commission/);
    await expect(modal.getByRole('list', { name: 'Commissions du manifeste' })).toContainText('total 100,00 $, réparti 100,00 $, reste 0,00 $');

    // Nothing left: a third share is refused in the form, and nothing is sent.
    await pick(page, modal, 'Bénéficiaire', `${furaha.name} · ${furaha.tel}`, 'Furaha');
    await modal.getByRole('textbox', { name: 'Montant', exact: true }).fill('10');
    await expect(modal.getByText(over)).toBeVisible();
    await expect(sharing).toContainText('Reste après ce bénéficiaire : -10,00 $');
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/depenses') posted = true;
    });
    await modal.getByRole('button', { name: 'Ajouter' }).click();
    await expect(modal.getByText(over)).toBeVisible();
    await page.waitForTimeout(300);
    expect(posted).toBe(false);
    await expect(rows).toHaveCount(2);

    const shares = await answered<{ commissions: { allotted: number; remaining: number; shares: unknown[] }[]; result: { commissions: number } }>(
      page.request.get(`/api/depenses/manifestId/${scene.manifest.id}`),
    );
    expect(shares.commissions.map(({ allotted, remaining, shares: list }) => [allotted, remaining, list.length])).toEqual([[100, 0, 2]]);
    expect(shares.result.commissions).toBe(100);
  });

  test('only the last share can be cancelled, and the result follows', async ({ page }) => {
    await signIn(page, { username: agent.tel, password: agent.password });
    await landed(page);
    await page.goto(`/manifests/${scene.manifest.id}`);
    await expect(page.getByRole('article', { name: ref })).toContainText('Commissions100,00 $');
    const before = await result(page);
    expect(before.card).toMatch(/^\+6\s400,00\s\$ · 98,5\s%$/);
    expect(before.margin).toMatch(/\+6\s400,00\s\$$/);

    const modal = await openCommissions(page);
    const rows = modal.getByRole('table', { name: 'Parts des commissions' }).getByRole('row', { name: /DEP-/ });
    await expect(rows).toHaveCount(2);
    const [first, last] = [(await rows.nth(0).getByRole('button').textContent())!, (await rows.nth(1).getByRole('button').textContent())!];
    const cancel = modal.getByRole('button', { name: 'Annuler la part' });
    await expect(cancel).toBeDisabled();
    await modal.getByRole('button', { name: `Choisir la part ${first}` }).click();
    await expect(modal.getByText(`Modification de la part ${first}`)).toBeVisible();
    await expect(cancel).toBeDisabled();
    await cancel.hover();
    await expect(page.getByRole('tooltip')).toHaveText("Seule la dernière part d'une commission peut être annulée");

    await modal.getByRole('button', { name: `Choisir la part ${last}` }).click();
    await expect(cancel).toBeEnabled();
    await cancel.click();
    const confirm = page.getByRole('dialog', { name: `Annuler la part ${last}` });
    await expect(confirm).toContainText(`La part ${last} de 40,00 $ pour ${baraka.name} sera annulée`);
    // Its buttons say what they do: 'Garder la part' closes, 'Annuler la part' cancels it.
    await expect(confirm.getByRole('button', { name: 'Garder la part' })).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Annuler', exact: true })).toHaveCount(0);
    await confirm.getByRole('button', { name: 'Annuler la part' }).click();
    await expect(confirm).toBeHidden();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(furaha.name);
    await expect(modal.getByRole('list', { name: 'Commissions du manifeste' })).toContainText('réparti 60,00 $, reste 40,00 $');
    await modal.getByRole('button', { name: 'Fermer' }).last().click();
    await expect(modal).toBeHidden();

    await expect(page.getByRole('article', { name: ref })).toContainText('Commissions60,00 $');
    const after = await result(page);
    expect(after.card).toMatch(/^\+6\s440,00\s\$ · 99,1\s%$/);
    expect(after.margin).toMatch(/\+6\s440,00\s\$$/);
  });

  test('the result modal shows the revenue by destination and the commissions by type', async ({ page }) => {
    await signIn(page, { username: agent.tel, password: agent.password });
    await landed(page);
    await page.goto(`/manifests/${scene.manifest.id}`);
    await page.getByRole('article', { name: ref }).getByRole('button', { name: new RegExp(`^Résultat du manifeste ${ref}`) }).click();
    const modal = page.getByRole('dialog', { name: `Résultat du manifeste ${ref}` });
    await expect(modal.getByRole('region', { name: 'Recettes par destination' })).toContainText('Vol Kinshasa6 500,00 $');
    await expect(modal.getByRole('region', { name: 'Recettes par destination' })).toContainText('Total des recettes6 500,00 $');
    await expect(modal.getByRole('region', { name: 'Commissions et dépenses par type' })).toContainText('Commission60,00 $');
    await expect(modal.getByRole('region', { name: 'Marge' })).toContainText('Marge en % des recettes99,1 %');
  });

  test('once the manifest is validated, its commissions are locked for a user without admin', async ({ page, playwright, baseURL }) => {
    const api = await adminApi(playwright, baseURL!);
    await answered(
      api.post(`/api/manifests/${scene.manifest.id}/validate`, { data: { status: 'Arriver', departureDate: '2026-11-22', departureTime: '09:15' } }),
    );
    const commission = await typedepenseId(api, 'Commission');
    await api.dispose();

    await signIn(page, { username: agent.tel, password: agent.password });
    await landed(page);
    const modal = await openCommissions(page);
    await expect(modal.getByRole('alert').filter({ hasText: 'Commissions en lecture seule' })).toContainText(
      "Ce manifeste n'est plus en préparation : ses commissions ne peuvent plus être changées sans la permission « admin ».",
    );
    await expect(modal.getByRole('button', { name: 'Ajouter' })).toBeDisabled();
    await expect(modal.getByRole('button', { name: 'Vider' })).toBeDisabled();
    await expect(modal.getByRole('button', { name: 'Annuler la part' })).toBeDisabled();
    await expect(modal.getByRole('combobox', { name: 'Type', exact: true })).toBeDisabled();
    await expect(modal.getByRole('textbox', { name: 'Montant', exact: true })).toBeDisabled();
    await expect(modal.getByRole('button', { name: 'Nouveau bénéficiaire' })).toHaveCount(0);
    await expect(modal.getByRole('table', { name: 'Parts des commissions' }).getByRole('row', { name: /DEP-/ })).toHaveCount(1);
    await expect(modal.getByRole('button', { name: /^Choisir la part/ })).toHaveCount(0);

    // The server refuses it too.
    const beneficiary = await answered<{ items: { id: number }[] }>(page.request.get('/api/beneficiaries?q=Furaha'));
    const refused = await page.request.post('/api/depenses', {
      data: { typedepenseId: commission, manifesteId: scene.manifest.id, mountT: 100, beneficerId: beneficiary.items[0].id, mount: 10 },
    });
    expect(refused.status()).toBe(409);

    // An administrator may still correct them.
    await modal.getByRole('button', { name: 'Fermer' }).last().click();
    await expect(modal).toBeHidden();
    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await page.waitForURL('/login');
    await signIn(page, { open: false });
    await landed(page);
    const opened = await openCommissions(page);
    await expect(opened.getByText('Commissions en lecture seule')).toHaveCount(0);
    await expect(opened.getByRole('button', { name: 'Ajouter' })).toBeEnabled();
  });
});
