import { expect, test, type Locator, type Page } from '@playwright/test';
import { answered, created, ensureBranch, ensureProfile, ensureRoute, ensureUser } from './fixtures.ts';
import { adminApi, landed, signIn, openFromSidebar } from './support.ts';

// Issue 10 in the browser: decimals typed the French way, a mistaken payment cancelled (never
// erased) so that the expedition can be corrected, the audit trail that shows it, and a double
// click that registers once. Names and phone numbers of this file only.
const origin = { name: 'Confiance Goma', tel: '0976100100', region: 'Nord-Kivu', city: 'Goma' };
const destination = { name: 'Confiance Kinshasa', tel: '0976100200', region: 'Kinshasa', city: 'Kinshasa' };
const route = { name: 'Confiance Goma - Kinshasa', price: 2.5 };
const sender = { name: 'Sifa Expéditrice', tel: '0976100001' };
const recipient = { name: 'Baraka Destinataire', tel: '0976100002' };
/** A client of the double-click test only, so that their expeditions can be counted. */
const doubleClicker = { name: 'Furaha Doublon', tel: '0976100003' };
const mistaken = { name: 'Kahindo Erreur', tel: '0976100004' };
const agent = { name: 'Agent Confiance', tel: '0976100010', password: 'Agent-Confiance-2026' };
const manager = { name: 'Gérante Confiance', tel: '0976100011', password: 'Gerante-Confiance-2026' };

const agentPermissions = ['afficher expedition', 'ajouter expedition', 'afficher client'];
// Who corrects an agent's mistakes: cancels payments, edits expeditions, reads the Journal.
const managerPermissions = [
  'afficher dashboard',
  'afficher expedition',
  'modifier expedition',
  'afficher facture',
  'supprimer facture',
  'afficher client',
  // The Journal's person filter lists the staff.
  'afficher personnel',
  'admin',
];

const ids: Record<string, number> = {};

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await adminApi(playwright, testInfo.project.use.baseURL!);
  for (const [key, branch] of Object.entries({ origin, destination })) {
    ids[key] = await ensureBranch(api, { ...branch, countryCode: 'cd', status: 1, type: 1, social_reason: 'Confiance SARL' });
  }
  ids.route = await ensureRoute(api, { ...route, originId: ids.origin, destinationId: ids.destination });
  for (const [key, client] of Object.entries({ sender, recipient, doubleClicker, mistaken })) ids[key] = await ensureUser(api, client);
  const agentProfile = await ensureProfile(api, 'Agent confiance', agentPermissions);
  const managerProfile = await ensureProfile(api, 'Gérant confiance', managerPermissions);
  await ensureUser(api, { ...agent, profileId: agentProfile, extensionId: ids.origin });
  await ensureUser(api, { ...manager, profileId: managerProfile, extensionId: ids.origin });
  await api.dispose();
});

