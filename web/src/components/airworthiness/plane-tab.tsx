import { Anchor, Button, EmptyState, Group, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { RecordCreate } from '@/components/record-list-screen';
import { withQuery } from '@/lib/api-client';
import { Can } from '@/lib/permissions';

/**
 * A tab of an aircraft's page: a link to the whole list (`listPath`) filtered on the aircraft and the
 * list's 'New …' button (its form opened on the aircraft), above its rows, or `emptyText` when it
 * has none.
 */
export function PlaneTabContent({
  planeId,
  create,
  listPath,
  listLabel,
  empty,
  emptyText,
  children,
}: {
  planeId: number;
  create: RecordCreate;
  listPath: string;
  listLabel: string;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  const [adding, setAdding] = useState(false);
  return (
    <Stack>
      <Group justify="space-between" gap="sm">
        <Anchor component={Link} to={withQuery(listPath, { planeId })} size="sm">
          {listLabel}
        </Anchor>
        <Can permission={create.permission}>
          <Group gap="xs">
            <Button size="compact-md" onClick={() => setAdding(true)}>
              {create.label}
            </Button>
            {create.form({ opened: adding, onClose: () => setAdding(false), planeId })}
          </Group>
        </Can>
      </Group>
      {empty ? <EmptyState py="md" size="sm" description={emptyText} /> : children}
    </Stack>
  );
}
