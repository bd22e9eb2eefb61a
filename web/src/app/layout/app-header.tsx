import { Avatar, Burger, Button, Group, Image, Text, UnstyledButton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '@/app/layout/language-switch';
import { headerEntries, visibleEntries } from '@/lib/navigation';
import logoUrl from '@/assets/logo.svg';
import { useLogout } from '@/features/auth/api/logout';
import { useSession } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { usePermissions } from '@/lib/permissions';

// Only clients, drivers and pilots have it: not part of a visitor's first load.
const MineMenu = lazy(() => import('@/app/layout/mine-menu').then((m) => ({ default: m.MineMenu })));

interface SidebarToggle {
  mobileOpened: boolean;
  desktopOpened: boolean;
  toggleMobile: () => void;
  toggleDesktop: () => void;
}

/** `sidebar` is null when the user has no sidebar, and then no toggle is shown. */
export function AppHeader({ sidebar }: { sidebar: SidebarToggle | null }) {
  const { t } = useTranslation();
  const session = useSession();
  const { can } = usePermissions();
  const logout = useLogout();
  const mine = visibleEntries(headerEntries, can).filter((entry) => !can(entry.staffList));

  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap">
        {sidebar && (
          <>
            <Burger
              opened={sidebar.mobileOpened}
              onClick={sidebar.toggleMobile}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('layout.header.toggleSidebar')}
            />
            <Burger
              opened={sidebar.desktopOpened}
              onClick={sidebar.toggleDesktop}
              visibleFrom="sm"
              size="sm"
              aria-label={t('layout.header.toggleSidebar')}
            />
          </>
        )}
        <UnstyledButton component={Link} to={paths.home} aria-label={t('layout.header.home')}>
          <Group gap={8} wrap="nowrap">
            <Image src={logoUrl} alt="" w={32} h={32} />
            {/* On a phone a signed-in header is full: the logo alone stands for the name there. */}
            <Text fw={800} size="xl" c="blue.8" visibleFrom={session ? 'xs' : undefined}>
              Soute
            </Text>
          </Group>
        </UnstyledButton>
        {mine.map((entry) => (
          <Button key={entry.path} component={Link} to={entry.path} variant="subtle" size="compact-sm" visibleFrom="sm">
            {t(entry.label)}
          </Button>
        ))}
        {mine.length > 0 && (
          <Suspense fallback={null}>
            <MineMenu entries={mine} />
          </Suspense>
        )}
      </Group>

      <Group gap="xs" wrap="nowrap">
        <LanguageSwitch />
        {session ? (
          <>
            {/* The name shown is part of the link's name (WCAG 2.5.3), so that saying it finds the link. */}
            <UnstyledButton component={Link} to={paths.profile} aria-label={t('layout.header.profileOf', { name: session.user.name })}>
              <Group gap={8} wrap="nowrap">
                <Avatar src={session.user.avatar} alt="" radius="xl" size={32} />
                <Text size="sm" fw={500} visibleFrom="sm" maw={180} truncate="end">
                  {session.user.name}
                </Text>
              </Group>
            </UnstyledButton>
            <Button variant="default" size="compact-sm" onClick={() => logout.mutate()} loading={logout.isPending}>
              {t('layout.header.logout')}
            </Button>
          </>
        ) : (
          <Button component={Link} to={paths.login} size="compact-sm">
            {t('layout.header.login')}
          </Button>
        )}
      </Group>
    </Group>
  );
}
