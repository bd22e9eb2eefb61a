import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageOf, sessionWith } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const catalogue = [
  'afficher personnel', 'ajouter personnel', 'modifier personnel', 'supprimer personnel',
  'afficher client', 'ajouter client', 'modifier client', 'supprimer client',
  'afficher dashboard', 'afficher mes bordereaux', 'valider manifeste',
].map((name, index) => ({ id: index + 1, name }));

const profile = (id: number, name: string, more: object) => ({
  id,
  name,
  code: null,
  fixed: false,
  users: 0,
  profilepermissions: [],
  createdAt: '2026-11-01T08:00:00Z',
  updatedAt: '2026-11-01T08:00:00Z',
  ...more,
});
const chauffeur = profile(3, 'Chauffeur', { code: 'chauffeur', fixed: true, users: 4, profilepermissions: [{ permissionId: 10 }] });
const agent = profile(6, 'Agent', { users: 1, profilepermissions: [{ permissionId: 5 }, { permissionId: 9 }] });

function api(handlers: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/profiles': () => jsonResponse(200, pageOf([chauffeur, agent])),
    'GET /api/permissions': () => jsonResponse(200, { items: catalogue, total: catalogue.length, page: 1, per_page: catalogue.length }),
    ...handlers,
  });
}

const editor = sessionWith(['afficher profil', 'ajouter profil', 'modifier profil', 'supprimer profil']);

describe('user profiles', () => {
  it('lists the profiles with how many people hold each', async () => {
    api();
    renderApp('/profiles', sessionWith(['afficher profil']));

    expect(await screen.findByRole('heading', { name: 'Profils des utilisateurs' })).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Chauffeur/ })).toHaveTextContent('4 personnes');
    expect(screen.getByRole('row', { name: /Agent/ })).toHaveTextContent('1 personne');
    // Without 'modifier profil' a name opens nothing; without 'ajouter profil' there is no Nouveau profil.
    expect(screen.queryByRole('button', { name: 'Agent' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nouveau profil' })).not.toBeInTheDocument();
  });

  it('groups the permissions by resource, the others apart, checked as the profile grants them', async () => {
    const fetchMock = api({ 'PUT /api/profiles/6': () => jsonResponse(200, { msg: 'Profil enregistré', data: agent }) });
    renderApp('/profiles', editor);

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Agent' }));
    const modal = await screen.findByRole('dialog', { name: 'Profil Agent' });

    const grid = await within(modal).findByRole('group', { name: 'Permissions par rubrique' });
    const clients = within(grid).getByRole('row', { name: /^Clients/ });
    expect(within(clients).getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'))).toEqual([
      'Afficher – Clients',
      'Ajouter – Clients',
      'Modifier – Clients',
      'Supprimer – Clients',
    ]);
    expect(within(clients).getByRole('checkbox', { name: 'Afficher – Clients' })).toBeChecked();
    const others = within(modal).getByRole('group', { name: 'Autres permissions' });
    expect(within(others).getAllByRole('checkbox')).toHaveLength(3);
    for (const name of ['Afficher le dashboard', 'Afficher mes bordereaux', 'Valider les manifestes']) {
      expect(within(others).getByRole('checkbox', { name })).toBeInTheDocument();
    }
    expect(within(others).getByRole('checkbox', { name: 'Afficher le dashboard' })).toBeChecked();

    await user.click(within(grid).getByRole('checkbox', { name: 'Ajouter – Clients' }));
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));

    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/profiles/6')).toHaveLength(1));
    const body = JSON.parse(String(callsTo(fetchMock, 'PUT /api/profiles/6')[0].init.body));
    expect(body).toEqual({ name: 'Agent', permissionId: [5, 9, 6], updatedAt: agent.updatedAt });
  });

  it('keeps the name of a fixed profile and offers no deletion for it', async () => {
    const fetchMock = api({ 'PUT /api/profiles/3': () => jsonResponse(200, { msg: 'Profil enregistré', data: chauffeur }) });
    renderApp('/profiles', editor);

    await userEvent.click(await screen.findByRole('button', { name: 'Chauffeur' }));
    const modal = await screen.findByRole('dialog', { name: 'Profil Chauffeur' });
    expect(within(modal).getByRole('textbox', { name: /^Nom/ })).toBeDisabled();
    expect(within(modal).queryByRole('button', { name: 'Supprimer' })).not.toBeInTheDocument();

    // Its permissions still change, under the same name.
    await userEvent.click(await within(modal).findByRole('checkbox', { name: 'Afficher – Clients' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/profiles/3')).toHaveLength(1));
    const body = JSON.parse(String(callsTo(fetchMock, 'PUT /api/profiles/3')[0].init.body));
    expect(body).toEqual({ name: 'Chauffeur', permissionId: [10, 5], updatedAt: chauffeur.updatedAt });
  });

  it('deletes a profile only once the user confirms an irreversible action', async () => {
    const fetchMock = api({ 'DELETE /api/profiles/6': () => jsonResponse(200, { msg: 'Profil supprimé', data: agent }) });
    renderApp('/profiles', editor);

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Agent' }));
    const modal = await screen.findByRole('dialog', { name: 'Profil Agent' });
    await user.click(within(modal).getByRole('button', { name: 'Supprimer' }));

    const confirm = await screen.findByRole('dialog', { name: 'Supprimer le profil' });
    expect(confirm).toHaveTextContent('Cette action est irréversible');
    expect(callsTo(fetchMock, 'DELETE /api/profiles/6')).toEqual([]);

    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Profil supprimé')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'DELETE /api/profiles/6')).toHaveLength(1);
  });

  it('creates a profile with a name', async () => {
    const fetchMock = api({
      'POST /api/profiles': () => jsonResponse(201, { msg: 'Profil créé', data: profile(7, 'Caissier', {}) }),
    });
    renderApp('/profiles', editor);

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Nouveau profil' }));
    const modal = await screen.findByRole('dialog', { name: 'Nouveau profil' });
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));
    expect(await within(modal).findByText('Saisissez le nom du profil.')).toBeInTheDocument();

    await user.type(within(modal).getByRole('textbox', { name: /^Nom/ }), 'Caissier');
    await user.click(await within(modal).findByRole('checkbox', { name: 'Afficher – Personnel' }));
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));

    expect(await screen.findByText('Profil créé')).toBeInTheDocument();
    const body = JSON.parse(String(callsTo(fetchMock, 'POST /api/profiles')[0].init.body));
    expect(body).toEqual({ name: 'Caissier', permissionId: [1] });
  });
});
