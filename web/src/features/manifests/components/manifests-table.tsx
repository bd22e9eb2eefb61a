import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Manifest } from '@/features/manifests/api/get-manifests';
import { aircraftOf, placeOf } from '@/features/manifests/components/manifest-card';
import { DataTable, type Column } from '@/components/data-table';
import { formatDate } from '@/lib/format';

/** Arrived manifests as rows (cards on a phone). `offset` is the number of the row before the first. */
export function ManifestsTable({
  manifests,
  offset,
  detailPath,
}: {
  manifests: Manifest[];
  offset: number;
  detailPath: (id: number) => string;
}) {
  const { t } = useTranslation();
  const columns: Column<Manifest>[] = [
    { key: 'num', header: t('manifests.table.num'), width: 56, render: (_, index) => <Text size="sm">{offset + index + 1}</Text> },
    {
      key: 'reference',
      header: t('manifests.table.reference'),
      render: (manifest) => (
        <Anchor component={Link} to={detailPath(manifest.id)} fw={700} size="sm" style={{ whiteSpace: 'nowrap' }}>
          {manifest.ref_manifest}
        </Anchor>
      ),
    },
    { key: 'plane', header: t('manifests.table.plane'), render: (manifest) => <Text size="sm">{aircraftOf(manifest.plane)}</Text> },
    { key: 'origin', header: t('manifests.table.origin'), render: (manifest) => <Text size="sm">{placeOf(manifest.manifest_origin)}</Text> },
    {
      key: 'destination',
      header: t('manifests.table.destination'),
      render: (manifest) => <Text size="sm">{placeOf(manifest.manifest_destination)}</Text>,
    },
    {
      key: 'pilot',
      header: t('manifests.table.pilot'),
      render: (manifest) =>
        manifest.pilot ? (
          <Stack gap={0}>
            <Text size="sm">{manifest.pilot.name}</Text>
            {manifest.pilot.tel && (
              <Text size="xs" c="dimmed">
                {manifest.pilot.tel}
              </Text>
            )}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('manifests.card.noPilot')}
          </Text>
        ),
    },
    {
      key: 'date',
      header: t('manifests.table.date'),
      render: (manifest) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {manifest.departureDate ? formatDate(manifest.departureDate) : t('manifests.card.undefined')}
        </Text>
      ),
    },
  ];
  return <DataTable columns={columns} rows={manifests} rowKey={(manifest) => manifest.id} minWidth={760} />;
}
