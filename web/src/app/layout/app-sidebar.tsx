import { AppShell, NavLink, ScrollArea } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { sidebarEntries, sidebarItems, visibleEntries, type SidebarEntry, type SidebarGroup } from '@/lib/navigation';
import { useLogout } from '@/features/auth/api/logout';
import { paths } from '@/lib/paths';
import { usePermissions } from '@/lib/permissions';

function isActive(entryPath: string, pathname: string): boolean {
  if (entryPath === paths.home) return pathname === paths.home;
  return pathname === entryPath || pathname.startsWith(`${entryPath}/`);
}

/**
 * The groups open: the one holding the current page, and those the person opened. Going to a page
 * of a closed group opens it; the others stay as they were left.
 */
function useOpenGroups(current: SidebarGroup | null) {
  const [open, setOpen] = useState<ReadonlySet<SidebarGroup>>(() => new Set(current ? [current] : []));
  const [shown, setShown] = useState(current);
  if (current !== shown) {
    setShown(current);
    if (current && !open.has(current)) setOpen(new Set([...open, current]));
  }
  const toggle = (group: SidebarGroup) =>
    setOpen((before) => {
      const after = new Set(before);
      if (after.has(group)) after.delete(group);
      else after.add(group);
      return after;
    });
  return { open, toggle };
}

/**
 * The sidebar: Accueil and Dashboard, then the entries in groups that fold (Fret, Argent, Flotte,
 * Personnes, Paramètres), the one holding the current page open, then Mon profil and Déconnexion.
 * Only the entries the person may see, and groups holding some. `onNavigate` closes the sidebar on
 * phones, where it covers the page.
 */
export function AppSidebar({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const { pathname } = useLocation();
  const logout = useLogout();
  const baseId = useId();
  const visible = visibleEntries(sidebarEntries, can);
  const current = visible.find((candidate) => candidate.group !== null && isActive(candidate.path, pathname))?.group ?? null;
  const groups = useOpenGroups(current);

  const link = (entry: SidebarEntry) => (
    <NavLink
      key={entry.path}
      component={Link}
      to={entry.path}
      label={t(entry.label)}
      active={isActive(entry.path, pathname)}
      aria-current={isActive(entry.path, pathname) ? 'page' : undefined}
      onClick={onNavigate}
    />
  );

  return (
    <AppShell.Navbar aria-label={t('layout.sidebar.label')} p="xs">
      <AppShell.Section grow component={ScrollArea}>
        {sidebarItems(visible).map((item) => {
          if (item.kind === 'entry') return link(item.entry);
          const opened = groups.open.has(item.group);
          const panel = `${baseId}-${item.group}`;
          return (
            <NavLink
              key={item.group}
              component="button"
              type="button"
              label={t(`layout.sidebar.groups.${item.group}`)}
              opened={opened}
              onChange={() => groups.toggle(item.group)}
              aria-expanded={opened}
              aria-controls={panel}
              fw={600}
              childrenOffset="sm"
            >
              <div id={panel} role="group" aria-label={t(`layout.sidebar.groups.${item.group}`)}>
                {item.entries.map(link)}
              </div>
            </NavLink>
          );
        })}
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
