import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dueList, planeView } from '@/testing/airworthiness';
import { pageOf, sessionWith } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { captureDownloads, onPhone } from '@/testing/browser';
import { renderApp } from '@/testing/render-app';

/** Spaces as Intl writes them (no-break, narrow no-break), as ordinary ones. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const controller = sessionWith(['afficher inspection']);
const fleet = [planeView(), planeView({ id: 2, immatriculation: '9Q-CSF' }), planeView({ id: 3, immatriculation: '9Q-CJD' })];

function dueApi(answer: (url: URL) => Response = () => jsonResponse(200, dueList())) {
  return mockApi({
    'GET /api/due': (_, url) => answer(url),
    'GET /api/planecomposants': () => jsonResponse(200, pageOf(fleet)),
  });
}

const dueCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  callsTo(fetchMock, 'GET /api/due').map(({ url }) => Object.fromEntries(url.searchParams));

describe('the due list', () => {
  it('lists what comes due soonest first, each status in a word with its icon, and where each aircraft stands', async () => {
    dueApi();
    renderApp('/due', controller);

    expect(await screen.findByRole('heading', { level: 1, name: 'Échéancier' })).toBeInTheDocument();
    expect(await screen.findByText('Au 25/11/2026 · bientôt dû : à moins de 30 jours, 50 h ou 50 cycles')).toBeInTheDocument();

    const grounded = screen.getByRole('group', { name: '9Q-CSF' });
    expect(within(grounded).getByText('Immobilisé')).toBeInTheDocument();
    expect(plain(grounded.textContent)).toContain('1 dépassé · 0 bientôt dû');
    expect(plain(grounded.textContent)).toContain('1:35 h et 1,5 cycles par jour');
    expect(within(screen.getByRole('group', { name: '9Q-CJD' })).getByText('En service')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '9Q-CSA' })).toHaveTextContent('Aucun vol ces 90 derniers jours');

    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tout (4)', 'Dépassé (1)', 'Bientôt dû (2)', 'OK (1)']);
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Statut', 'Avion', 'Élément', 'Limite', 'Échéance', 'Reste', 'Date prévue',
    ]);
    const rows = within(table).getAllByRole('row').slice(1).map((row) => plain(row.textContent));
    expect(rows).toEqual([
      'Dépassé9Q-CSFAssurance — ASS-2026-CSFDocumentExpirationle 13/11/2026expiré depuis 12 jours13/11/2026',
      'Bientôt dû9Q-CJDCertificat de navigabilité — CDN-2025-CJDDocumentExpirationle 16/12/202621 jours16/12/2026',
      'OKEn magasinBatterie principale — SN BAT-07PièceEntretien · 600 cyclesà 9 600 cycles1 200 cycles30/08/2027',
      'Bientôt dû9Q-CSAVisite 100 hInspectionInspection · 100 hà 2 090:40 h34:00 hPas de vol récent',
    ]);
    // The word carries the status; its icon and colour only repeat it.
    const overdue = within(table).getAllByRole('row')[1];
    expect(within(overdue).getByText('Dépassé').closest('.mantine-Badge-root')?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(within(overdue).getByRole('link', { name: '9Q-CSF' })).toHaveAttribute('href', '/planes/2');
  });

  it('filters by aircraft, status and horizon, all kept in its address, which its print follows', async () => {
    const fetchMock = dueApi();
    const { router } = renderApp('/due?planeId=2', controller);
    const user = userEvent.setup();

    await screen.findByRole('table');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Avion' })).toHaveValue('9Q-CSF'));
    expect(dueCalls(fetchMock)).toEqual([{ planeId: '2' }]);

    await user.click(screen.getByRole('tab', { name: 'Dépassé (1)' }));
    await waitFor(() => expect(dueCalls(fetchMock).at(-1)).toEqual({ planeId: '2', status: 'depasse' }));
    expect(router.state.location.search).toBe('?planeId=2&status=depasse');

    await user.click(screen.getByRole('combobox', { name: 'Horizon' }));
    await user.click(await screen.findByRole('option', { name: '90 jours' }));
    await waitFor(() => expect(dueCalls(fetchMock).at(-1)).toEqual({ planeId: '2', status: 'depasse', horizonDays: '90' }));
    expect(screen.getByRole('link', { name: 'Imprimer' })).toHaveAttribute('href', '/due/print?planeId=2&status=depasse&horizonDays=90');

    // 'Tout' again: no status asked.
    await user.click(screen.getByRole('tab', { name: 'Tout (4)' }));
    await waitFor(() => expect(dueCalls(fetchMock).at(-1)).toEqual({ planeId: '2', horizonDays: '90' }));
  });

  it('ignores a status or a horizon it does not offer', async () => {
    const fetchMock = dueApi();
    renderApp('/due?status=late&horizonDays=45&planeId=x', controller);
    await screen.findByRole('table');
    expect(dueCalls(fetchMock)).toEqual([{}]);
    expect(screen.getByRole('tab', { name: 'Tout (4)' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says when nothing is due, and when the list could not be read', async () => {
    let answer = () => jsonResponse(200, dueList({ items: [], total: 0, counts: [{ status: 'depasse', count: 0, capped: false }, { status: 'bientot', count: 0, capped: false }, { status: 'ok', count: 0, capped: false }] }));
    dueApi(() => answer());
    renderApp('/due', controller);
    expect(await screen.findByText('Aucune échéance')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Tout (0)' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    answer = () => jsonResponse(403, { msg: 'Permission manquante : afficher inspection', code: 'forbidden' });
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Dépassé (0)' }));
    expect(await screen.findByText('Permission manquante : afficher inspection')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('shows a loader while it reads', async () => {
    dueApi(() => new Promise<Response>(() => {}) as unknown as Response);
    renderApp('/due', controller);
    expect(await screen.findByRole('status', { name: 'Chargement…' })).toBeInTheDocument();
  });
});

describe('the due list on a phone', () => {
  beforeEach(onPhone);

  it('shows one card per item, each field named', async () => {
    dueApi();
    renderApp('/due', controller);
    const cards = await screen.findAllByRole('listitem');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const first = cards.find((card) => card.textContent?.includes('Assurance'))!;
    expect(within(first).getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Statut', 'Avion', 'Élément', 'Limite', 'Échéance', 'Reste', 'Date prévue',
    ]);
    expect(first).toHaveTextContent('expiré depuis 12 jours');
  });
});

describe('the CSV export of the due list', () => {
  let saved: string[] = [];
  beforeEach(() => {
    saved = captureDownloads();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('downloads the list as filtered, with the session cookie, under the name the server gives', async () => {
    const fetchMock = dueApi((url) =>
      url.searchParams.get('format') === 'csv'
        ? new Response('Statut;Avion\n', { status: 200, headers: { 'Content-Disposition': 'attachment; filename="echeancier-2026-11-25.csv"' } })
        : jsonResponse(200, dueList()),
    );
    renderApp('/due?planeId=2&status=depasse', controller);
    await screen.findByRole('table');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Exporter CSV' }));

    await waitFor(() => expect(saved).toEqual(['echeancier-2026-11-25.csv']));
    const csv = callsTo(fetchMock, 'GET /api/due').find(({ url }) => url.searchParams.get('format') === 'csv')!;
    expect(Object.fromEntries(csv.url.searchParams)).toEqual({ planeId: '2', status: 'depasse', format: 'csv' });
    expect(csv.init.credentials).toBe('same-origin');
  });

  it("says the server's message in a red toast when the export is refused", async () => {
    dueApi((url) =>
      url.searchParams.get('format') === 'csv'
        ? jsonResponse(400, { msg: 'Horizon invalide', code: 'invalid' })
        : jsonResponse(200, dueList()),
    );
    renderApp('/due', controller);
    await screen.findByRole('table');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Exporter CSV' }));
    expect(await screen.findByText('Horizon invalide')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
