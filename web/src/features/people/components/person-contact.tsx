import { Anchor, Stack } from '@mantine/core';
import type { User } from '@/lib/auth';

/** A person's phone and e-mail, as links that call and write. */
export function PersonContact({ person }: { person: Pick<User, 'tel' | 'email'> }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      {person.tel && (
        <Anchor href={`tel:${person.tel}`} size="sm">
          {person.tel}
        </Anchor>
      )}
      {person.email && (
        <Anchor href={`mailto:${person.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {person.email}
        </Anchor>
      )}
    </Stack>
  );
}
