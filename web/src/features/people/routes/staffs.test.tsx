import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixedProfiles, pageOf, person, sessionWith, userCounts } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const drivers = [
  person(11, 'Jean Mbala', fixedProfiles.chauffeur, { adress: '3 avenue Kabila', email: 'jean@example.com' }),
  person(12, 'Joseph Ilunga', fixedProfiles.chauffeur),
];
const pilot = person(21, 'Gloire Lukusa', fixedProfiles.pilote, { status: 0, updatedAt: '2026-11-20T10:00:00Z' });

function listApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/users/counts': () => jsonResponse(200, userCounts),
    'GET /api/users': (_, url) => {
      const profileId = url.searchParams.get('profileId');
      if (profileId === '3') return jsonResponse(200, pageOf(drivers));
      if (profileId === '4') return jsonResponse(200, pageOf([pilot]));
      return jsonResponse(200, pageOf([]));
    },
    ...extra,
  });
}

describe('staff list', () => {
  it('has a tab per staff profile with its count, the drivers shown first as a table', async () => {
    listApi();
    renderApp('/staffs', sessionWith(['afficher personnel']));

    expect(await screen.findByRole('heading', { name: 'Utilisateurs' })).toBeInTheDocument();
    expect(screen.getByText('Liste des utilisateurs')).toBeInTheDocument();
    const tabs = (await screen.findAllByRole('tab')).map((tab) => tab.textContent);
    expect(tabs).toEqual(['Chauffeur (2)', 'Pilote (1)', 'Externe (0)', 'Agent (3)']);
    expect(screen.getByRole('tab', { name: 'Chauffeur (2)' })).toHaveAttribute('aria-selected', 'true');

    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Num',
      'Nom',
      'Contact',
      'Adresse',
      'Action',
    ]);
    expect(within(table).getByRole('link', { name: 'Jean Mbala' })).toHaveAttribute('href', '/profile/11');
    expect(within(table).getByRole('link', { name: 'jean@example.com' })).toHaveAttribute('href', 'mailto:jean@example.com');
    expect(document.title).toBe('Liste du personnel · Soute');
  });

  it('shows the other profiles as cards, and says when a profile is empty', async () => {
    listApi();
    renderApp('/staffs', sessionWith(['afficher personnel']));

    await userEvent.click(await screen.findByRole('tab', { name: 'Pilote (1)' }));
    const card = await screen.findByRole('article', { name: 'Gloire Lukusa' });
    expect(within(card).getByText('Non actif')).toBeInTheDocument();
    expect(within(card).getByText('Mis à jour le 20/11/2026')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: pilot.tel! })).toHaveAttribute('href', `tel:${pilot.tel}`);

    await userEvent.click(screen.getByRole('tab', { name: 'Externe (0)' }));
    expect(await screen.findByText('Aucune personne dans ce profil')).toBeInTheDocument();
  });

  it('offers Nouveau {profil} only with the permission to add staff', async () => {
    listApi();
    renderApp('/staffs', sessionWith(['afficher personnel']));
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: /^Nouveau/ })).not.toBeInTheDocument();
  });

  it('pages through a profile, 5 people a page, with numbered pages and previous and next', async () => {
    const fetchMock = listApi({
      'GET /api/users?profileId=3&page=1&per_page=5': () => jsonResponse(200, pageOf(drivers, 7)),
      'GET /api/users?profileId=3&page=2&per_page=5': () => jsonResponse(200, pageOf([pilot], 7, 2)),
    });
    renderApp('/staffs', sessionWith(['afficher personnel']));

    expect(await screen.findByText('1–5 sur 7')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: 'Page précédente' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Page suivante' }));

    expect(await screen.findByText('6–7 sur 7')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '6' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/users').map(({ url }) => url.searchParams.get('page'))).toEqual(['1', '2']);
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 1' }));
    expect(await screen.findByText('1–5 sur 7')).toBeInTheDocument();
  });

  it('searches only from 3 characters, in the chosen column', async () => {
    const fetchMock = listApi();
    renderApp('/staffs', sessionWith(['afficher personnel']));
    await screen.findByRole('table');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    const text = screen.getByRole('textbox', { name: 'Texte recherché' });
    await user.type(text, 'Je');
    expect(await screen.findByText('La recherche part de 3 caractères.')).toBeInTheDocument();
    // Longer than the typing pause: still no search.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(callsTo(fetchMock, 'GET /api/users').filter(({ url }) => url.searchParams.has('q'))).toEqual([]);

    await user.type(text, 'an');
    await waitFor(() => {
      const searches = callsTo(fetchMock, 'GET /api/users').filter(({ url }) => url.searchParams.has('q'));
      expect(searches.map(({ url }) => url.search)).toEqual(['?profileId=3&column=name&q=Jean&page=1&per_page=5']);
    });
  });

  it('asks before deleting someone, naming them, and shows the answer as a red toast', async () => {
    const fetchMock = listApi({
      'DELETE /api/users/12': () =>
        jsonResponse(200, { msg: "Cette personne figure dans l'historique : elle est désactivée", data: drivers[1] }),
    });
    renderApp('/staffs', sessionWith(['afficher personnel', 'supprimer personnel']));

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions pour Joseph Ilunga' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Supprimer' }));

    const confirm = await screen.findByRole('dialog', { name: 'Supprimer une personne' });
    expect(confirm).toHaveTextContent('Supprimer Joseph Ilunga ?');
    expect(callsTo(fetchMock, 'DELETE /api/users/12')).toEqual([]);

    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    const toast = await screen.findByText("Cette personne figure dans l'historique : elle est désactivée");
    expect(toast.closest('[role="alert"]')?.getAttribute('style')).toContain('--mantine-color-red');
    expect(callsTo(fetchMock, 'DELETE /api/users/12')).toHaveLength(1);
  });
});
