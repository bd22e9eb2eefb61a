import { Burger, Menu } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { headerEntries } from '@/lib/navigation';

/** On a phone, where the header has no room for them beside the sign-out button: one menu for the 'Mes …' screens. */
export function MineMenu({ entries }: { entries: readonly (typeof headerEntries)[number][] }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <Menu position="bottom-start" opened={opened} onChange={setOpened}>
      <Menu.Target>
        <Burger opened={opened} size="sm" hiddenFrom="sm" aria-label={t('layout.header.mine')} />
      </Menu.Target>
      <Menu.Dropdown>
        {entries.map((entry) => (
          <Menu.Item key={entry.path} component={Link} to={entry.path}>
            {t(entry.label)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
