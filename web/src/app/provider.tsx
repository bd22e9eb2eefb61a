import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cssVariablesResolver, theme } from '@/app/theme';
import { useSession } from '@/lib/auth';
import { confirmHostReady } from '@/lib/confirm';
import { currentLanguage } from '@/lib/i18n';

// Neither toasts nor confirmation dialogs show on the sign-in page: their code (a fair share of
// the first load on a slow line) comes when they are first needed.
const Notifications = lazy(() => import('@/app/signed-in').then((m) => ({ default: m.Notifications })));
const ModalsProvider = lazy(() => import('@/app/signed-in').then((m) => ({ default: m.ModalsProvider })));

/** `env="test"` is for unit tests: Mantine then skips transitions and portals, which jsdom cannot lay out. */
export function AppProvider({
  queryClient,
  env = 'default',
  children,
}: {
  queryClient: QueryClient;
  env?: 'default' | 'test';
  children: ReactNode;
}) {
  // Re-renders on language change, so date pickers follow it.
  useTranslation();
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={env}>
      <DatesProvider settings={{ locale: currentLanguage() }}>
        <QueryClientProvider client={queryClient}>
          <Toasts />
          <ConfirmModals />
          {children}
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}

/**
 * The toasts, from the first one shown on (`notifications.show` keeps it until they are there), for
 * 5 s, at the top in the middle, below the header (toasts.css): never over a dialog's buttons,
 * which stand at the bottom of it ('Sauvegarder' in the bottom right corner, where toasts used to
 * sit, hid under the very toast saying why it could not save) and at its top right (its close
 * button), nor over the header's name and 'Déconnexion'.
 */
function Toasts() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      {/* 340 px wide: a dialog's close button (at its top right, 176 px from the middle of the
          narrowest, 'md' one) stays free too. */}
      <Notifications position="top-center" autoClose={5000} containerWidth={340} classNames={{ root: 'app-toasts' }} />
    </Suspense>
  ) : null;
}

/**
 * Where `modals.openConfirmModal` (confirm-delete.tsx) opens its dialogs: only staff delete, so
 * it is there once someone is signed in. It renders no children: the dialogs need no context of
 * the pages, which reach it through events.
 */
function ConfirmModals() {
  const signedIn = useSession() !== null;
  return signedIn ? (
    <Suspense fallback={null}>
      <ModalsProvider>
        <HostReady />
      </ModalsProvider>
    </Suspense>
  ) : null;
}

/** Tells `openConfirm` (lib/confirm.ts) that the host is there: dialogs asked for meanwhile open now. */
function HostReady() {
  useEffect(confirmHostReady, []);
  return null;
}
