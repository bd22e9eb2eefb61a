import { Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';

/**
 * A screen's heading, with its actions on the right (below it on a phone). The browser tab shows
 * `documentTitle`, or the heading, while the screen is open.
 */
export function PageHeader({
  title,
  subtitle,
  documentTitle = title,
  actions,
}: {
  title: string;
  subtitle?: string;
  documentTitle?: string;
  actions?: ReactNode;
}) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${documentTitle} · Soute`;
    return () => {
      document.title = previous;
    };
  }, [documentTitle]);

  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Stack gap={2}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {subtitle && <Text c="dimmed">{subtitle}</Text>}
      </Stack>
      {actions && <Group gap="xs">{actions}</Group>}
    </Group>
  );
}
