import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirmCancelExpense } from '@/features/depenses/components/cancel-expense';
import type { Depense } from '@/features/depenses/types';
import { formatDate, formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { usePermissions } from '@/lib/permissions';
import { useCancelDepense } from '@/lib/shared-api/cancel-depense';

/** The amount, struck through once the row is cancelled (it no longer counts). */
export function DepenseAmount({ depense }: { depense: Pick<Depense, 'mount' | 'cancelledAt'> }) {
  const cancelled = depense.cancelledAt !== null;
  return (
    <Text inherit fw={600} td={cancelled ? 'line-through' : undefined} c={cancelled ? 'dimmed' : undefined} style={{ whiteSpace: 'nowrap' }}>
      {formatMoney(depense.mount)}
    </Text>
  );
}

/** 'Annulée' and when. */
export function CancelledBadge({ cancelledAt }: { cancelledAt: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} align="flex-start">
      <Badge color="red" variant="light">
        {t('depenses.cancel.cancelled')}
      </Badge>
      <Text size="xs" c="dimmed">
        {t('depenses.cancel.on', { date: formatDate(cancelledAt) })}
      </Text>
    </Stack>
  );
}

/**
 * What may be done to a row: an expense in force is edited or cancelled here (by permission); a
 * commission share is changed on its manifest, where its commission is; a cancelled row is marked.
 */
export function DepenseActions({ depense, onEdit }: { depense: Depense; onEdit: (depense: Depense) => void }) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const cancel = useCancelDepense({ toast: 'success' });
  const ref = depense.ref_depense;
  if (depense.cancelledAt !== null) return <CancelledBadge cancelledAt={depense.cancelledAt} />;
  if (depense.kind !== 'expense') {
    if (!depense.manifeste || !(can('modifier depense') || can('supprimer depense'))) return null;
    return (
      <Anchor
        component={Link}
        to={paths.manifest(depense.manifeste.id)}
        size="sm"
        aria-label={t('depenses.actions.onManifestLabel', { ref, manifest: depense.manifeste.ref_manifest })}
      >
        {t('depenses.actions.onManifest')}
      </Anchor>
    );
  }
  return (
    <Group gap={6} wrap="nowrap">
      {can('modifier depense') && (
        <Button size="compact-sm" variant="light" onClick={() => onEdit(depense)} aria-label={t('depenses.actions.editLabel', { ref })}>
          {t('depenses.actions.edit')}
        </Button>
      )}
      {can('supprimer depense') && (
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          loading={cancel.isPending}
          disabled={cancel.isPending}
          onClick={() => confirmCancelExpense(depense, () => cancel.mutate(depense.id))}
          aria-label={t('depenses.actions.cancelLabel', { ref })}
        >
          {t('depenses.actions.cancel')}
        </Button>
      )}
    </Group>
  );
}
