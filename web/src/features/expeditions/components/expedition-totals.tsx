import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { centsToDollars, gramsToKg } from '@/features/expeditions/utils/pricing';
import { formatCount, formatMoney, formatWeight } from '@/lib/format';

/** The form's read-only totals: parcels (lines), pieces, weight and net price, as the server will record them. */
export function ExpeditionTotals({ parcels, pieces, grams, cents }: { parcels: number; pieces: number; grams: number; cents: number }) {
  const { t } = useTranslation();
  const items = [
    { label: t('expeditions.form.totalParcels'), value: formatCount(parcels) },
    { label: t('expeditions.form.totalPieces'), value: formatCount(pieces) },
    { label: t('expeditions.form.totalWeight'), value: formatWeight(gramsToKg(grams)) },
    { label: t('expeditions.form.totalPrice'), value: formatMoney(centsToDollars(cents)) },
  ];
  return (
    <Paper component="section" aria-label={t('expeditions.form.totals')} withBorder radius="md" p="sm" bg="gray.0">
      <Group gap="xl" wrap="wrap">
        {items.map(({ label, value }) => (
          <Stack key={label} gap={0}>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              {label}
            </Text>
            <Text fw={700} size="lg">
              {value}
            </Text>
          </Stack>
        ))}
      </Group>
    </Paper>
  );
}
