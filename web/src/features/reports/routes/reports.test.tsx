import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { receivablesReport, revenueReport } from '@/features/reports/testing';
import { pageOf, sessionWith } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const branches = pageOf([
  { id: 1, name: 'Soute Goma', city: 'Goma', region: 'Nord-Kivu', status: 1, type: 1 },
  { id: 2, name: 'Soute Bukavu', city: 'Bukavu', region: 'Sud-Kivu', status: 1, type: 1 },
]);
const routes = pageOf([
  { id: 7, name: 'Goma - Bukavu', status: 1 },
  { id: 8, name: 'Goma - Kinshasa', status: 0 },
]);

const manager = sessionWith(['afficher dashboard', 'afficher rapport']);

const reportCalls = (fetchMock: ReturnType<typeof mockApi>, name: string) =>
  callsTo(fetchMock, `GET /api/reports/${name}`).map(({ url }) => Object.fromEntries(url.searchParams));

// Thursday 15 January 2026.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 0, 15, 10));
});
afterEach(() => {
  vi.useRealTimers();
});

function reportsApi(more: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/reports/revenue': (_, url) => jsonResponse(200, revenueReport('revenue', { groupBy: (url.searchParams.get('groupBy') as 'day') ?? 'month' })),
    'GET /api/reports/receivables': () => jsonResponse(200, receivablesReport()),
    'GET /api/extensions': () => jsonResponse(200, branches),
    'GET /api/prices': () => jsonResponse(200, routes),
    'GET /api/today': () => jsonResponse(200, { today: '2026-01-15' }),
    ...more,
  });
}

