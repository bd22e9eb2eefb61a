import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Permission } from '@/lib/permissions';
import { dueItem, hundredHourCheck, planeDetail } from '@/testing/airworthiness';
import { sessionWith } from '@/testing/fixtures';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

/** Spaces as Intl writes them (no-break, narrow no-break), as ordinary ones. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const everything: Permission[] = [
  'afficher avion', 'modifier avion', 'afficher composant', 'afficher piece', 'afficher inspection', 'afficher document', 'afficher logbook',
];

// The aircraft's page composes the tabs of the other airworthiness features (app/routes/plane.tsx).
describe("an aircraft's page", () => {
  it('shows its header, its counters as HHHH:MM and counts, and a tab per block the server sent', async () => {
    mockApi({ 'GET /api/planecomposants/1': () => jsonResponse(200, planeDetail()) });
    renderApp('/planes/1', sessionWith(everything));

    expect(await screen.findByRole('heading', { level: 1, name: '9Q-CSA' })).toBeInTheDocument();
    expect(screen.getByText('Let L-410 · série 2912')).toBeInTheDocument();
    const counters = screen.getByRole('region', { name: 'Compteurs' });
    expect(plain(counters.textContent)).toContain('TSN2 090:03');
    expect(plain(counters.textContent)).toContain('TSO140:03');
    expect(plain(counters.textContent)).toContain('CSN9 410');
    expect(plain(counters.textContent)).toContain('CSO610');
    expect(plain(counters.textContent)).toContain('Référence au 01/11/2025 : TSN 2 000:00, CSN 9 000.');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Composants (1)',
      'Pièces (1)',
      'Inspections (1)',
      'Documents (1)',
      'Logbook',
    ]);
    // The first tab is open: the engine, its position and counters.
    const panel = screen.getByRole('tabpanel');
    const row = within(panel).getByRole('row', { name: /PT6A-SN123/ });
    expect(row).toHaveTextContent('Gauche n° 1');
    expect(plain(row.textContent)).toContain('1 090:03');
    expect(within(panel).getByRole('link', { name: 'Voir dans la liste des composants' })).toHaveAttribute('href', '/composants?planeId=1');
  });

  it('keeps the open tab in its address, and hides the tabs the user may not read', async () => {
    mockApi({
      'GET /api/planecomposants/1': () => jsonResponse(200, planeDetail({ components: null, pieces: null, inspections: null })),
    });
    const { router } = renderApp('/planes/1?tab=logbook', sessionWith(['afficher avion', 'afficher document', 'afficher logbook']));

    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual(['Documents (1)', 'Logbook']);
    const logbook = screen.getByRole('tabpanel');
    expect(logbook).toHaveTextContent('12 entrées au logbook ; les plus récentes ci-dessous.');
    expect(within(logbook).getByRole('link', { name: 'MAN-000004' })).toHaveAttribute('href', '/manifests/4');
    expect(within(logbook).getByRole('link', { name: 'Tout le logbook' })).toHaveAttribute('href', '/logbooks/2');

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Documents (1)' }));
    expect(router.state.location.search).toBe('?tab=documents');
    expect(await screen.findByRole('tabpanel')).toHaveTextContent('Certificat de navigabilité');
  });

  it("offers to open a logbook when the aircraft has none, for who may", async () => {
    mockApi({ 'GET /api/planecomposants/1': () => jsonResponse(200, planeDetail({ logbook: null, entries: [] })) });
    renderApp('/planes/1?tab=logbook', sessionWith(['afficher avion', 'afficher logbook', 'ajouter logbook']));
    const panel = await screen.findByRole('tabpanel');
    expect(panel).toHaveTextContent("9Q-CSA n'a pas encore de logbook.");
    expect(within(panel).getByRole('button', { name: 'Ajouter le logbook' })).toBeInTheDocument();
  });

  it('opens for edit from its header, its baseline in the form and its current counters beside it', async () => {
    mockApi({ 'GET /api/planecomposants/1': () => jsonResponse(200, planeDetail()) });
    renderApp('/planes/1', sessionWith(everything));
    const heading = await screen.findByRole('heading', { level: 1 });
    await userEvent.setup().click(within(heading).getByRole('button', { name: '9Q-CSA' }));

    const modal = await screen.findByRole('dialog', { name: "Modifier l'avion 9Q-CSA" });
    const baseline = within(modal).getByRole('group', { name: 'Compteurs de référence au 01/11/2025' });
    expect(within(baseline).getByRole('textbox', { name: /^TSN/ })).toHaveValue('2000:00');
    expect(within(baseline).getByRole('textbox', { name: /^TSO/ })).toHaveValue('50:00');
    expect(within(baseline).getByRole('textbox', { name: /^Relevés le/ })).toHaveValue('01/11/2025');
    expect(plain(baseline.textContent)).toMatch(/Compteurs actuels \(logbook compris\).*TSN2 090:03TSO140:03CSN9 410CSO610$/s);
  });

  it('says when the aircraft does not exist', async () => {
    mockApi({ 'GET /api/planecomposants/9': () => jsonResponse(404, { msg: 'Introuvable', code: 'not_found' }) });
    renderApp('/planes/9', sessionWith(everything));
    expect(await screen.findByRole('heading', { name: 'Avion introuvable' })).toBeInTheDocument();
  });

  it('says whether it is in service or grounded, with its next three due items and a link to the rest', async () => {
    const insurance = dueItem({
      key: 'document:31:expiry:days',
      itemKind: 'document',
      item: 'Assurance — ASS-2026-CSA',
      host: null,
      limit: 'expiry',
      dimension: 'days',
      interval: null,
      dueMinutes: null,
      dueDate: '2026-11-13',
      remaining: -12,
      status: 'depasse',
      projectedDate: '2026-11-13',
    });
    mockApi({
      'GET /api/planecomposants/1': () =>
        jsonResponse(200, planeDetail({ status: 'Immobilise', nextDue: [insurance, hundredHourCheck, dueItem()] })),
    });
    renderApp('/planes/1', sessionWith(everything));

    expect(await screen.findByText('Immobilisé')).toBeInTheDocument();
    const next = screen.getByRole('region', { name: 'Prochaines échéances' });
    const items = within(within(next).getByRole('list', { name: 'Prochaines échéances de 9Q-CSA' })).getAllByRole('listitem');
    expect(items.map((item) => plain(item.textContent))).toEqual([
      'DépasséAssurance — ASS-2026-CSAExpiration · expiré depuis 12 jours · prévu le 13/11/2026',
      'Bientôt dûVisite 100 hInspection · 100 h · 34:00 h · pas de vol récent',
      'OKHélice — SN 568F-FR0999 · sur PT6A-114A (moteur)Révision · 3 000 h · 2 010:00 h · prévu le 01/03/2029',
    ]);
    expect(within(next).getByRole('link', { name: "Voir l'échéancier de 9Q-CSA" })).toHaveAttribute('href', '/due?planeId=1');
  });

  it('shows no due items to whoever may not read them (the server sends none), nor a state for a component', async () => {
    mockApi({ 'GET /api/planecomposants/1': () => jsonResponse(200, planeDetail({ status: 'EnService', nextDue: null })) });
    renderApp('/planes/1', sessionWith(['afficher avion']));
    expect(await screen.findByText('En service')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Prochaines échéances' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Voir l'échéancier/ })).not.toBeInTheDocument();
  });
});
