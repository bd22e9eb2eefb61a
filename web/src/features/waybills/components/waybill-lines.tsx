import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WaybillDetail, WaybillLine } from '@/features/waybills/api/get-waybill';
import { TwoLines } from '@/features/waybills/components/waybill-columns';
import { DataTable, type Column } from '@/components/data-table';
import { formatWeight } from '@/lib/format';

/**
 * The waybill's parcels as cards, for a phone, where the A4 sheet is shrunk past reading (a driver
 * checks the load there). Not printed: only the sheet is.
 */
export function WaybillLines({ waybill }: { waybill: WaybillDetail }) {
  const { t } = useTranslation();
  const columns: Column<WaybillLine>[] = [
    { key: 'num', header: t('waybills.lines.num'), render: (_, index) => index + 1 },
    {
      key: 'parcel',
      header: t('waybills.lines.parcel'),
      render: (line) => <TwoLines strong first={line.packag.ref_packag} second={line.packag.description} />,
    },
    {
      key: 'sender',
      header: t('waybills.lines.sender'),
      render: (line) => <TwoLines first={line.expedition.sender.name} second={line.expedition.ref_expedition} />,
    },
    {
      key: 'recipient',
      header: t('waybills.lines.recipient'),
      render: (line) => <TwoLines first={line.packag.recipient.name} second={line.packag.recipient.tel} />,
    },
    {
      key: 'load',
      header: t('waybills.lines.load'),
      render: (line) => (
        <Text size="sm">
          {t('waybills.load', { pieces: t('waybills.pieces', { count: line.quantity }), weight: formatWeight(line.weight) })}
        </Text>
      ),
    },
  ];
  return (
    <Stack gap="xs" component="section" aria-label={t('waybills.lines.title')}>
      <Title order={2} size="h4">
        {t('waybills.lines.title')}
      </Title>
      <Text size="sm" fw={600}>
        {t('waybills.lines.total', {
          parcels: t('waybills.parcels', { count: waybill.lines }),
          pieces: t('waybills.pieces', { count: waybill.quantity }),
          weight: formatWeight(waybill.weight),
        })}
      </Text>
      <DataTable columns={columns} rows={waybill.waybilldetails} rowKey={(line) => line.id} />
    </Stack>
  );
}
