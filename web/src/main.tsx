import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import '@/lib/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { SessionGate } from '@/app/session-gate';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { replaceSession } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { createQueryClient } from '@/lib/query-client';

const queryClient = createQueryClient();
const router = createBrowserRouter(routes);

setUnauthorizedHandler(() => {
  replaceSession(queryClient, null);
  void router.navigate(paths.login, { replace: true });
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <SessionGate>
        <RouterProvider router={router} />
      </SessionGate>
    </AppProvider>
  </StrictMode>,
);
