import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { depensePage, expense, manifestOption, typedepenses } from '@/features/depenses/testing';
import { lastExpenseDay } from '@/features/depenses/utils/dates';
import { isoDay } from '@/lib/periods';
import { formatDate } from '@/lib/format';
import type { Permission } from '@/lib/permissions';
import { pageOf, person, sessionWith } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

// Toasts live in a store of their own: those of one test would fill the next one's five places.
afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

const branches = pageOf([
  { id: 1, name: 'Soute Goma', city: 'Goma', region: 'Nord-Kivu', status: 1, type: 1 },
  { id: 2, name: 'Soute Kinshasa', city: 'Kinshasa', region: 'Kinshasa', status: 1, type: 1 },
]);
const station = person(40, 'Station Kivu Fuel', { id: 5, name: 'Externe', code: 'externe' });

function expensesApi(more: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/depenses': () => jsonResponse(200, depensePage([expense(78, 1234.5)], 1234.5)),
    'GET /api/typedepenses': () => jsonResponse(200, typedepenses),
    'GET /api/extensions': () => jsonResponse(200, branches),
    'GET /api/beneficiaries': () => jsonResponse(200, pageOf([station])),
    'GET /api/manifests': () => jsonResponse(200, pageOf([manifestOption(12)])),
    ...more,
  });
}

const agent: Permission[] = ['afficher depense', 'ajouter depense', 'modifier depense', 'afficher client', 'afficher manifeste'];

async function openNew(permissions: Permission[] = agent) {
  renderApp('/depenses', sessionWith(permissions));
  await userEvent.click(await screen.findByRole('button', { name: 'Nouvelle dépense' }));
  return screen.findByRole('dialog', { name: 'Nouvelle dépense' });
}

const body = (call: { init: RequestInit }) => JSON.parse(String(call.init.body)) as Record<string, unknown>;

