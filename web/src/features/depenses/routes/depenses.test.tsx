import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { depensePage, expense, share, typedepenses } from '@/features/depenses/testing';
import { pageOf, sessionWith } from '@/testing/fixtures';
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

const fuel = expense(78, 1234.5, {
  manifesteId: 12,
  manifeste: { id: 12, ref_manifest: 'MAN-000012', status: 'EnCours' },
  beneficerId: 40,
  beneficer: { id: 40, name: 'Station Kivu Fuel', tel: null },
});
const rent = expense(79, 500, { typedepenseId: 4, typedepense: { id: 4, type: 'Loyer', ismanifeste: false }, description: null });
const byType = [
  { typedepenseId: 3, type: 'Carburant', amount: 1234.5, count: 1 },
  { typedepenseId: 4, type: 'Loyer', amount: 500, count: 1 },
  { typedepenseId: 1, type: 'Commission', amount: 60, count: 1 },
];
const listed = depensePage([fuel, rent, share(81, 1, 60)], 1794.5, byType);

const listCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  callsTo(fetchMock, 'GET /api/depenses').map(({ url }) => Object.fromEntries(url.searchParams));

function depensesApi(more: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/depenses': () => jsonResponse(200, listed),
    // Today at the user's branch, whose month the list opens on.
    'GET /api/today': () => jsonResponse(200, { today: '2026-11-21' }),
    'GET /api/typedepenses': () => jsonResponse(200, typedepenses),
    'GET /api/extensions': () => jsonResponse(200, branches),
    ...more,
  });
}

const everything = sessionWith(['afficher depense', 'ajouter depense', 'modifier depense', 'supprimer depense']);

