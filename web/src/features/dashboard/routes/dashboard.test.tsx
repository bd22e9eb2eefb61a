import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardOf } from '@/features/dashboard/testing';
import { branch, pageOf, sessionWith } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

/** Spaces as Intl writes them (no-break, narrow no-break), as ordinary ones. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const branches = pageOf([
  { id: 1, name: 'Soute Goma', city: 'Goma', region: 'Nord-Kivu', status: 1, type: 1 },
  { id: 2, name: 'Soute Bukavu', city: 'Bukavu', region: 'Sud-Kivu', status: 1, type: 1 },
]);

const manager = sessionWith(['afficher dashboard', 'afficher rapport']);

const dashboardCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  callsTo(fetchMock, 'GET /api/dashboard').map(({ url }) => Object.fromEntries(url.searchParams));

// Thursday 15 January 2026: this month is 1–15 January, last month December 2025.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 0, 15, 10));
});
afterEach(() => {
  vi.useRealTimers();
});

function dashboardApi(answer = (url: URL) => dashboardOf(url.searchParams.get('from')!, url.searchParams.get('to')!), more: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/dashboard': (_, url) => jsonResponse(200, answer(url)),
    'GET /api/extensions': () => jsonResponse(200, branches),
    'GET /api/today': () => jsonResponse(200, { today: '2026-01-15' }),
    ...more,
  });
}

describe('the dashboard', () => {
  it("shows this month's money, each route's figures and the revenue chart", async () => {
    const fetchMock = dashboardApi();
    renderApp('/dashboard', manager);

    expect(await screen.findByRole('heading', { level: 1, name: 'Situation actuelle' })).toBeInTheDocument();
    const cash = await screen.findByRole('group', { name: 'Caisse' });
    expect(plain(cash.textContent)).toContain('800,00 $');
    expect(plain(screen.getByRole('group', { name: 'Dépense' }).textContent)).toContain('200,00 $');
    expect(plain(screen.getByRole('group', { name: 'Encaissé' }).textContent)).toContain('1 000,00 $');
    const debt = plain(screen.getByRole('group', { name: 'Dette' }).textContent);
    expect(debt).toContain('5 000,00 $');
    expect(debt).toContain('Au total, dont 234,50 $ sur la période');
    const billed = plain(screen.getByRole('group', { name: 'Facturé' }).textContent);
    expect(billed).toContain('1 234,50 $');
    expect(billed).toContain('12 expéditions enregistrées · 4 billets vendus');
    expect(screen.getByText('Du 01/01/2026 au 15/01/2026')).toBeInTheDocument();
    expect(dashboardCalls(fetchMock)).toEqual([{ from: '2026-01-01', to: '2026-01-15' }]);

    const route = screen.getByRole('article', { name: 'Goma - Bukavu' });
    expect(plain(route.textContent)).toContain('3 expéditions · 120,5 kg');
    const figures = within(route)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${plain(term.nextElementSibling?.textContent ?? '')}`);
    expect(figures).toEqual([
      'Pièces en stock: 3',
      'Kg en stock: 30',
      'Pièces sur bordereaux: 2',
      'Kg sur bordereaux: 20',
      'Pièces expédiées: 5',
      'Kg expédiés: 70,5',
      // The tickets sold on the route in the period (no longer '--').
      'Billets: 1 234',
      'Revenu: 456,70 $',
    ]);

    // The chart's figures, as a table, on demand.
    expect(screen.getByRole('figure', { name: 'Revenu sur la période' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Afficher les chiffres du graphique' }));
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row').map((row) => plain(row.textContent))).toEqual([
      'JourFacturéEncaisséDépense',
      '01/01/20261 000,00 $800,00 $150,00 $',
      '15/01/2026234,50 $200,00 $50,00 $',
    ]);
  });

  it("asks for last month's figures when the period changes, and keeps the choice in the URL", async () => {
    const fetchMock = dashboardApi();
    const { router } = renderApp('/dashboard', manager);
    await screen.findByRole('group', { name: 'Caisse' });
    const user = userEvent.setup();

    const filters = screen.getByRole('group', { name: 'Filtres de la situation' });
    await user.click(within(filters).getByRole('combobox', { name: 'Période' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      "Aujourd'hui", 'Cette semaine', 'Ce mois', 'Mois dernier', 'Cette année', 'Personnalisé',
    ]);
    await user.click(screen.getByRole('option', { name: 'Mois dernier' }));

    await waitFor(() => expect(dashboardCalls(fetchMock).at(-1)).toEqual({ from: '2025-12-01', to: '2025-12-31' }));
    expect(await screen.findByText('Du 01/12/2025 au 31/12/2025')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?period=lastMonth');

    await user.click(within(filters).getByRole('combobox', { name: 'Période' }));
    await user.click(await screen.findByRole('option', { name: 'Cette semaine' }));
    await waitFor(() => expect(dashboardCalls(fetchMock).at(-1)).toEqual({ from: '2026-01-12', to: '2026-01-15' }));

    // A custom period starts from the days shown, and asks for nothing while it ends before it starts.
    await user.click(within(filters).getByRole('combobox', { name: 'Période' }));
    await user.click(await screen.findByRole('option', { name: 'Personnalisé' }));
    expect(within(filters).getByRole('textbox', { name: 'Du' })).toHaveValue('12/01/2026');
    const [, clearTo] = within(filters).getAllByRole('button', { name: 'Effacer la date' });
    await user.click(clearTo);
    expect(await screen.findByText('Choisissez le premier et le dernier jour de la période (cinq ans au plus).')).toBeInTheDocument();
    const calls = dashboardCalls(fetchMock).length;
    await user.type(within(filters).getByRole('textbox', { name: 'Au' }), '01/01/2026');
    expect(await within(filters).findByText('La période se termine avant de commencer.')).toBeInTheDocument();
    expect(dashboardCalls(fetchMock)).toHaveLength(calls);
  });

  it('opens on the period and branch of its URL, and a branch can be picked by those without one', async () => {
    const fetchMock = dashboardApi();
    const { router } = renderApp('/dashboard?from=2025-11-01&to=2025-11-30&brancheId=2', manager);

    await screen.findByRole('group', { name: 'Caisse' });
    expect(dashboardCalls(fetchMock)).toEqual([{ from: '2025-11-01', to: '2025-11-30', brancheId: '2' }]);
    const filters = screen.getByRole('group', { name: 'Filtres de la situation' });
    expect(within(filters).getByRole('combobox', { name: 'Période' })).toHaveValue('Personnalisé');
    await waitFor(() => expect(within(filters).getByRole('combobox', { name: 'Agence' })).toHaveValue('Soute Bukavu'));

    await userEvent.click(within(filters).getByRole('combobox', { name: 'Agence' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Soute Goma' }));
    await waitFor(() => expect(dashboardCalls(fetchMock).at(-1)).toEqual({ from: '2025-11-01', to: '2025-11-30', brancheId: '1' }));
    expect(router.state.location.search).toBe('?from=2025-11-01&to=2025-11-30&brancheId=1');
  });

  it('keeps someone bound to a branch to theirs, without a picker', async () => {
    const fetchMock = dashboardApi();
    renderApp('/dashboard?brancheId=2', { ...manager, extension: branch(1, 'Soute Goma') });

    await screen.findByRole('group', { name: 'Caisse' });
    // Their branch is the server's to apply: the URL's is not sent.
    expect(dashboardCalls(fetchMock)).toEqual([{ from: '2026-01-01', to: '2026-01-15' }]);
    const agency = screen.getByRole('textbox', { name: 'Agence' });
    expect(agency).toHaveValue('Soute Goma');
    expect(agency).toHaveAttribute('readonly');
    expect(screen.queryByRole('combobox', { name: 'Agence' })).not.toBeInTheDocument();
  });

  it("counts its presets from the branch's day, not the browser's, asking once for the right days", async () => {
    // The browser's clock reads Friday 20 November, 22:00; at the branch it is already Saturday 21.
    vi.setSystemTime(new Date(2026, 10, 20, 22));
    const fetchMock = dashboardApi(undefined, { 'GET /api/today': () => jsonResponse(200, { today: '2026-11-21' }) });
    renderApp('/dashboard?period=today', manager);

    expect(await screen.findByText('Le 21/11/2026')).toBeInTheDocument();
    expect(dashboardCalls(fetchMock)).toEqual([{ from: '2026-11-21', to: '2026-11-21' }]);
    // The user's branch (or the agency's first): the server's to say.
    expect(callsTo(fetchMock, 'GET /api/today').map(({ url }) => url.search)).toEqual(['']);

    const user = userEvent.setup();
    const filters = screen.getByRole('group', { name: 'Filtres de la situation' });
    await user.click(within(filters).getByRole('combobox', { name: 'Période' }));
    await user.click(await screen.findByRole('option', { name: 'Cette semaine' }));
    await waitFor(() => expect(dashboardCalls(fetchMock).at(-1)).toEqual({ from: '2026-11-16', to: '2026-11-21' }));
  });

  it('counts from the day of the branch picked, and asks for nothing with the day of the one before', async () => {
    // 22:30 UTC: still the 20th in Kinshasa, already the 21st in Dar es Salaam.
    vi.setSystemTime(new Date(2026, 10, 20, 22, 30));
    const fetchMock = dashboardApi(undefined, {
      'GET /api/today': () => jsonResponse(200, { today: '2026-11-20' }),
      'GET /api/today?brancheId=2': () => jsonResponse(200, { today: '2026-11-21' }),
    });
    renderApp('/dashboard?period=today', manager);
    expect(await screen.findByText('Le 20/11/2026')).toBeInTheDocument();

    const filters = screen.getByRole('group', { name: 'Filtres de la situation' });
    await userEvent.click(within(filters).getByRole('combobox', { name: 'Agence' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Soute Bukavu' }));

    expect(await screen.findByText('Le 21/11/2026')).toBeInTheDocument();
    expect(dashboardCalls(fetchMock)).toEqual([
      { from: '2026-11-20', to: '2026-11-20' },
      { from: '2026-11-21', to: '2026-11-21', brancheId: '2' },
    ]);
  });

  it("waits for the branch's day before asking for a preset", async () => {
    let answer: (day: string) => void = () => {};
    const fetchMock = dashboardApi(undefined, {
      'GET /api/today': () => new Promise<Response>((resolve) => (answer = (day) => resolve(jsonResponse(200, { today: day })))),
    });
    renderApp('/dashboard', manager);

    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/today')).toHaveLength(1));
    expect(await screen.findByRole('group', { name: 'Filtres de la situation' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Chargement…' })).toBeInTheDocument();
    expect(dashboardCalls(fetchMock)).toEqual([]);
    answer('2026-01-16');
    expect(await screen.findByText('Du 01/01/2026 au 16/01/2026')).toBeInTheDocument();
    expect(dashboardCalls(fetchMock)).toEqual([{ from: '2026-01-01', to: '2026-01-16' }]);
  });

  it('asks for typed days without waiting for the branch\'s day', async () => {
    const fetchMock = dashboardApi(undefined, { 'GET /api/today': () => new Promise<Response>(() => {}) });
    renderApp('/dashboard?from=2025-11-01&to=2025-11-30', manager);
    expect(await screen.findByText('Du 01/11/2025 au 30/11/2025')).toBeInTheDocument();
    expect(dashboardCalls(fetchMock)).toEqual([{ from: '2025-11-01', to: '2025-11-30' }]);
  });

  it("moves on to the next day when the screen is left open over midnight", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date(2026, 0, 31, 23, 58));
    let today = '2026-01-31';
    const fetchMock = dashboardApi(undefined, { 'GET /api/today': () => jsonResponse(200, { today }) });
    renderApp('/dashboard', manager);
    expect(await screen.findByText('Du 01/01/2026 au 31/01/2026')).toBeInTheDocument();

    today = '2026-02-01';
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(await screen.findByText('Le 01/02/2026')).toBeInTheDocument();
    expect(dashboardCalls(fetchMock).at(-1)).toEqual({ from: '2026-02-01', to: '2026-02-01' });
  });

  it('says when nothing happened in the period', async () => {
    dashboardApi((url) =>
      dashboardOf(url.searchParams.get('from')!, url.searchParams.get('to')!, { billed: 0, collected: 0, spent: 0, cash: 0, debt: 0, expeditions: 0, tickets: 0 }),
    );
    renderApp('/dashboard', manager);
    expect(await screen.findByText("Aucune activité sur cette période : rien n'a été facturé, encaissé ni dépensé.")).toBeInTheDocument();
    // The debt in total is still there.
    expect(plain(screen.getByRole('group', { name: 'Dette' }).textContent)).toContain('5 000,00 $');
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('says when the figures cannot be loaded, with the server message', async () => {
    mockApi({
      'GET /api/dashboard': () => jsonResponse(403, { msg: "Vous ne pouvez voir que votre agence", code: 'other_branch' }),
      'GET /api/extensions': () => jsonResponse(200, branches),
    });
    renderApp('/dashboard', manager);
    expect(await screen.findByText('Échec du chargement')).toBeInTheDocument();
    expect(screen.getByText('Vous ne pouvez voir que votre agence')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
