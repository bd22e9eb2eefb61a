import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { manifest } from '@/features/manifests/testing';
import type { Permission } from '@/lib/permissions';
import { pageOf, sessionWith } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const counts = [
  { status: 'EnCours', count: 7 },
  { status: 'Arriver', count: 1 },
];
const nothing = { edit: false, delete: false, validate: false, ship: false };
const preparing = [manifest(12), manifest(11, { pilot: null, pilotId: null, originId: 5, destinationId: 6, actions: nothing })];
const arrived = manifest(9, { status: 'Arriver', departureDate: '2026-11-19' });

function listApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/manifests/counts': () => jsonResponse(200, counts),
    'GET /api/manifests': (_, url) => {
      const status = url.searchParams.get('status');
      if (status === 'EnCours') return jsonResponse(200, pageOf(preparing, 7, Number(url.searchParams.get('page'))));
      if (status === 'Arriver') return jsonResponse(200, pageOf([arrived]));
      return jsonResponse(200, pageOf([]));
    },
    ...extra,
  });
}

const listCalls = (fetchMock: ReturnType<typeof mockApi>) => callsTo(fetchMock, 'GET /api/manifests').map(({ url }) => url.search);

const staff: Permission[] = ['afficher manifeste', 'ajouter manifeste', 'modifier manifeste', 'valider manifeste'];