describe('the expenses list', () => {
  it("shows this month's expenses and commission shares, with the total and the totals per type", async () => {
    const fetchMock = depensesApi();
    renderApp('/depenses', everything);

    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Num', 'Référence', 'Date', 'Type', 'Montant', 'Bénéficiaire', 'Manifeste', 'Agence', 'État',
    ]);
    const row = within(table).getByRole('row', { name: /DEP-000078/ });
    expect(row).toHaveTextContent('21/11/2026');
    expect(row).toHaveTextContent('CarburantPlein du groupe électrogène');
    expect(row).toHaveTextContent('1 234,50 $');
    expect(row).toHaveTextContent('Soute Goma');
    expect(within(row).getByRole('link', { name: 'DEP-000078' })).toHaveAttribute('href', '/depenses/78');
    expect(within(row).getByRole('link', { name: 'MAN-000012' })).toHaveAttribute('href', '/manifests/12');
    expect(within(row).getByRole('link', { name: 'Station Kivu Fuel' })).toHaveAttribute('href', '/profile/40');
    expect(within(row).getByRole('button', { name: 'Modifier la dépense DEP-000078' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Annuler la dépense DEP-000078' })).toBeInTheDocument();
    // Nobody paid, no flight: a dash.
    expect(within(table).getByRole('row', { name: /DEP-000079/ })).toHaveTextContent('500,00 $——Soute Goma');

    // A share names its commission and is changed on its manifest, not here.
    const shareRow = within(table).getByRole('row', { name: /DEP-000077-1/ });
    expect(within(shareRow).getByText('Commission DEP-000077')).toBeInTheDocument();
    expect(within(shareRow).getByRole('link', { name: 'Kahindo Transit' })).toHaveAttribute('href', '/profile/31');
    expect(within(shareRow).getByRole('link', { name: 'Modifier sur le manifeste MAN-000012 (part DEP-000077-1)' })).toHaveAttribute(
      'href',
      '/manifests/12',
    );
    expect(within(shareRow).queryByRole('button')).not.toBeInTheDocument();

    expect(screen.getByLabelText('Total des dépenses')).toHaveTextContent('Total des 3 dépenses, annulées non comptées1 794,50 $');
    const perType = within(screen.getByRole('list', { name: 'Totaux par type' })).getAllByRole('listitem');
    // Amounts hold no-break spaces.
    expect(perType.map((item) => item.textContent?.replace(/\s/g, ' '))).toEqual([
      'Carburant1 234,50 $1 ligne',
      'Loyer500,00 $1 ligne',
      'Commission60,00 $1 ligne',
    ]);
    // This month, from its first day to its last.
    expect(listCalls(fetchMock)[0]).toEqual({ from: '2026-11-01', to: '2026-11-30', page: '1', per_page: '5' });
    expect(screen.getByRole('button', { name: 'Nouvelle dépense' })).toBeInTheDocument();
  });

  it("opens on the month of the branch's day, not the browser's, and asks for nothing before it knows it", async () => {
    let answer: () => void = () => {};
    const known = new Promise<void>((resolve) => (answer = resolve));
    const fetchMock = depensesApi({
      // Already the 1st of March at the branch, whatever month the browser is in.
      'GET /api/today': async () => {
        await known;
        return jsonResponse(200, { today: '2027-03-01' });
      },
    });
    renderApp('/depenses', everything);
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/today')).not.toHaveLength(0));
    expect(listCalls(fetchMock)).toEqual([]);
    answer();
    await waitFor(() => expect(listCalls(fetchMock)).toHaveLength(1));
    expect(listCalls(fetchMock)[0]).toEqual({ from: '2027-03-01', to: '2027-03-31', page: '1', per_page: '5' });
  });

  it('sends the period, branch, type and search, from the first page', async () => {
    const fetchMock = depensesApi({ 'GET /api/depenses': () => jsonResponse(200, { ...listed, total: 12 }) });
    renderApp('/depenses', everything);
    await screen.findByRole('table');
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toMatchObject({ page: '3' }));

    const filters = screen.getByRole('group', { name: 'Filtres des dépenses' });
    const [clearFrom] = within(filters).getAllByRole('button', { name: 'Effacer la date' });
    await user.click(clearFrom);
    await user.type(within(filters).getByRole('textbox', { name: 'Du' }), '01/10/2026');
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toEqual({ from: '2026-10-01', to: '2026-11-30', page: '1', per_page: '5' }));

    await user.click(within(filters).getByRole('combobox', { name: 'Agence' }));
    await user.click(await screen.findByRole('option', { name: 'Soute Kinshasa' }));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toMatchObject({ brancheId: '2', page: '1' }));

    await user.click(within(filters).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Loyer' }));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toMatchObject({ typedepenseId: '4' }));

    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    await user.click(screen.getByRole('combobox', { name: 'Rechercher par' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Référence', 'Bénéficiaire', 'Description']);
    await user.click(screen.getByRole('option', { name: 'Bénéficiaire' }));
    // Two characters search nothing yet.
    await user.type(screen.getByRole('textbox', { name: 'Texte recherché' }), 'Ka');
    expect(await screen.findByText('La recherche part de 3 caractères.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Texte recherché' }), 'h');
    await waitFor(() =>
      expect(listCalls(fetchMock).at(-1)).toEqual({
        from: '2026-10-01',
        to: '2026-11-30',
        brancheId: '2',
        typedepenseId: '4',
        column: 'beneficer.name',
        q: 'Kah',
        page: '1',
        per_page: '5',
      }),
    );
    expect(listCalls(fetchMock).some((call) => call.q === 'Ka')).toBe(false);
  });

  it('says when the period has no expense, when the filters keep none, and when the list cannot be loaded', async () => {
    depensesApi({ 'GET /api/depenses': () => jsonResponse(200, depensePage([], 0)) });
    renderApp('/depenses', everything);
    expect(await screen.findByText('Aucune dépense sur cette période')).toBeInTheDocument();
    expect(screen.queryByLabelText('Total des dépenses')).not.toBeInTheDocument();
    const user = userEvent.setup();

    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Carburant' }));
    expect(await screen.findByText('Aucune dépense ne correspond aux filtres')).toBeInTheDocument();

    depensesApi({ 'GET /api/depenses': () => jsonResponse(400, { msg: 'Certains champs sont invalides', code: 'invalid_input', fields: { from: 'Date invalide' } }) });
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Loyer' }));
    expect(await screen.findByText('Échec du chargement')).toBeInTheDocument();
    expect(screen.getByText('Certains champs sont invalides')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('shows a cancelled expense struck through and marked, with nothing left to do on it', async () => {
    const cancelled = expense(80, 75, { cancelledAt: '2026-11-22T09:30:00Z' });
    depensesApi({ 'GET /api/depenses': () => jsonResponse(200, depensePage([fuel, cancelled], 1234.5, byType.slice(0, 1))) });
    renderApp('/depenses', everything);

    const row = await screen.findByRole('row', { name: /DEP-000080/ });
    expect(within(row).getByText('Annulée')).toBeInTheDocument();
    expect(row).toHaveTextContent('le 22/11/2026');
    expect(within(row).getByText(/^75,00\s\$$/)).toHaveStyle({ textDecoration: 'line-through' });
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Total des dépenses')).toHaveTextContent('1 234,50 $');
  });

  it('offers adding, editing and cancelling only to those who may', async () => {
    depensesApi();
    renderApp('/depenses', sessionWith(['afficher depense']));
    const table = await screen.findByRole('table');
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: /sur le manifeste/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nouvelle dépense' })).not.toBeInTheDocument();
  });

  it('cancels an expense once confirmed, and the total no longer counts it', async () => {
    let list = listed;
    const fetchMock = depensesApi({
      'GET /api/depenses': () => jsonResponse(200, list),
      'DELETE /api/depenses/78': () => {
        const cancelled = { ...fuel, cancelledAt: '2026-11-22T09:30:00Z' };
        // The fuel's type adds up to nothing now.
        list = depensePage([cancelled, rent, share(81, 1, 60)], 560, [{ ...byType[0], amount: 0 }, ...byType.slice(1)]);
        return jsonResponse(200, { msg: 'Dépense annulée', data: { ...cancelled, shares: null, result: null } });
      },
    });
    renderApp('/depenses', everything);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Annuler la dépense DEP-000078' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annuler la dépense DEP-000078' });
    expect(dialog).toHaveTextContent(
      "La dépense DEP-000078 de 1 234,50 $ du 21/11/2026 restera dans l'historique, marquée annulée, et ne comptera plus dans les totaux",
    );
    // Keeping it cancels nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Garder la dépense' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'DELETE /api/depenses/78')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Annuler la dépense DEP-000078' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Annuler la dépense' }));
    expect(await screen.findByText('Dépense annulée')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /api/depenses/78')).toHaveLength(1);
    const row = await screen.findByRole('row', { name: /DEP-000078.*Annulée/ });
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Total des dépenses')).toHaveTextContent('560,00 $');
    expect(screen.getByRole('list', { name: 'Totaux par type' })).not.toHaveTextContent('Carburant');
  });

  it('says when the period ends before it starts, and asks nothing of the server', async () => {
    const fetchMock = depensesApi();
    renderApp('/depenses', everything);
    await screen.findByRole('table');
    const user = userEvent.setup();
    const calls = listCalls(fetchMock).length;

    const filters = screen.getByRole('group', { name: 'Filtres des dépenses' });
    const [, clearTo] = within(filters).getAllByRole('button', { name: 'Effacer la date' });
    await user.click(clearTo);
    await waitFor(() => expect(listCalls(fetchMock).length).toBe(calls + 1));
    await user.type(within(filters).getByRole('textbox', { name: 'Au' }), '01/01/2020');
    expect(await within(filters).findByText('La période se termine avant de commencer.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Total des dépenses')).not.toBeInTheDocument();
    expect(listCalls(fetchMock)).toHaveLength(calls + 1);
  });
});
