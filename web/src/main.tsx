import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { SessionGate } from '@/app/session-gate';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { replaceSession } from '@/lib/auth';
import { i18nReady } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { createQueryClient } from '@/lib/query-client';

const queryClient = createQueryClient();
const router = createBrowserRouter(routes);

setUnauthorizedHandler(() => {
  replaceSession(queryClient, null);
  void router.navigate(paths.login, { replace: true });
});

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <SessionGate>
          <RouterProvider router={router} />
        </SessionGate>
      </AppProvider>
    </StrictMode>,
  );
}

// English is fetched before the first render for those who read it; French is there already.
// Should that fail (a dropped line), the app still shows, in French.
void i18nReady.then(render, render);
