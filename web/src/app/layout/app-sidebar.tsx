import { AppShell, NavLink, ScrollArea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { sidebarEntries, visibleEntries } from '@/lib/navigation';
import { useLogout } from '@/features/auth/api/logout';
import { paths } from '@/lib/paths';
import { usePermissions } from '@/lib/permissions';

function isActive(entryPath: string, pathname: string): boolean {
  if (entryPath === paths.home) return pathname === paths.home;
  return pathname === entryPath || pathname.startsWith(`${entryPath}/`);
}

/** `onNavigate` closes the sidebar on phones, where it covers the page. */
export function AppSidebar({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const { pathname } = useLocation();
  const logout = useLogout();

  return (
    <AppShell.Navbar aria-label={t('layout.sidebar.label')} p="xs">
      <AppShell.Section grow component={ScrollArea}>
        {visibleEntries(sidebarEntries, can).map((entry) => (
          <NavLink
            key={entry.path}
            component={Link}
            to={entry.path}
            label={t(entry.label)}
            active={isActive(entry.path, pathname)}
            onClick={onNavigate}
          />
        ))}
      </AppShell.Section>
      <AppShell.Section>
        <NavLink
          component="button"
          label={t('layout.sidebar.logout')}
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
        />
      </AppShell.Section>
    </AppShell.Navbar>
  );
}
