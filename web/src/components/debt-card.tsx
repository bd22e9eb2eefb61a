import { Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { formatMoney } from '@/lib/format';

/**
 * What a payment is for, before the amount is typed: a few labelled facts (two columns) and,
 * underlined in red, what is still owed. Used by the invoices' payment form and a ticket's.
 */
export function DebtCard({
  label,
  rows,
  dueLabel,
  due,
}: {
  label: string;
  rows: readonly { key: string; label: string; value: string }[];
  dueLabel: string;
  due: number;
}) {
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)" aria-label={label}>
      <SimpleGrid cols={2} spacing="xs" verticalSpacing={4}>
        {rows.map((row) => (
          <div key={row.key}>
            <Text size="xs" c="dimmed">
              {row.label}
            </Text>
            <Text size="sm">{row.value}</Text>
          </div>
        ))}
      </SimpleGrid>
      <Group justify="space-between" mt="xs">
        <Text size="sm" fw={600}>
          {dueLabel}
        </Text>
        <Text fw={700} c="red.8">
          {formatMoney(due)}
        </Text>
      </Group>
    </Paper>
  );
}
