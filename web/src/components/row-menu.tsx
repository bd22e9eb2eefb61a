import { Button, Menu } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table row's menu: a small button (`text`, named `label` for screen readers, busy while
 * `loading`, a deletion say) opening its entries (`Menu.Item`s) below its right edge.
 */
export function RowMenu({ text, label, loading = false, children }: { text: string; label: string; loading?: boolean; children: ReactNode }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" size="compact-sm" loading={loading} aria-label={label}>
          {text}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
