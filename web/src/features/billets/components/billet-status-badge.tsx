import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BilletStatus } from '@/features/billets/types';

const colors: Record<BilletStatus, string> = { reserve: 'blue', embarque: 'teal', absent: 'orange', annule: 'red' };

/** Réservé, Embarqué, Absent or Annulé, in words (the colour only repeats it). */
export function BilletStatusBadge({ status }: { status: BilletStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={colors[status]} variant="light" style={{ flex: 'none' }}>
      {t(`billets.status.${status}`)}
    </Badge>
  );
}
