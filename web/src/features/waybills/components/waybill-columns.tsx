import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Waybill } from '@/features/waybills/api/get-waybills';
import type { Column } from '@/components/data-table';
import { formatDate, formatWeight } from '@/lib/format';

/** A bold first line and a dimmed second one, as list cells show a thing and its detail. */
export function TwoLines({ first, second, strong = false }: { first: ReactNode; second?: ReactNode; strong?: boolean }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={strong ? 700 : 500}>
        {first}
      </Text>
      {second && (
        <Text size="xs" c="dimmed">
          {second}
        </Text>
      )}
    </Stack>
  );
}

/** `21/11/2026 à 07:30`, the date alone, or null before validation. */
export function useDeparture() {
  const { t } = useTranslation();
  return ({ departureDate, departureTime }: Pick<Waybill, 'departureDate' | 'departureTime'>): string | null => {
    if (!departureDate) return null;
    const date = formatDate(departureDate);
    return departureTime ? t('waybills.departureAt', { date, time: departureTime }) : date;
  };
}

/** The columns waybill lists share; `extra` comes last (the actions, the status). */
export function useWaybillColumns(offset: number, extra: Column<Waybill>[]): Column<Waybill>[] {
  const { t } = useTranslation();
  const departure = useDeparture();
  return [
    { key: 'num', header: t('waybills.table.num'), width: 56, render: (_, index) => offset + index + 1 },
    {
      key: 'reference',
      header: t('waybills.table.reference'),
      render: (waybill) => (
        <TwoLines strong first={<span style={{ whiteSpace: 'nowrap' }}>{waybill.ref_waybill}</span>} second={formatDate(waybill.createdAt)} />
      ),
    },
    {
      key: 'route',
      header: t('waybills.table.route'),
      render: (waybill) => (
        <TwoLines first={t('waybills.routeOf', { origin: waybill.waybill_origin.name, destination: waybill.waybill_destination.name })} />
      ),
    },
    {
      key: 'vehicle',
      header: t('waybills.table.vehicle'),
      render: (waybill) => (
        <TwoLines first={<span style={{ whiteSpace: 'nowrap' }}>{waybill.vehicle.plaque}</span>} second={waybill.vehicle.mark} />
      ),
    },
    {
      key: 'driver',
      header: t('waybills.table.driver'),
      render: (waybill) => <TwoLines first={waybill.waybill_driver.name} second={waybill.waybill_driver.tel} />,
    },
    {
      key: 'load',
      header: t('waybills.table.load'),
      render: (waybill) => (
        <TwoLines
          first={<span style={{ whiteSpace: 'nowrap' }}>{t('waybills.parcels', { count: waybill.lines })}</span>}
          second={
            <span style={{ whiteSpace: 'nowrap' }}>
              {t('waybills.load', { pieces: t('waybills.pieces', { count: waybill.quantity }), weight: formatWeight(waybill.weight) })}
            </span>
          }
        />
      ),
    },
    {
      key: 'departure',
      header: t('waybills.table.departure'),
      render: (waybill) => (
        <Text size="sm" c={waybill.departureDate ? undefined : 'dimmed'}>
          {departure(waybill) ?? t('waybills.notValidated')}
        </Text>
      ),
    },
    ...extra,
  ];
}
