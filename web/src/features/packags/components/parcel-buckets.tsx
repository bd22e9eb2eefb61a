import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Buckets } from '@/features/packags/api/get-packags';
import { formatWeight } from '@/lib/format';

/** Where the parcel's pieces are now: in stock, on waybills, shipped on manifests. Shown, not printed. */
export function ParcelBuckets({ parcel }: { parcel: Buckets }) {
  const { t } = useTranslation();
  const stages = [
    { key: 'restant', quantity: parcel.quantityRestant, weight: parcel.weightRestant },
    { key: 'waybill', quantity: parcel.quantityWaybill, weight: parcel.weightWaybill },
    { key: 'manifeste', quantity: parcel.quantityManifeste, weight: parcel.weightManifeste },
  ] as const;
  return (
    <Stack gap="xs" component="section" aria-labelledby="parcel-buckets" className="print-hide" maw="148mm" w="100%" mx="auto">
      <Title order={2} size="h4" id="parcel-buckets">
        {t('packags.buckets.title')}
      </Title>
      <SimpleGrid cols={{ base: 3 }} spacing="xs">
        {stages.map((stage) => (
          <Paper key={stage.key} withBorder radius="md" p="xs" aria-label={t(`packags.buckets.${stage.key}`)}>
            <Text size="xs" c="dimmed" fw={600}>
              {t(`packags.buckets.${stage.key}`)}
            </Text>
            <Text fw={700}>{t('packags.buckets.pieces', { count: stage.quantity })}</Text>
            <Text size="sm">{formatWeight(stage.weight)}</Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