/** Picks `option` in the select labelled `label`, typing the start of it to narrow the list. */
async function pick(page: Page, scope: Locator, label: string, typed: string, option: string | RegExp) {
  const input = scope.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

/** Opens the new expedition form and fills its parties, route and one line of `pieces` × `weight` typed as is. */
async function fillNewExpedition(page: Page, from: { name: string; tel: string }, pieces: string, weight: string) {
  await page.goto('/expeditions');
  await page.getByRole('button', { name: 'Nouvelle expédition' }).click();
  const form = page.getByRole('dialog', { name: 'Nouvelle expédition' });
  await pick(page, form, 'Expéditeur', from.name.slice(0, 6), `${from.name} · ${from.tel}`);
  await pick(page, form, 'Destinataire', 'Baraka', `${recipient.name} · ${recipient.tel}`);
  await pick(page, form, 'Trajet', 'Confiance', new RegExp(`^${route.name}`));
  const line = form.getByRole('region', { name: 'Colis 1' });
  await line.getByRole('textbox', { name: 'Quantité' }).fill(pieces);
  await line.getByRole('textbox', { name: 'Poids unitaire (kg)' }).pressSequentially(weight);
  await line.getByRole('textbox', { name: 'Description' }).fill('Sacs de café');
  return { form, line };
}

test('an agent types 12,5 kg and the slip says 12,5 kg', async ({ page }) => {
  await signIn(page, { username: agent.tel, password: agent.password });
  await landed(page);
  const { form, line } = await fillNewExpedition(page, sender, '1', '12,5');
  // Typed with a comma (as on a French phone keyboard): twelve and a half, not 125.
  await expect(line).toContainText('1 × 12,5 kg = 12,5 kg · 31,25 $');
  await expect(form.getByRole('region', { name: 'Totaux' })).toHaveText(/Colis1Pièces1Poids12,5\skgPrix net31,25\s\$/);

  const saved = page.waitForResponse((response) => response.url().endsWith('/api/expeditions') && response.request().method() === 'POST');
  await form.getByRole('button', { name: 'Sauvegarder' }).click();
  const answer = await (await saved).json();
  expect(answer.data.packags[0].unitWeight).toBe(12.5);
  const done = page.getByRole('dialog', { name: `Expédition ${answer.data.ref_expedition} enregistrée` });
  await done.getByRole('button', { name: 'Terminer' }).click();
  await expect(done).toBeHidden();

  await page.getByRole('button', { name: `Actions pour ${answer.data.ref_expedition}` }).click();
  await page.getByRole('menuitem', { name: 'Reçu' }).click();
  const slip = page.getByRole('article', { name: "BON D'EXPÉDITION" });
  await expect(slip.getByRole('row', { name: new RegExp(`${answer.data.ref_expedition}-1`) })).toContainText('12,5 kg');
  await expect(slip).toContainText('Prix net31,25 $');
});

test('a manager cancels a mistaken payment, corrects the expedition and finds both in the Journal', async ({ page, playwright }, testInfo) => {
  // An agent typed 125 kg instead of 12,5 and the client paid the whole (wrong) price.
  const api = await adminApi(playwright, testInfo.project.use.baseURL!);
  const expedition = await created<{ id: number; ref_expedition: string; price: number }>(
    api.post('/api/expeditions', {
      data: {
        senderId: ids.mistaken,
        recipientId: ids.recipient,
        destinationId: ids.route,
        cash: -1,
        colis: [{ quantity: 1, weight: 125, description: 'Pagnes' }],
      },
    }),
  );
  expect(expedition.price).toBe(312.5);
  const payments = await answered<{ items: { id: number; ref_invoice: string }[] }>(
    api.get(`/api/invoices?column=expedition.ref_expedition&q=${expedition.ref_expedition}`),
  );
  const payment = payments.items[0];
  await api.dispose();

  await signIn(page, { username: manager.tel, password: manager.password });
  await landed(page);

  // The edit is refused while the payment counts: the price would fall below what was paid.
  await page.goto('/invoices');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await page.getByRole('combobox', { name: 'Rechercher par' }).click();
  await page.getByRole('option', { name: "Référence de l'expédition" }).click();
  await page.getByRole('textbox', { name: 'Texte recherché' }).fill(expedition.ref_expedition);
  const row = page.getByRole('row', { name: new RegExp(payment.ref_invoice) });
  await expect(row).toContainText('312,50 $');
  await row.getByRole('button', { name: `Annuler le paiement ${payment.ref_invoice}` }).click();
  const modal = page.getByRole('dialog', { name: `Annuler le paiement ${payment.ref_invoice}` });
  await expect(modal).toContainText('restera dans l\'historique');
  await modal.getByRole('button', { name: 'Annuler le paiement' }).click();
  await expect(modal.getByText("Indiquez le motif de l'annulation.")).toBeVisible();
  await modal.getByRole('textbox', { name: "Motif de l'annulation" }).fill('Poids saisi 125 kg au lieu de 12,5 kg');
  await modal.getByRole('button', { name: 'Annuler le paiement' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: /annulé/i })).toBeVisible();
  // Kept, struck through, with who and why.
  await expect(row).toContainText('Annulé');
  await expect(row).toContainText(`par ${manager.name}`);
  await expect(row).toContainText('Motif : Poids saisi 125 kg au lieu de 12,5 kg');
  // And left out of the total.
  await expect(page.getByLabel('Total des paiements')).toContainText('0,00 $');

  // Now the expedition owes its whole price again and can be corrected.
  await page.goto('/expeditions');
  await page.getByRole('button', { name: `Actions pour ${expedition.ref_expedition}` }).click();
  await page.getByRole('menuitem', { name: 'Modifier' }).click();
  const form = page.getByRole('dialog', { name: `Modifier l'expédition ${expedition.ref_expedition}` });
  const weight = form.getByRole('region', { name: 'Colis 1' }).getByRole('textbox', { name: 'Poids unitaire (kg)' });
  await expect(weight).toHaveValue('125');
  await weight.fill('12,5');
  await expect(form.getByRole('region', { name: 'Totaux' })).toHaveText(/Poids12,5\skgPrix net31,25\s\$/);
  await form.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(form).toBeHidden();
  const listed = page.getByRole('row', { name: new RegExp(expedition.ref_expedition) });
  await expect(listed).toContainText('12,5 kg');
  await expect(listed).toContainText('31,25 $');

  // The Journal, from the sidebar: the cancellation and the correction, by the manager.
  await openFromSidebar(page, 'Journal');
  await expect(page.getByRole('heading', { name: 'Journal', level: 1 })).toBeVisible();
  const person = page.getByRole('combobox', { name: 'Personne' });
  await person.click();
  await person.fill('Gérante');
  await page.getByRole('option', { name: manager.name }).click();
  const journal = page.getByRole('table');
  // Each line as a person reads it: the record by its reference, French labels, amounts and weights
  // with their units, a link to what the payment paid; no field names, no JSON.
  const cancelled = journal.getByRole('row').filter({ hasText: 'Annulation' }).filter({ hasText: `Paiement ${payment.ref_invoice}` });
  await expect(cancelled).toHaveCount(1);
  await expect(cancelled).toContainText(manager.name);
  await expect(cancelled).toContainText('Motif : Poids saisi 125 kg au lieu de 12,5 kg');
  await expect(cancelled).toContainText(/Montant : 312,50\s\$/);
  await expect(cancelled.getByRole('link', { name: `Expédition ${expedition.ref_expedition}` })).toHaveAttribute(
    'href',
    `/expeditions/${expedition.id}/bon`,
  );
  const corrected = journal.getByRole('row').filter({ hasText: 'Modification' }).filter({ hasText: `Expédition n° ${expedition.id}` });
  await expect(corrected.first()).toContainText(manager.name);
  await expect(corrected.first()).toContainText(/Poids : 125\skg → 12,5\skg/);
  await expect(corrected.first()).toContainText(/Prix : 312,50\s\$ → 31,25\s\$/);
  await expect(journal).not.toContainText(/\bweight\b|\bprice\b|[{}]/);
  // The manager's sign-in: 'Connexion', with no number of a session.
  const signedIn = journal.getByRole('row').filter({ hasText: 'Connexion' }).first();
  await expect(signedIn.getByRole('cell').nth(3)).toHaveText('Connexion');
  await expect(signedIn).toContainText('Adresse IP : 127.0.0.1');

  await page.getByRole('combobox', { name: 'Élément' }).click();
  await page.getByRole('option', { name: 'Paiement', exact: true }).click();
  await expect(journal.getByRole('row').filter({ hasText: 'Annulation' })).toHaveCount(1);
  await expect(journal.getByRole('row').filter({ hasText: 'Modification' })).toHaveCount(0);
});

