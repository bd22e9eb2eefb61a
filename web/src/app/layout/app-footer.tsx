import { ActionIcon, Anchor, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FacebookIcon, InstagramIcon, TwitterIcon, YoutubeIcon } from '@/app/layout/social-icons';
import { useSite, type SiteLinks } from '@/lib/site';
import { paths } from '@/lib/paths';

const socialNetworks: { key: keyof Omit<SiteLinks, 'credit'>; name: string; icon: ReactNode }[] = [
  { key: 'facebook', name: 'Facebook', icon: <FacebookIcon /> },
  { key: 'youtube', name: 'YouTube', icon: <YoutubeIcon /> },
  { key: 'twitter', name: 'Twitter', icon: <TwitterIcon /> },
  { key: 'instagram', name: 'Instagram', icon: <InstagramIcon /> },
];

export function AppFooter() {
  const { t } = useTranslation();
  // Without the site's answer the footer simply shows no links: nothing else depends on them.
  const links = useSite().data?.links ?? {};
  const social = socialNetworks.flatMap((network) => {
    const url = links[network.key];
    return url ? [{ ...network, url }] : [];
  });

  return (
    <Group
      component="footer"
      justify="space-between"
      px="md"
      py="sm"
      gap="xs"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group gap="md">
        <Text size="sm" c="dimmed">
          {t('layout.footer.copyright', { year: new Date().getFullYear() })}
        </Text>
        <Anchor component={Link} to={paths.contacts} size="sm">
          {t('layout.footer.contact')}
        </Anchor>
        {links.credit && (
          <Anchor href={links.credit.url} target="_blank" rel="noopener noreferrer" size="sm">
            {links.credit.label}
          </Anchor>
        )}
      </Group>
      {social.length > 0 && (
        <Group gap={4} component="ul" aria-label={t('layout.footer.social')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {social.map(({ key, name, icon, url }) => (
            <li key={key}>
              <ActionIcon
                component="a"
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                variant="subtle"
                color="gray"
                aria-label={name}
              >
                {icon}
              </ActionIcon>
            </li>
          ))}
        </Group>
      )}
    </Group>
  );
}
