import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { SessionGate } from '@/app/session-gate';
import { sessionQueryKey, type Session } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';

/** Renders the whole app at `path`, as a user with `session` (null: signed out) would see it. */
export function renderApp(path: string, session: Session | null = null) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionQueryKey, session);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProvider queryClient={queryClient} env="test">
      <SessionGate>
        <RouterProvider router={router} />
      </SessionGate>
    </AppProvider>,
  );
  return { router, queryClient };
}

/** Renders one piece of UI with the app's providers, outside any route, as a user with `session` (null: signed out). */
export function renderWithProviders(ui: ReactNode, session: Session | null = null) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionQueryKey, session);
  render(
    <AppProvider queryClient={queryClient} env="test">
      {ui}
    </AppProvider>,
  );
  return { queryClient };
}
