import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/testing/fixtures';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Téléphone ou mail/), username);
  await user.type(screen.getByLabelText(/^Mot de passe/), password);
  await user.click(screen.getByRole('button', { name: 'Connexion' }));
}

describe('login screen', () => {
  it('asks for both fields and sends nothing while they are empty', async () => {
    const fetchMock = mockApi({});
    renderApp('/login');

    expect(await screen.findByRole('heading', { name: 'Identification' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Connexion' }));

    expect(await screen.findByText('Saisissez votre téléphone ou votre adresse mail.')).toBeInTheDocument();
    expect(screen.getByText('Saisissez votre mot de passe.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/login')).toEqual([]);
  });

  it('shows the server message in red when the credentials are refused', async () => {
    mockApi({
      'POST /api/login': () =>
        jsonResponse(401, { msg: 'Identifiant ou mot de passe incorrect', code: 'invalid_credentials' }),
    });
    renderApp('/login');

    await fillAndSubmit('admin', 'wrong');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Identifiant ou mot de passe incorrect');
    expect(alert.getAttribute('style')).toContain('--mantine-color-red');
  });

  it('disables the button while signing in, then greets the user on the home page', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = mockApi({ 'POST /api/login': () => new Promise((resolve) => (answer = resolve)) });
    renderApp('/login');

    await fillAndSubmit('admin', 'secret');

    await waitFor(() => expect(screen.getByRole('button', { name: 'Connexion' })).toBeDisabled());
    const body = JSON.parse(String(fetchMock.mock.calls.find(([url]) => url === '/api/login')?.[1]?.body));
    expect(body).toEqual({ username: 'admin', password: 'secret' });

    answer(jsonResponse(200, { msg: 'Bienvenue', data: testUser, extension: null, permissions: [], token: 't' }));

    expect(await screen.findByRole('heading', { name: `Bonjour, ${testUser.name}` })).toBeInTheDocument();
  });
});
