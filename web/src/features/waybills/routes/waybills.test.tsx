import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { waybill, waybillCounts } from '@/features/waybills/testing/fixtures';
import type { Permission } from '@/lib/permissions';
import { pageOf, sessionWith } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const everything: Permission[] = [
  'afficher bordereau',
  'ajouter bordereau',
  'modifier bordereau',
  'supprimer bordereau',
  'valider bordereau',
];
const inPreparation = [waybill(1, 'COL-000001'), waybill(2, 'COL-000002', { quantity: 1, weight: 0.333, lines: 1 })];
const waiting = [waybill(3, 'COL-000003', { status: 'EnAttente', departureDate: '2026-11-21', departureTime: '07:30' })];

const listCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  callsTo(fetchMock, 'GET /api/waybills').map(({ url }) => Object.fromEntries(url.searchParams));

function api(more: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/waybills/counts': () => jsonResponse(200, waybillCounts),
    'GET /api/waybills': (_, url) => {
      const status = url.searchParams.get('status');
      if (status === 'EnAttente') return jsonResponse(200, pageOf(waiting));
      if (status === 'Expedié') return jsonResponse(200, pageOf([]));
      return jsonResponse(200, pageOf(inPreparation, 12, Number(url.searchParams.get('page') ?? 1)));
    },
    ...more,
  });
}

describe('waybill list', { timeout: 15_000 }, () => {
  it('shows the waybills in preparation first, with the count of each tab', async () => {
    const fetchMock = api();
    renderApp('/waybills', sessionWith(everything));

    const table = await screen.findByRole('table');
    expect(await screen.findByRole('tab', { name: 'En cours (2)', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'En attente (0)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Expédié (7)' })).toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'N°', 'Référence', 'Trajet', 'Véhicule', 'Chauffeur', 'Chargement', 'Départ', 'Action',
    ]);
    const row = within(table).getByRole('row', { name: /COL-000002/ });
    expect(row).toHaveTextContent('Soute Goma → Soute Kinshasa');
    expect(row).toHaveTextContent('AB 123 CD');
    expect(row).toHaveTextContent('Jean Chauffeur');
    expect(row).toHaveTextContent('1 colis');
    expect(row).toHaveTextContent('1 pièce · 0,333 kg');
    expect(row).toHaveTextContent('Non validé');
    expect(screen.getByRole('button', { name: 'Nouveau bordereau' })).toBeInTheDocument();
    expect(listCalls(fetchMock)).toEqual([{ status: 'EnCours', page: '1', per_page: '5' }]);
  });

  it('offers Visualiser, Modifier, Valider and Supprimer on a waybill in preparation, Visualiser only once validated', async () => {
    api();
    renderApp('/waybills', sessionWith(everything));
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Actions du bordereau COL-000001' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Visualiser', 'Modifier', 'Valider', 'Supprimer',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Visualiser' })).toHaveAttribute('href', '/waybills/1');
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('tab', { name: 'En attente (0)' }));
    const row = await screen.findByRole('row', { name: /COL-000003/ });
    expect(row).toHaveTextContent('21/11/2026 à 07:30');
    await user.click(within(row).getByRole('button', { name: 'Actions du bordereau COL-000003' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Visualiser']);
  });

  it('shows only what the permissions allow', async () => {
    api();
    renderApp('/waybills', sessionWith(['afficher bordereau', 'valider bordereau']));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions du bordereau COL-000001' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Visualiser', 'Valider']);
    expect(screen.queryByRole('button', { name: 'Nouveau bordereau' })).not.toBeInTheDocument();
  });

  it('searches from 3 characters, and starts another tab from its first page, keeping the search', async () => {
    const fetchMock = api();
    renderApp('/waybills', sessionWith(everything));
    const user = userEvent.setup();
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toEqual({ status: 'EnCours', page: '2', per_page: '5' }));
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    await user.click(screen.getByRole('combobox', { name: 'Rechercher par' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Référence du bordereau', 'Nom du chauffeur', 'Plaque du véhicule',
    ]);
    await user.click(screen.getByRole('option', { name: 'Nom du chauffeur' }));
    const text = screen.getByRole('textbox', { name: 'Texte recherché' });
    await user.type(text, 'Je');
    expect(screen.getByText('La recherche part de 3 caractères.')).toBeInTheDocument();
    await user.type(text, 'an');
    await waitFor(() =>
      expect(listCalls(fetchMock).at(-1)).toEqual({ status: 'EnCours', column: 'driver.name', q: 'Jean', page: '1', per_page: '5' }),
    );

    expect(callsTo(fetchMock, 'GET /api/waybills/counts').at(-1)?.url.search).toBe('?column=driver.name&q=Jean');

    await user.click(screen.getByRole('tab', { name: 'Expédié (7)' }));
    expect(await screen.findByText('Aucun bordereau ne correspond à la recherche')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Texte recherché' })).toHaveValue('Jean');
    expect(screen.getByRole('combobox', { name: 'Rechercher par' })).toHaveValue('Nom du chauffeur');
    expect(listCalls(fetchMock).at(-1)).toEqual({ status: 'Expedié', column: 'driver.name', q: 'Jean', page: '1', per_page: '5' });
  });

  it('says when a search finds nothing', async () => {
    api({
      'GET /api/waybills': (_, url) => jsonResponse(200, url.searchParams.has('q') ? pageOf([]) : pageOf(inPreparation)),
    });
    renderApp('/waybills', sessionWith(everything));
    const user = userEvent.setup();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    await user.type(screen.getByRole('textbox', { name: 'Texte recherché' }), 'COL-9999');
    expect(await screen.findByText('Aucun bordereau ne correspond à la recherche')).toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    let fail = true;
    api({
      'GET /api/waybills': () =>
        fail
          ? jsonResponse(403, { msg: 'Permission manquante : afficher bordereau', code: 'forbidden' })
          : jsonResponse(200, pageOf(inPreparation)),
    });
    renderApp('/waybills', sessionWith(everything));
    expect(await screen.findByText('Échec du chargement')).toBeInTheDocument();
    expect(screen.getByText('Permission manquante : afficher bordereau')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('deletes a waybill in preparation after saying its parcels go back to stock', async () => {
    const fetchMock = api({
      'DELETE /api/waybills/1': () =>
        jsonResponse(200, { msg: 'Bordereau supprimé : ses colis sont revenus en stock', data: inPreparation[0] }),
    });
    renderApp('/waybills', sessionWith(everything));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions du bordereau COL-000001' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer le bordereau' });
    expect(dialog).toHaveTextContent('Supprimer le bordereau COL-000001 ? Ses colis (3 pièces, 4,5 kg) retournent en stock.');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Bordereau supprimé : ses colis sont revenus en stock')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /api/waybills/1')).toHaveLength(1);
  });

  it('does not exist for those without afficher bordereau', async () => {
    mockApi({});
    renderApp('/waybills', sessionWith(['afficher coli']));
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
  });
});
