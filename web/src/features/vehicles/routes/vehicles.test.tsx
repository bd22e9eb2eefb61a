import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Vehicle } from '@/features/vehicles/api/get-vehicles';
import { pageOf, sessionWith } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const vehicle = (id: number, plaque: string, mark: string | null): Vehicle => ({
  id,
  plaque,
  mark,
  description: null,
  createdAt: '2026-11-01T08:00:00Z',
  updatedAt: '2026-11-01T08:00:00Z',
});
const vehicles = [vehicle(1, 'CGO-4821-AB', 'Toyota Dyna'), vehicle(2, 'KIN-0087-AA', 'Isuzu NQR')];

describe('vehicles', () => {
  it('lists the vehicles with the actions the user may take', async () => {
    mockApi({ 'GET /api/vehicles': () => jsonResponse(200, pageOf(vehicles)) });
    renderApp('/vehicles', sessionWith(['afficher vehicule', 'modifier vehicule']));

    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Num',
      'Plaque',
      'Marque',
      'Description',
      'Actions',
    ]);
    expect(within(table).getByRole('row', { name: /CGO-4821-AB/ })).toHaveTextContent('Toyota Dyna');
    expect(within(table).getByRole('button', { name: 'Modifier CGO-4821-AB' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Supprimer CGO-4821-AB' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nouveau véhicule' })).not.toBeInTheDocument();
  });

  it('searches by plate only from 3 characters', async () => {
    const fetchMock = mockApi({ 'GET /api/vehicles': () => jsonResponse(200, pageOf(vehicles)) });
    renderApp('/vehicles', sessionWith(['afficher vehicule']));
    await screen.findByRole('table');
    const user = userEvent.setup();

    const search = screen.getByRole('searchbox', { name: 'Rechercher par plaque' });
    await user.type(search, 'CG');
    expect(await screen.findByText('La recherche part de 3 caractères.')).toBeInTheDocument();
    // Longer than the typing pause: still no search.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(callsTo(fetchMock, 'GET /api/vehicles').filter(({ url }) => url.searchParams.has('q'))).toEqual([]);

    await user.type(search, 'O-');
    await waitFor(() => {
      const searches = callsTo(fetchMock, 'GET /api/vehicles').filter(({ url }) => url.searchParams.has('q'));
      expect(searches.map(({ url }) => url.search)).toEqual(['?q=CGO-&page=1&per_page=5']);
    });
  });

  it('adds a vehicle in a modal whose button waits for the answer', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = mockApi({
      'GET /api/vehicles': () => jsonResponse(200, pageOf([])),
      'POST /api/vehicles': () => new Promise((resolve) => (answer = resolve)),
    });
    renderApp('/vehicles', sessionWith(['afficher vehicule', 'ajouter vehicule']));
    expect(await screen.findByText('Aucun véhicule')).toBeInTheDocument();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Nouveau véhicule' }));
    const modal = await screen.findByRole('dialog', { name: 'Nouveau véhicule' });
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));
    expect(await within(modal).findByText('Saisissez la plaque.')).toBeInTheDocument();

    await user.type(within(modal).getByRole('textbox', { name: /^Plaque/ }), 'CGO-1043-BK');
    await user.type(within(modal).getByRole('textbox', { name: 'Marque' }), 'Mitsubishi Canter');
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));
    await waitFor(() => expect(within(modal).getByRole('button', { name: 'Sauvegarder' })).toBeDisabled());
    const [call] = callsTo(fetchMock, 'POST /api/vehicles');
    expect(JSON.parse(String(call.init.body))).toEqual({ plaque: 'CGO-1043-BK', mark: 'Mitsubishi Canter', description: '' });

    answer(jsonResponse(201, { msg: 'Véhicule enregistré', data: vehicles[0] }));
    expect(await screen.findByText('Véhicule enregistré')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks before deleting a vehicle', async () => {
    const fetchMock = mockApi({
      'GET /api/vehicles': () => jsonResponse(200, pageOf(vehicles)),
      'DELETE /api/vehicles/2': () => jsonResponse(200, { msg: 'Véhicule supprimé', data: vehicles[1] }),
    });
    renderApp('/vehicles', sessionWith(['afficher vehicule', 'supprimer vehicule']));
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Supprimer KIN-0087-AA' }));
    const confirm = await screen.findByRole('dialog', { name: 'Supprimer le véhicule' });
    expect(confirm).toHaveTextContent('Supprimer le véhicule KIN-0087-AA ?');
    expect(callsTo(fetchMock, 'DELETE /api/vehicles/2')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Véhicule supprimé')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /api/vehicles/2')).toHaveLength(1);
  });
});
