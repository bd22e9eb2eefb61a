import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WaybillStatus } from '@/features/waybills/api/get-waybills';

const colors: Record<WaybillStatus, string> = { EnCours: 'orange', EnAttente: 'blue', Expedié: 'teal' };

export function WaybillStatusBadge({ status }: { status: WaybillStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={colors[status]} variant="light">
      {t(`waybills.status.${status}`)}
    </Badge>
  );
}
