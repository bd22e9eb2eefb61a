import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExpeditionStatus } from '@/features/expeditions/api/get-expeditions';
import type { ParcelStatus } from '@/features/expeditions/utils/parcel-status';

const expeditionColors: Record<ExpeditionStatus, string> = { EnStock: 'blue', EnCours: 'orange', Expedié: 'teal' };
const parcelColors: Record<ParcelStatus, string> = { inStock: 'blue', onWaybill: 'orange', moving: 'orange', shipped: 'teal' };

export function ExpeditionStatusBadge({ status }: { status: ExpeditionStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={expeditionColors[status]} variant="light">
      {t(`expeditions.status.${status}`)}
    </Badge>
  );
}

export function ParcelStatusBadge({ status }: { status: ParcelStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={parcelColors[status]} variant="light">
      {t(`expeditions.parcelStatus.${status}`)}
    </Badge>
  );
}
