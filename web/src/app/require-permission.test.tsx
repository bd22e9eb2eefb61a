import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { RequirePermission } from '@/app/require-permission';
import { sessionQueryKey, type Session } from '@/lib/auth';
import { Can } from '@/lib/permissions';
import { createQueryClient } from '@/lib/query-client';
import { sessionWith } from '@/testing/fixtures';

function renderClients(session: Session | null) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionQueryKey, session);
  const router = createMemoryRouter(
    [
      { path: '/login', element: <p>Écran de connexion</p> },
      {
        element: <RequirePermission permission="afficher client" />,
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
    { initialEntries: ['/clients'] },
  );
  render(
    <AppProvider queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

describe('guarded route', () => {
  it('sends a visitor to the login screen', () => {
    renderClients(null);
    expect(screen.getByText('Écran de connexion')).toBeInTheDocument();
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
