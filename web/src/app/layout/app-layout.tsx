import { AppShell, Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { AppFooter } from '@/app/layout/app-footer';
import { AppHeader } from '@/app/layout/app-header';
import { useSession } from '@/lib/auth';
import { usePermissions } from '@/lib/permissions';
import { useBranchToday } from '@/lib/shared-api/get-branch-today';

// Staff only: not part of a visitor's first load.
const AppSidebar = lazy(() => import('@/app/layout/app-sidebar').then((m) => ({ default: m.AppSidebar })));

// AppShell.Main would make the footer part of <main>; this column takes its place, with the same
// offsets, so that the footer is the page's own landmark and sits below short pages' content.
const pageColumn = {
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
  paddingTop: 'var(--app-shell-header-offset, 0rem)',
  paddingInlineStart: 'var(--app-shell-navbar-offset, 0rem)',
  transition: 'padding-inline-start var(--app-shell-transition-duration) var(--app-shell-transition-timing-function)',
} as const;

/**
 * The forms date what is done today by the user's branch, not by the browser's calendar: asked for
 * as soon as someone is signed in, the day is there before a form opens with it as its default.
 * Never for a visitor: the question needs a session, and its refusal would send them to sign in.
 */
function BranchTodayAhead() {
  useBranchToday();
  return null;
}

export function AppLayout() {
  const { can } = usePermissions();
  const signedIn = useSession() !== null;
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [desktopOpened, { toggle: toggleDesktop }] = useDisclosure(true);
  const withSidebar = can('afficher dashboard');

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={
        withSidebar
          ? { width: 240, breakpoint: 'sm', collapsed: { mobile: !mobileOpened, desktop: !desktopOpened } }
          : undefined
      }
    >
      {signedIn && <BranchTodayAhead />}
      <AppShell.Header>
        <AppHeader
          sidebar={withSidebar ? { mobileOpened, desktopOpened, toggleMobile, toggleDesktop } : null}
        />
      </AppShell.Header>
      {withSidebar && (
        <Suspense fallback={null}>
          <AppSidebar onNavigate={closeMobile} />
        </Suspense>
      )}
      <div style={pageColumn}>
        <Box component="main" p={{ base: 'sm', sm: 'md' }} style={{ flex: 1 }}>
          <Outlet />
        </Box>
        <AppFooter />
      </div>
    </AppShell>
  );
}