describe('the reports', () => {
  it('open on revenue for this month, by day, with its chart, table and exports', async () => {
    const fetchMock = reportsApi();
    renderApp('/reports', manager);

    expect(await screen.findByRole('heading', { level: 1, name: 'Rapports' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Revenus', 'Tonnage', 'Créances', 'Commissions', 'Dépenses', 'Manifestes', 'Meilleurs clients',
    ]);
    expect(screen.getByRole('tab', { name: 'Revenus' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table', { name: 'Revenus par période, agence et trajet' });
    expect(within(table).getAllByRole('row').map((row) => plain(row.textContent))).toEqual([
      'PériodeAgenceTrajetExpéditionsPoids (kg)FacturéPayéDette',
      '02/01/2026GomaGoma - Bukavu312,510,00 $5,00 $5,00 $',
      'Total312,510,00 $5,00 $5,00 $',
    ]);
    expect(screen.getByRole('figure', { name: 'Facturé et payé par période' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exporter CSV' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Exporter Excel' })).toBeEnabled();
    expect(reportCalls(fetchMock, 'revenue')).toEqual([{ from: '2026-01-01', to: '2026-01-15', groupBy: 'day', page: '1', per_page: '50' }]);

    const filters = screen.getByRole('group', { name: 'Filtres du rapport Revenus' });
    const user = userEvent.setup();
    await user.click(within(filters).getByRole('combobox', { name: 'Regrouper par' }));
    await user.click(await screen.findByRole('option', { name: 'Mois' }));
    await waitFor(() => expect(reportCalls(fetchMock, 'revenue').at(-1)).toMatchObject({ groupBy: 'month' }));

    await user.click(within(filters).getByRole('combobox', { name: 'Trajet' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Goma - Bukavu', 'Goma - Kinshasa (inactif)']);
    await user.click(screen.getByRole('option', { name: 'Goma - Bukavu' }));
    await waitFor(() => expect(reportCalls(fetchMock, 'revenue').at(-1)).toMatchObject({ routeId: '7', groupBy: 'month', page: '1' }));
  });

  it('open the tab of the URL: receivables as of today, without period nor route, by branch', async () => {
    const fetchMock = reportsApi();
    const { router } = renderApp('/reports?tab=receivables&period=lastMonth&routeId=7', manager);

    const table = await screen.findByRole('table', { name: 'Créances par client' });
    expect(screen.getByRole('tab', { name: 'Créances' })).toHaveAttribute('aria-selected', 'true');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByText('Au 15/01/2026, par ancienneté de la dette')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Dette par ancienneté (les 10 plus gros débiteurs)' })).toBeInTheDocument();
    // Neither the period nor the route apply: not offered, not sent.
    const filters = screen.getByRole('group', { name: 'Filtres du rapport Créances' });
    expect(within(filters).queryByRole('combobox', { name: 'Période' })).not.toBeInTheDocument();
    expect(within(filters).queryByRole('combobox', { name: 'Trajet' })).not.toBeInTheDocument();
    expect(reportCalls(fetchMock, 'receivables')).toEqual([{ page: '1', per_page: '50' }]);

    await userEvent.click(within(filters).getByRole('combobox', { name: 'Agence' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Soute Bukavu' }));
    await waitFor(() => expect(reportCalls(fetchMock, 'receivables').at(-1)).toEqual({ brancheId: '2', page: '1', per_page: '50' }));

    // Back to revenue: the period and the branch picked stay.
    await userEvent.click(screen.getByRole('tab', { name: 'Revenus' }));
    await waitFor(() =>
      expect(reportCalls(fetchMock, 'revenue').at(-1)).toEqual({
        from: '2025-12-01',
        to: '2025-12-31',
        brancheId: '2',
        routeId: '7',
        groupBy: 'day',
        page: '1',
        per_page: '50',
      }),
    );
    expect(router.state.location.search).toBe('?tab=revenue&period=lastMonth&routeId=7&brancheId=2');
  });

  it("count their periods from the day of the branch picked, not the browser's", async () => {
    // The browser's clock reads Monday 30 November, 22:00; in Bukavu it is already 1 December.
    vi.setSystemTime(new Date(2026, 10, 30, 22));
    const fetchMock = reportsApi({
      'GET /api/today': () => jsonResponse(200, { today: '2026-11-30' }),
      'GET /api/today?brancheId=2': () => jsonResponse(200, { today: '2026-12-01' }),
    });
    renderApp('/reports?brancheId=2', manager);

    await screen.findByRole('table', { name: 'Revenus par période, agence et trajet' });
    // The picked branch's day (the layout also asks for the user's own, which the forms date with).
    expect(callsTo(fetchMock, 'GET /api/today').map(({ url }) => url.search)).toContain('?brancheId=2');
    expect(reportCalls(fetchMock, 'revenue')).toEqual([{ from: '2026-12-01', to: '2026-12-01', brancheId: '2', groupBy: 'day', page: '1', per_page: '50' }]);

    const filters = screen.getByRole('group', { name: 'Filtres du rapport Revenus' });
    await userEvent.click(within(filters).getByRole('combobox', { name: 'Période' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Mois dernier' }));
    await waitFor(() => expect(reportCalls(fetchMock, 'revenue').at(-1)).toMatchObject({ from: '2026-11-01', to: '2026-11-30', brancheId: '2' }));
  });

  it('turn the pages of a long report', async () => {
    const fetchMock = reportsApi({
      'GET /api/reports/revenue': (_, url) => jsonResponse(200, revenueReport('revenue', { total: 120, page: Number(url.searchParams.get('page')) })),
    });
    const { router } = renderApp('/reports', manager);
    expect(await screen.findByText('1–50 sur 120')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(reportCalls(fetchMock, 'revenue').at(-1)).toMatchObject({ page: '3', per_page: '50' }));
    expect(await screen.findByText('101–120 sur 120')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=3');
  });

  it('say when a report has no rows, and when it cannot be loaded', async () => {
    reportsApi({
      'GET /api/reports/revenue': () => jsonResponse(200, revenueReport('revenue', { rows: [], total: 0, totals: {}, chart: null })),
      'GET /api/reports/receivables': () => jsonResponse(400, { msg: 'La période dépasse cinq ans', code: 'invalid_input', fields: { to: 'trop long' } }),
    });
    renderApp('/reports', manager);
    expect(await screen.findByText('Aucune donnée sur cette période')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Créances' }));
    expect(await screen.findByText('Échec du chargement')).toBeInTheDocument();
    expect(screen.getByText('La période dépasse cinq ans')).toBeInTheDocument();
  });

  it('say so when the branches cannot be listed for this user, and still load', async () => {
    reportsApi({
      'GET /api/extensions': () => jsonResponse(403, { msg: 'Permission manquante : afficher extension', code: 'forbidden' }),
    });
    renderApp('/reports?tab=receivables', manager);
    await screen.findByRole('table', { name: 'Créances par client' });
    const agency = screen.getByRole('combobox', { name: 'Agence' });
    await waitFor(() => expect(agency).toBeDisabled());
    expect(screen.getByText('Liste des agences non accessible : toutes sont comptées.')).toBeInTheDocument();
  });
});
