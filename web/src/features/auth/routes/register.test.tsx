import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testUser } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

async function fill({ name = 'Neema', tel = '0970002002', password = 'Bukavu-lake', confirm = 'Bukavu-lake' } = {}) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: /^Nom/ }), name);
  await user.type(screen.getByRole('textbox', { name: /^Téléphone/ }), tel);
  await user.type(screen.getByLabelText(/^Mot de passe/), password);
  await user.type(screen.getByLabelText(/^Confirmer votre mot de passe/), confirm);
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
}

describe('registration screen', () => {
  it('is reached from the login screen, and leads back to it', async () => {
    mockApi({});
    renderApp('/login');

    await userEvent.click(await screen.findByRole('link', { name: 'Créer un compte' }));
    expect(await screen.findByRole('heading', { name: 'Inscription' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "J'ai déjà un compte" })).toHaveAttribute('href', '/login');
  });

  it('is closed when the agency registers its clients at the counter: no link, no form', async () => {
    const fetchMock = mockApi({
      'GET /api/site': () => jsonResponse(200, { name: 'Soute', version: '0.1.0', links: {}, registration: false }),
    });
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Connexion' })).toBeInTheDocument();
    await vi.waitFor(() => expect(callsTo(fetchMock, 'GET /api/site')).not.toHaveLength(0));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Créer un compte' })).not.toBeInTheDocument());
    cleanup();

    renderApp('/register');
    expect(await screen.findByText(/L'inscription en ligne est fermée/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).not.toBeInTheDocument();
  });

  it('keeps digits only in the phone number', async () => {
    mockApi({});
    renderApp('/register');

    const tel = await screen.findByRole('textbox', { name: /^Téléphone/ });
    await userEvent.type(tel, '+243 81-abc0');
    expect(tel).toHaveValue('243810');
  });

  it('says the passwords differ and sends nothing', async () => {
    const fetchMock = mockApi({});
    renderApp('/register');

    await fill({ confirm: 'Bukavu-lakes' });

    expect(await screen.findByText('Les mots de passe sont différents')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/register')).toEqual([]);
  });

  it("shows the server's message in red and marks the fields it names", async () => {
    mockApi({
      'POST /api/register': () =>
        jsonResponse(400, {
          msg: 'Certains champs sont invalides',
          code: 'invalid_input',
          fields: { password: 'Ce mot de passe est trop courant : choisissez-en un autre' },
        }),
    });
    renderApp('/register');

    await fill({ password: 'password1', confirm: 'password1' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Certains champs sont invalides');
    expect(screen.getByLabelText(/^Mot de passe/)).toHaveAccessibleDescription(
      'Ce mot de passe est trop courant : choisissez-en un autre',
    );
  });

  it('signs the new client in and takes them home', async () => {
    const client = { ...testUser, name: 'Neema', userprofile: { profile: { id: 2, name: 'Client', code: 'client' } } };
    const fetchMock = mockApi({
      'POST /api/register': () =>
        jsonResponse(200, { msg: 'Compte créé : bienvenue', data: client, extension: null, permissions: [], token: 't' }),
    });
    renderApp('/register');

    await fill();

    expect(await screen.findByRole('heading', { name: 'Bonjour, Neema' })).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST /api/register');
    expect(JSON.parse(String(call.init.body))).toEqual({
      name: 'Neema',
      tel: '0970002002',
      password: 'Bukavu-lake',
      conf_password: 'Bukavu-lake',
    });
  });
});
