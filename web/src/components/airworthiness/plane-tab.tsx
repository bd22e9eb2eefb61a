import { Anchor, EmptyState, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A tab of an aircraft's page: its actions (an add button) and a link to the whole list filtered on
 * the aircraft, above its rows, or `emptyText` when it has none.
 */
export function PlaneTabContent({
  actions,
  listPath,
  listLabel,
  empty,
  emptyText,
  children,
}: {
  actions?: ReactNode;
  listPath: string;
  listLabel: string;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  return (
    <Stack>
      <Group justify="space-between" gap="sm">
        <Anchor component={Link} to={listPath} size="sm">
          {listLabel}
        </Anchor>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
      {empty ? <EmptyState py="md" size="sm" description={emptyText} /> : children}
    </Stack>
  );
}
