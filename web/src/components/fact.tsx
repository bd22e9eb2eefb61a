import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One term of a description list (inside a `dl`) and what it says: a ticket's passenger, a
 * manifest's aircraft. `strong` sets the value a little bolder, for a card whose facts are its body.
 */
export function Fact({ label, strong = false, children }: { label: string; strong?: boolean; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} fw={strong ? 500 : undefined}>
        {children}
      </Text>
    </div>
  );
}
