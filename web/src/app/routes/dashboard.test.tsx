import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardOf } from '@/features/dashboard/testing';
import { dueList } from '@/testing/airworthiness';
import { pageOf, sessionWith } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

function dashboardApi() {
  return mockApi({
    'GET /api/dashboard': (_, url) => jsonResponse(200, dashboardOf(url.searchParams.get('from')!, url.searchParams.get('to')!)),
    'GET /api/extensions': () => jsonResponse(200, pageOf([])),
    'GET /api/due': () => jsonResponse(200, dueList()),
    'GET /api/today': () => jsonResponse(200, { today: '2026-01-15' }),
  });
}

// The dashboard composes the due feature's card (app/routes/dashboard.tsx).
describe("the dashboard's due items", () => {
  it('counts what is past due and what comes due soon, each a link to the due list on that status', async () => {
    const fetchMock = dashboardApi();
    renderApp('/dashboard', sessionWith(['afficher dashboard', 'afficher inspection']));

    const card = await screen.findByRole('region', { name: 'Échéances de la flotte' });
    expect(await within(card).findByRole('link', { name: 'Dépassé 1' })).toHaveAttribute('href', '/due?status=depasse');
    expect(within(card).getByRole('link', { name: 'Bientôt dû 2' })).toHaveAttribute('href', '/due?status=bientot');
    expect(within(card).getByRole('link', { name: "Voir l'échéancier" })).toHaveAttribute('href', '/due');
    // The whole fleet, whatever the period and branch of the money below.
    expect(callsTo(fetchMock, 'GET /api/due').map(({ url }) => url.search)).toEqual(['']);
  });

  it('is not there for whoever may not read the inspections', async () => {
    const fetchMock = dashboardApi();
    renderApp('/dashboard', sessionWith(['afficher dashboard']));
    expect(await screen.findByRole('group', { name: 'Caisse' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Échéances de la flotte' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/due')).toEqual([]);
  });
});
