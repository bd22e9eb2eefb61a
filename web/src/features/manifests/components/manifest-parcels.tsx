import { Button, EmptyState, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DestinationGroup, ManifestDetail, ManifestLine } from '@/features/manifests/api/get-manifest';
import { placeOf } from '@/features/manifests/components/manifest-card';
import { gramsToKg, matchesLine, sumLines } from '@/features/manifests/utils/lines';
import { DataTable, type Column } from '@/components/data-table';
import { formatWeight } from '@/lib/format';

/** Each destination's lines that match the search, and those groups only. */
export function filterGroups(groups: readonly DestinationGroup[], text: string): DestinationGroup[] {
  return groups
    .map((group) => ({ ...group, manifestdetails: group.manifestdetails.filter((line) => matchesLine(line, text)) }))
    .filter((group) => group.manifestdetails.length > 0);
}

function Totals({ label, lines }: { label: string; lines: readonly ManifestLine[] }) {
  const { t } = useTranslation();
  const { pieces, grams } = sumLines(lines);
  return (
    <Group justify="flex-end" gap="xs">
      <Text size="sm" fw={700}>
        {label}
      </Text>
      <Text size="sm" fw={700}>
        {t('manifests.parcels.totalValue', { pieces: t('manifests.card.pieces', { count: pieces }), weight: formatWeight(gramsToKg(grams)) })}
      </Text>
    </Group>
  );
}

function GroupTable({ group, onShip }: { group: DestinationGroup; onShip?: (line: ManifestLine) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const text = (value: string | number) => <Text size="sm">{value}</Text>;
  const columns: Column<ManifestLine>[] = [
    {
      key: 'parcel',
      header: t('manifests.parcels.parcel'),
      width: 140,
      render: (line) => (
        <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
          {line.packag.ref_packag}
        </Text>
      ),
    },
    { key: 'waybill', header: t('manifests.parcels.waybill'), width: 120, render: (line) => text(line.ref_waybill) },
    { key: 'sender', header: t('manifests.parcels.sender'), render: (line) => text(line.expedition.sender.name) },
    { key: 'recipient', header: t('manifests.parcels.recipient'), render: (line) => text(line.packag.recipient.name) },
    { key: 'tel', header: t('manifests.parcels.tel'), width: 130, render: (line) => text(line.packag.recipient.tel ?? '—') },
    { key: 'quantity', header: t('manifests.parcels.quantity'), width: 64, render: (line) => text(line.quantity) },
    {
      key: 'weight',
      header: t('manifests.parcels.weight'),
      width: 96,
      render: (line) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatWeight(line.weight)}
        </Text>
      ),
    },
  ];
  if (onShip) {
    columns.push({
      key: 'action',
      header: t('manifests.parcels.action'),
      width: 170,
      render: (line) => (
        <Button
          size="compact-xs"
          variant="light"
          onClick={() => onShip(line)}
          aria-label={t('manifests.shipped.openLabel', { ref: line.packag.ref_packag })}
        >
          {t('manifests.shipped.open')}
        </Button>
      ),
    });
  }
  return (
    <Stack component="section" aria-labelledby={titleId} gap="xs">
      <Title order={3} size="h5" id={titleId}>
        {t('manifests.parcels.destination', { place: placeOf(group.destination), name: group.destination.name })}
      </Title>
      <DataTable columns={columns} rows={group.manifestdetails} rowKey={(line) => line.id} minWidth={onShip ? 880 : 720} />
      <Totals label={t('manifests.parcels.subtotal')} lines={group.manifestdetails} />
    </Stack>
  );
}

/**
 * The manifest's parcels, one table per destination with its subtotal, and the grand total. The
 * search keeps the lines whose parcel reference or recipient's name holds the text (any case).
 * `onShip`, when given, offers each line's shipped quantities.
 */
export function ManifestParcels({ manifest, onShip }: { manifest: ManifestDetail; onShip?: (line: ManifestLine) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [text, setText] = useState('');
  const groups = filterGroups(manifest.groups, text);
  const empty = manifest.groups.length === 0;
  return (
    <Stack component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} size="h3" id={titleId}>
          {t('manifests.parcels.title')}
        </Title>
        {!empty && (
          <TextInput
            type="search"
            aria-label={t('manifests.parcels.search')}
            placeholder={t('manifests.parcels.searchPlaceholder')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            w={{ base: '100%', xs: 340 }}
          />
        )}
      </Group>
      {empty ? (
        <EmptyState py="lg" size="sm" description={t('manifests.parcels.empty')} />
      ) : groups.length === 0 ? (
        <EmptyState py="lg" size="sm" description={t('manifests.parcels.noMatch')} />
      ) : (
        <>
          {groups.map((group) => (
            <GroupTable key={group.destination.id} group={group} onShip={onShip} />
          ))}
          <Paper withBorder radius="md" p="sm" bg="gray.0" aria-label={t('manifests.parcels.grandTotal')} component="section">
            <Totals label={t('manifests.parcels.grandTotal')} lines={groups.flatMap((group) => group.manifestdetails)} />
          </Paper>
        </>
      )}
    </Stack>
  );
}