describe('the expense form', () => {
  it("starts on today, at the user's own branch, and offers only the types that are not a manifest's", async () => {
    expensesApi();
    const modal = await openNew();
    const user = userEvent.setup();

    expect(within(modal).getByRole('textbox', { name: /^Date/ })).toHaveValue(formatDate(isoDay(new Date())));
    const branch = within(modal).getByRole('combobox', { name: /^Agence/ });
    await waitFor(() => expect(branch).toHaveValue('Soute Goma'));
    // Bound to a branch, without `admin`: the server would refuse another one.
    expect(branch).toBeDisabled();
    expect(within(modal).getByText('Votre agence')).toBeInTheDocument();

    await user.click(within(modal).getByRole('combobox', { name: /^Type/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Carburant', 'Loyer', 'Salaires', 'Divers']);
  });

  it('offers beneficiaries to whoever records expenses, and flights only to those who may see manifests', async () => {
    const fetchMock = expensesApi();
    const modal = await openNew(['afficher depense', 'ajouter depense']);

    expect(within(modal).getByRole('combobox', { name: 'Bénéficiaire' })).toBeEnabled();
    expect(within(modal).getByRole('combobox', { name: 'Vol / Manifeste' })).toBeDisabled();
    expect(within(modal).getByText('Pour qui peut voir les manifestes.')).toBeInTheDocument();
    // Nothing asked that the server would refuse.
    expect(callsTo(fetchMock, 'GET /api/manifests')).toEqual([]);
  });

  it('requires the type and the amount, and sends nothing until they are there', async () => {
    const fetchMock = expensesApi();
    const modal = await openNew();
    const user = userEvent.setup();

    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));
    expect(await within(modal).findByText('Choisissez le type de la dépense.')).toBeInTheDocument();
    expect(within(modal).getByText('Saisissez le montant.')).toBeInTheDocument();
    expect(within(modal).getByRole('textbox', { name: /^Montant/ })).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST /api/depenses')).toEqual([]);
  });

  it('checks the bounds: an amount above zero, at most $10,000,000 and in cents; a date from 2000 to tomorrow', async () => {
    const fetchMock = expensesApi();
    const modal = await openNew();
    const user = userEvent.setup();
    const amount = within(modal).getByRole('textbox', { name: /^Montant/ });
    const date = within(modal).getByRole('textbox', { name: /^Date/ });
    const save = within(modal).getByRole('button', { name: 'Sauvegarder' });

    await user.type(amount, '0');
    await user.click(save);
    expect(await within(modal).findByText('Le montant doit être supérieur à zéro.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '10 000 000,01');
    await user.click(save);
    expect(await within(modal).findByText(/^Au plus 10\s000\s000,00\s\$\.$/)).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '12,505');
    await user.click(save);
    expect(await within(modal).findByText('Deux décimales au plus.')).toBeInTheDocument();
    // Left as typed, not rounded to what would pass.
    expect(amount).toHaveValue('12,505');

    await user.clear(date);
    await user.type(date, '31/12/1999');
    await user.click(save);
    expect(await within(modal).findByText('Au plus tôt le 01/01/2000.')).toBeInTheDocument();
    const [year, month, day] = lastExpenseDay().split('-').map(Number);
    const afterTomorrow = new Date(year, month - 1, day + 1);
    await user.clear(date);
    await user.type(date, formatDate(afterTomorrow));
    await user.click(save);
    expect(await within(modal).findByText(`Au plus tard le ${formatDate(lastExpenseDay())}.`)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/depenses')).toEqual([]);
  });

  it('records an expense of 12,5 $ with its beneficiary, flight and description; the button waits for the answer', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = expensesApi({ 'POST /api/depenses': () => new Promise((resolve) => (answer = resolve)) });
    const modal = await openNew();
    const user = userEvent.setup();

    await user.click(within(modal).getByRole('combobox', { name: /^Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Carburant' }));
    await user.type(within(modal).getByRole('textbox', { name: /^Montant/ }), '12,5');
    await user.click(within(modal).getByRole('combobox', { name: 'Bénéficiaire' }));
    await user.type(within(modal).getByRole('combobox', { name: 'Bénéficiaire' }), 'Station');
    // Searched by name on the server.
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET /api/beneficiaries').map(({ url }) => Object.fromEntries(url.searchParams))).toContainEqual({
        q: 'Station',
        per_page: '20',
      }),
    );
    await user.click(await screen.findByRole('option', { name: 'Station Kivu Fuel · 0990000040' }));
    await user.click(within(modal).getByRole('combobox', { name: 'Vol / Manifeste' }));
    await user.click(await screen.findByRole('option', { name: /MAN-000012/ }));
    await user.type(within(modal).getByRole('textbox', { name: 'Description' }), 'Plein du groupe électrogène');
    // Written back as French writes it.
    expect(within(modal).getByRole('textbox', { name: /^Montant/ })).toHaveValue('12,50');

    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));
    await waitFor(() => expect(within(modal).getByRole('button', { name: 'Sauvegarder' })).toBeDisabled());
    const [post] = callsTo(fetchMock, 'POST /api/depenses');
    expect(body(post)).toEqual({
      typedepenseId: 3,
      brancheId: 1,
      mount: 12.5,
      date: isoDay(new Date()),
      description: 'Plein du groupe électrogène',
      beneficerId: 40,
      manifesteId: 12,
    });

    answer(jsonResponse(201, { msg: 'Dépense enregistrée', data: { ...expense(79, 12.5), shares: null, result: null } }));
    expect(await screen.findByText('Dépense enregistrée')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list is fetched again.
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/depenses').length).toBeGreaterThan(1));
  });

  it("shows the server's refusals on their fields, or above the form, and stays open", async () => {
    let refusal = jsonResponse(400, { msg: 'Certains champs sont invalides', code: 'invalid_input', fields: { mount: 'Au plus 10 000 000,00 $' } });
    expensesApi({ 'POST /api/depenses': () => refusal });
    const modal = await openNew(['afficher depense', 'ajouter depense', 'admin']);
    const user = userEvent.setup();

    // With `admin`, any branch.
    const branch = within(modal).getByRole('combobox', { name: /^Agence/ });
    expect(branch).toBeEnabled();
    await user.click(branch);
    await user.click(await screen.findByRole('option', { name: 'Soute Kinshasa' }));
    await user.click(within(modal).getByRole('combobox', { name: /^Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Loyer' }));
    await user.type(within(modal).getByRole('textbox', { name: /^Montant/ }), '500');
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));
    expect(await within(modal).findByText('Au plus 10 000 000,00 $')).toBeInTheDocument();
    expect(within(modal).getByRole('textbox', { name: /^Montant/ })).toHaveAttribute('aria-invalid', 'true');

    refusal = jsonResponse(403, { msg: "Vous ne pouvez enregistrer que les dépenses de votre agence", code: 'other_branch' });
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent('Vous ne pouvez enregistrer que les dépenses de votre agence');
    expect(screen.getByRole('dialog', { name: 'Nouvelle dépense' })).toBeInTheDocument();
  });

  it('edits an expense from its row, sending the version it started from', async () => {
    const fuel = expense(78, 1234.5, {
      beneficerId: 40,
      beneficer: { id: 40, name: 'Station Kivu Fuel', tel: '0990000040' },
      manifesteId: 12,
      manifeste: { id: 12, ref_manifest: 'MAN-000012', status: 'EnCours' },
    });
    const fetchMock = expensesApi({
      'GET /api/depenses': () => jsonResponse(200, depensePage([fuel], 1234.5)),
      'PUT /api/depenses/78': () => jsonResponse(200, { msg: 'Dépense enregistrée', data: { ...fuel, shares: null, result: null } }),
    });
    renderApp('/depenses', sessionWith(agent));
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Modifier la dépense DEP-000078' }));
    const modal = await screen.findByRole('dialog', { name: 'Modifier la dépense DEP-000078' });
    const amount = within(modal).getByRole('textbox', { name: /^Montant/ });
    expect(amount).toHaveValue('1234,50');
    expect(within(modal).getByRole('textbox', { name: /^Date/ })).toHaveValue('21/11/2026');
    expect(within(modal).getByRole('combobox', { name: 'Bénéficiaire' })).toHaveValue('Station Kivu Fuel · 0990000040');
    expect(within(modal).getByRole('combobox', { name: 'Vol / Manifeste' })).toHaveValue('MAN-000012');
    await waitFor(() => expect(within(modal).getByRole('combobox', { name: /^Type/ })).toHaveValue('Carburant'));

    await user.clear(amount);
    await user.type(amount, '1 300,75');
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));
    expect(await screen.findByText('Dépense enregistrée')).toBeInTheDocument();
    const [put] = callsTo(fetchMock, 'PUT /api/depenses/78');
    expect(body(put)).toEqual({
      typedepenseId: 3,
      brancheId: 1,
      mount: 1300.75,
      date: '2026-11-21',
      description: 'Plein du groupe électrogène',
      beneficerId: 40,
      manifesteId: 12,
      updatedAt: '2026-11-21T08:05:00.000000Z',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
