import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionWith, testUser } from '@/testing/fixtures';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const site = {
  name: 'Soute',
  version: '0.1.0',
  links: { credit: { label: 'Atelier Web', url: 'https://atelier.example' }, facebook: 'https://facebook.example/soute' },
};

describe('sidebar', () => {
  // Véhicule exists but is not allowed here.
  it('shows the entries the user is allowed in folding groups, and Déconnexion', async () => {
    mockApi({ 'GET /api/site': () => jsonResponse(200, site) });
    renderApp('/', sessionWith(['afficher dashboard', 'afficher client', 'afficher rapport', 'afficher depense', 'afficher billet']));

    const sidebar = await screen.findByRole('navigation', { name: 'Menu principal' });
    // On the home page, every group folded: the menu fits a laptop's screen and a phone's.
    const links = () => within(sidebar).getAllByRole('link').map((link) => link.textContent);
    expect(links()).toEqual(['Accueil', 'Dashboard', 'Mon profil']);
    const groups = within(sidebar).getAllByRole('button', { expanded: false });
    expect(groups.map((group) => group.textContent)).toEqual(['Fret', 'Argent', 'Personnes']);
    // Flotte and Paramètres hold nothing this user may see.
    expect(within(sidebar).queryByRole('button', { name: 'Flotte' })).not.toBeInTheDocument();
    expect(within(sidebar).queryByRole('button', { name: 'Paramètres' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(sidebar).getByRole('button', { name: 'Argent' }));
    expect(within(sidebar).getByRole('button', { name: 'Argent' })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(links()).toEqual(['Accueil', 'Dashboard', 'Dépense', 'Rapports', 'Mon profil']));
    await user.click(within(sidebar).getByRole('button', { name: 'Personnes' }));
    await waitFor(() =>
      expect(within(within(sidebar).getByRole('group', { name: 'Personnes' })).getAllByRole('link').map((link) => link.textContent)).toEqual([
        'Clients',
        'Messages reçus',
      ]),
    );
    await user.click(within(sidebar).getByRole('button', { name: 'Argent' }));
    await waitFor(() => expect(links()).toEqual(['Accueil', 'Dashboard', 'Clients', 'Messages reçus', 'Mon profil']));
    expect(within(sidebar).getByRole('button', { name: 'Déconnexion' })).toBeInTheDocument();
  });

  it('opens the group holding the current page, the page marked', async () => {
    mockApi({ 'GET /api/site': () => jsonResponse(200, site) });
    renderApp('/reports', sessionWith(['afficher dashboard', 'afficher rapport', 'afficher billet', 'afficher logbook', 'admin']));

    const sidebar = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(within(sidebar).getByRole('button', { name: 'Argent' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(sidebar).getByRole('button', { name: 'Fret' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(sidebar).getByRole('button', { name: 'Flotte' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(sidebar).getByRole('button', { name: 'Paramètres' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(sidebar).getByRole('link', { name: 'Rapports' })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar).queryByRole('link', { name: 'Billets' })).not.toBeInTheDocument();
  });

  it('is absent without the dashboard permission', async () => {
    mockApi({ 'GET /api/site': () => jsonResponse(200, site) });
    renderApp('/', sessionWith(['afficher client']));

    expect(await screen.findByRole('heading', { name: `Bonjour, ${testUser.name}` })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();
  });
});

describe('header and footer', () => {
  it("offer clients their own expeditions, but not staff who see them all", async () => {
    mockApi({ 'GET /api/site': () => jsonResponse(200, site) });
    renderApp('/', sessionWith(['afficher mes expeditions']));
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Mes expéditions' })).toHaveAttribute('href', '/my/expeditions');
    cleanup();

    renderApp('/', sessionWith(['afficher mes expeditions', 'afficher expedition']));
    expect(within(await screen.findByRole('banner')).queryByRole('link', { name: 'Mes expéditions' })).not.toBeInTheDocument();
  });

  it('offer a Connexion link to a visitor, and the site links', async () => {
    mockApi({ 'GET /api/site': () => jsonResponse(200, site) });
    renderApp('/');

    expect(await screen.findByRole('link', { name: 'Atelier Web' })).toHaveAttribute('href', 'https://atelier.example');
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', 'https://facebook.example/soute');
    expect(screen.queryByRole('link', { name: 'YouTube' })).not.toBeInTheDocument();
    expect(screen.getByText(`© ${new Date().getFullYear()} Soute`)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Connexion' })[0]).toHaveAttribute('href', '/login');
  });

  it('show the signed-in user, who can sign out', async () => {
    mockApi({
      'GET /api/site': () => jsonResponse(200, site),
      'POST /api/logout': () => jsonResponse(200, { msg: 'Vous êtes déconnecté' }),
    });
    renderApp('/', sessionWith([]));

    const banner = await screen.findByRole('banner');
    expect(within(banner).getByText(testUser.name)).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: `Mon profil : ${testUser.name}` })).toHaveAttribute('href', '/profile');

    await userEvent.click(within(banner).getByRole('button', { name: 'Déconnexion' }));

    expect(await screen.findByRole('heading', { name: 'Identification' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).queryByText(testUser.name)).not.toBeInTheDocument();
  });
});
