import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Tracked } from '@/features/tracking/api/track';
import { pageOf, sessionWith } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const onAWaybill: Tracked = {
  reference: 'EXP-000301',
  status: 'EnCours',
  origin: 'Soute Goma',
  destination: 'Soute Kinshasa',
  parcels: 2,
  pieces: 3,
  stages: [
    { stage: 'registered', at: '2026-11-20T08:05:00Z', pieces: 3 },
    { stage: 'waybill', at: '2026-11-21T09:30:00Z', pieces: 2 },
    { stage: 'shipped', at: null, pieces: 0 },
    { stage: 'arrived', at: null, pieces: 0 },
  ],
};

describe('public tracking', () => {
  it('asks a visitor for the last 4 digits, then shows the stages and nothing else', async () => {
    const fetchMock = mockApi({ 'GET /api/track/EXP-000301-1': () => jsonResponse(200, onAWaybill) });
    const { router } = renderApp('/suivi/EXP-000301-1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Suivre une expédition' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Référence/)).toHaveValue('EXP-000301-1');
    const user = userEvent.setup();
    // Three digits are refused before anything is asked.
    await user.type(screen.getByLabelText(/^4 derniers chiffres/), '456');
    await user.click(screen.getByRole('button', { name: 'Suivre' }));
    expect(await screen.findByText('Tapez exactement 4 chiffres')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/track/EXP-000301-1')).toHaveLength(0);

    await user.type(screen.getByLabelText(/^4 derniers chiffres/), '7');
    await user.click(screen.getByRole('button', { name: 'Suivre' }));
    const result = await screen.findByRole('region', { name: 'Suivi de EXP-000301' });
    expect(callsTo(fetchMock, 'GET /api/track/EXP-000301-1')[0].url.searchParams.get('tel')).toBe('4567');
    expect(result).toHaveTextContent('Soute Goma → Soute Kinshasa');
    expect(result).toHaveTextContent('2 colis · 3 pièces');
    expect(within(result).getByText('En cours')).toBeInTheDocument();
    expect(result).toHaveTextContent('Sur un bordereau de route');
    expect(result).toHaveTextContent(/Le 21\/11\/2026 à \d\d:30 · 2 pièces/);
    expect(within(result).getAllByText('Pas encore')).toHaveLength(2);
    // The address keeps the reference, never the digits.
    expect(router.state.location.pathname).toBe('/suivi/EXP-000301-1');
    expect(router.state.location.search).toBe('');
    // A visitor is never sent to the parcel's page.
    expect(callsTo(fetchMock, 'GET /api/packags')).toHaveLength(0);
  });

  it("says what the server says when the pair is wrong, in the same words as for an unknown reference", async () => {
    mockApi({
      'GET /api/track/EXP-000302': () =>
        jsonResponse(404, { msg: 'Aucune expédition ne correspond à cette référence et à ces 4 chiffres', code: 'not_found' }),
    });
    renderApp('/suivi');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Référence/), 'exp-000302');
    await user.type(screen.getByLabelText(/^4 derniers chiffres/), '0000');
    await user.click(screen.getByRole('button', { name: 'Suivre' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Aucune expédition ne correspond à cette référence et à ces 4 chiffres');
  });

  it('takes signed-in staff who scan a label to the parcel page', async () => {
    mockApi({
      'GET /api/packags': () => jsonResponse(200, pageOf([{ id: 10, ref_packag: 'EXP-000001-1' }])),
    });
    const { router } = renderApp('/suivi/EXP-000001-1', sessionWith(['afficher coli']));
    await waitFor(() => expect(router.state.location.pathname).toBe('/packags/10'));
    expect(screen.queryByRole('button', { name: 'Suivre' })).not.toBeInTheDocument();
  });
});
