import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ManifestStatus } from '@/features/manifests/api/get-manifests';

const colors: Record<ManifestStatus, string> = { EnCours: 'orange', Arriver: 'teal' };

export function ManifestStatusBadge({ status }: { status: ManifestStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={colors[status]} variant="light">
      {t(`manifests.status.${status}`)}
    </Badge>
  );
}
