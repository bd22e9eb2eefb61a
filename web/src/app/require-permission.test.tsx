import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { RequirePermission } from '@/app/require-permission';
import { pathAfterLogin, sessionQueryKey, type Session } from '@/lib/auth';
import { Can, type Permission } from '@/lib/permissions';
import { createQueryClient } from '@/lib/query-client';
import { sessionWith } from '@/testing/fixtures';

function LoginScreen() {
  const location = useLocation();
  return <p>Écran de connexion depuis {(location.state as { from?: string } | null)?.from}</p>;
}

function renderClients(session: Session | null, permission: Permission | readonly Permission[] = 'afficher client') {
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionQueryKey, session);
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginScreen /> },
      {
        element: <RequirePermission permission={permission} />,
        children: [
          {
            path: '/clients',
            element: (
              <>
                <p>Liste des clients</p>
                <Can permission="ajouter client">
                  <button type="button">Nouveau client</button>
                </Can>
              </>
            ),
          },
        ],
      },
    ],
    { initialEntries: ['/clients?page=2'] },
  );
  render(
    <AppProvider queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

describe('guarded route', () => {
  it('sends a visitor to the login screen, saying where they were going', () => {
    renderClients(null);
    expect(screen.getByText('Écran de connexion depuis /clients?page=2')).toBeInTheDocument();
  });

  it('lets in a user holding any of several permissions', () => {
    renderClients(sessionWith(['afficher mes expeditions']), ['afficher coli', 'afficher mes expeditions']);
    expect(screen.getByText('Liste des clients')).toBeInTheDocument();
  });

  it('brings a visitor back only to a page of the app after login', () => {
    expect(pathAfterLogin({ from: '/packags/12' }, '/')).toBe('/packags/12');
    expect(pathAfterLogin({ from: '//evil.example/x' }, '/')).toBe('/');
    expect(pathAfterLogin({ from: 'https://evil.example' }, '/')).toBe('/');
    expect(pathAfterLogin({ from: '/login' }, '/')).toBe('/');
    expect(pathAfterLogin(null, '/')).toBe('/');
  });

  it('does not exist for a user without the permission', () => {
    renderClients(sessionWith(['afficher dashboard']));
    expect(screen.getByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.queryByText('Liste des clients')).not.toBeInTheDocument();
  });

  it('shows the screen, and only the controls the user may use', () => {
    renderClients(sessionWith(['afficher client']));
    expect(screen.getByText('Liste des clients')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nouveau client' })).not.toBeInTheDocument();
  });

  it('shows a control to a user holding its permission', () => {
    renderClients(sessionWith(['afficher client', 'ajouter client']));
    expect(screen.getByRole('button', { name: 'Nouveau client' })).toBeInTheDocument();
  });
});