test('a double click on Sauvegarder registers one expedition', async ({ page, playwright }, testInfo) => {
  await signIn(page, { username: agent.tel, password: agent.password });
  await landed(page);
  const { form } = await fillNewExpedition(page, doubleClicker, '1', '3,5');

  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/expeditions')) posts.push(request.headers()['idempotency-key'] ?? '');
  });
  await form.getByRole('button', { name: 'Sauvegarder' }).dblclick();
  // One registration, whose next steps the dialog shows.
  await expect(page.getByRole('dialog', { name: /^Expédition EXP-\d+ enregistrée$/ })).toBeVisible();

  // However many requests left, they carried one key.
  expect(posts.length).toBeGreaterThan(0);
  expect(new Set(posts).size).toBe(1);
  expect(posts[0]).toMatch(/^[0-9a-f-]{36}$/);
  const api = await adminApi(playwright, testInfo.project.use.baseURL!);
  const theirs = await answered<{ total: number }>(
    api.get(`/api/expeditions?column=sender.name&q=${encodeURIComponent(doubleClicker.name)}`),
  );
  expect(theirs.total).toBe(1);

  // The same body sent twice at once with one key, as a double click can: still one expedition.
  const body = {
    senderId: ids.doubleClicker,
    recipientId: ids.recipient,
    destinationId: ids.route,
    colis: [{ quantity: 1, weight: 3.5, description: 'Sacs de café' }],
  };
  const headers = { 'Idempotency-Key': crypto.randomUUID() };
  const [one, two] = await Promise.all([
    api.post('/api/expeditions', { data: body, headers }),
    api.post('/api/expeditions', { data: body, headers }),
  ]);
  expect(one.ok() && two.ok()).toBe(true);
  expect((await one.json()).data.id).toBe((await two.json()).data.id);
  const after = await answered<{ total: number }>(
    api.get(`/api/expeditions?column=sender.name&q=${encodeURIComponent(doubleClicker.name)}`),
  );
  expect(after.total).toBe(2);
  await api.dispose();
});
