import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DepensePage } from '@/features/depenses/api/get-depenses';
import { formatCount, formatMoney } from '@/lib/format';

/** What the filters keep adds up to (cancelled rows left out), then type by type. */
export function DepenseTotals({ found }: { found: Pick<DepensePage, 'total' | 'amount' | 'byType'> }) {
  const { t } = useTranslation();
  // A type whose rows are all cancelled adds up to nothing: it says nothing.
  const byType = found.byType.filter((line) => line.amount > 0);
  return (
    <Stack gap="xs">
      <Paper withBorder radius="md" p="sm" aria-label={t('depenses.totals.label')}>
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{t('depenses.totals.total', { count: found.total, shown: formatCount(found.total) })}</Text>
          <Text fw={700} size="lg" style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(found.amount)}
          </Text>
        </Group>
      </Paper>
      {byType.length > 0 && (
        <SimpleGrid
          component="ul"
          cols={{ base: 2, sm: 3, lg: 6 }}
          spacing="xs"
          verticalSpacing="xs"
          aria-label={t('depenses.totals.byType')}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {byType.map((line) => (
            <Paper component="li" key={line.typedepenseId} withBorder radius="md" px="sm" py={6}>
              <Text size="xs" c="dimmed" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {line.type}
              </Text>
              <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(line.amount)}
              </Text>
              <Text size="xs" c="dimmed">
                {t('depenses.totals.rows', { count: line.count, shown: formatCount(line.count) })}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