describe('manifest list', { timeout: 15_000 }, () => {
  it('shows the manifests in preparation as cards, with the tabs and their counts', async () => {
    const fetchMock = listApi();
    renderApp('/manifests', sessionWith(staff));

    expect(await screen.findByRole('heading', { level: 1, name: 'Manifeste · En cours' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['En cours (7)', 'Arrivé (1)']));
    expect(screen.getByRole('tab', { name: 'En cours (7)' })).toHaveAttribute('aria-selected', 'true');

    const card = await screen.findByRole('article', { name: 'MAN-000012' });
    expect(card).toHaveTextContent('Soute Goma');
    expect(card).toHaveTextContent('Soute Fret SARL');
    expect(card).toHaveTextContent('RCCM : CD/GOM/RCCM/24-B-00123 · NIF : A1234567K');
    expect(card).toHaveTextContent('En cours');
    expect(card).toHaveTextContent('ExpéditeurAgent Goma0990000002');
    expect(card).toHaveTextContent('TrajetGoma (Nord-Kivu) → Kinshasa (Kinshasa)');
    expect(card).toHaveTextContent('AvionAntonov An-26 · 9S-GTB');
    expect(card).toHaveTextContent('Chargement6,5 kg3 colis · 5 pièces');
    expect(card).toHaveTextContent('PiloteAline Pilote0990000020');
    expect(card).toHaveTextContent('Date de départNon définie');
    expect(card).toHaveTextContent('Créé le20/11/2026');
    expect(card).toHaveTextContent('Modifié le21/11/2026');
    // Only the printed sheet says when it was printed.
    expect(card).not.toHaveTextContent('Imprimé le');
    expect(within(card).getByRole('link', { name: 'Détails du manifeste MAN-000012' })).toHaveAttribute('href', '/manifests/12');
    expect(within(card).getByRole('link', { name: 'Imprimer le manifeste MAN-000012' })).toHaveAttribute('href', '/manifests/12/print');
    expect(within(card).getByRole('button', { name: 'Modifier le manifeste MAN-000012' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Valider le manifeste MAN-000012' })).toHaveTextContent('Valider');
    // No Dépense button yet (a later issue).
    expect(within(card).queryByRole('button', { name: /Dépense/ })).not.toBeInTheDocument();

    // Between two branches that are not the user's, the server allows nothing: nothing offered.
    const elsewhere = screen.getByRole('article', { name: 'MAN-000011' });
    expect(elsewhere).toHaveTextContent('PiloteAucun pilote');
    expect(within(elsewhere).queryByRole('button', { name: /Modifier/ })).not.toBeInTheDocument();
    expect(within(elsewhere).queryByRole('button', { name: /Valider/ })).not.toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'Nouveau manifeste' })).toBeInTheDocument();
    expect(listCalls(fetchMock)).toEqual(['?status=EnCours&page=1&per_page=5']);
  });

  it('offers only what the server says the user may do, whatever the permissions held', async () => {
    listApi({
      'GET /api/manifests': () => jsonResponse(200, pageOf([manifest(12, { actions: nothing }), manifest(11, { actions: { ...nothing, validate: true } })])),
    });
    renderApp('/manifests', sessionWith([...staff, 'supprimer manifeste', 'admin']));
    const card = await screen.findByRole('article', { name: 'MAN-000012' });
    expect(within(card).getByRole('link', { name: /Détails/ })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Modifier|Valider|Supprimer/ })).not.toBeInTheDocument();
    const other = screen.getByRole('article', { name: 'MAN-000011' });
    expect(within(other).getByRole('button', { name: 'Valider le manifeste MAN-000011' })).toBeInTheDocument();
    expect(within(other).queryByRole('button', { name: /Modifier|Supprimer/ })).not.toBeInTheDocument();
  });

  it('offers no new manifest without its permission', async () => {
    listApi();
    renderApp('/manifests', sessionWith(['afficher manifeste']));
    await screen.findByRole('article', { name: 'MAN-000012' });
    expect(screen.queryByRole('button', { name: 'Nouveau manifeste' })).not.toBeInTheDocument();
  });

  it('shows the arrived manifests as a table', async () => {
    listApi();
    renderApp('/manifests?statut=Arriver', sessionWith(staff));

    expect(await screen.findByRole('heading', { level: 1, name: 'Manifeste · Arrivé' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '#',
      'Réf man',
      'Avion',
      'Origine',
      'Destination',
      'Pilote',
      'Date',
    ]);
    const row = within(table).getByRole('row', { name: /MAN-000009/ });
    expect(row).toHaveTextContent('1MAN-000009Antonov An-26 · 9S-GTBGoma (Nord-Kivu)Kinshasa (Kinshasa)Aline Pilote099000002019/11/2026');
    expect(within(row).getByRole('link', { name: 'MAN-000009' })).toHaveAttribute('href', '/manifests/9');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('searches by the chosen column, and starts a new tab on page 1 with the same search', async () => {
    const fetchMock = listApi();
    renderApp('/manifests', sessionWith(staff));
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'MAN-000012' });

    await user.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(listCalls(fetchMock)).toContain('?status=EnCours&page=2&per_page=5'));

    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    await user.click(screen.getByRole('combobox', { name: 'Rechercher par' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Par référence du manifeste',
      "Par immatriculation de l'avion",
      'Par ville de destination',
      'Par nom du pilote',
    ]);
    await user.click(screen.getByRole('option', { name: 'Par nom du pilote' }));
    await user.type(screen.getByRole('textbox', { name: 'Texte recherché' }), 'Aline');
    await waitFor(() => expect(listCalls(fetchMock)).toContain('?status=EnCours&column=pilot.name&q=Aline&page=1&per_page=5'));

    await user.click(screen.getByRole('tab', { name: 'Arrivé (1)' }));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toBe('?status=Arriver&column=pilot.name&q=Aline&page=1&per_page=5'));
    expect(screen.getByRole('textbox', { name: 'Texte recherché' })).toHaveValue('Aline');
    expect(callsTo(fetchMock, 'GET /api/manifests/counts').at(-1)?.url.search).toBe('?column=pilot.name&q=Aline');
    await screen.findByRole('table');
  });

  it('says when a tab is empty, and when the list failed to load', async () => {
    mockApi({
      'GET /api/manifests/counts': () => jsonResponse(200, counts),
      'GET /api/manifests': (_, url) =>
        url.searchParams.get('status') === 'EnCours'
          ? jsonResponse(200, pageOf([]))
          : jsonResponse(403, { msg: 'Permission requise : afficher manifeste', code: 'forbidden' }),
    });
    renderApp('/manifests', sessionWith(staff));
    expect(await screen.findByText('Aucun manifeste en préparation')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: /^Arrivé/ }));
    expect(await screen.findByText('Permission requise : afficher manifeste')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
