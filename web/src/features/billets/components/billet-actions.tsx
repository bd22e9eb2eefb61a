import { Button, Group, Menu, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDeleteBillet } from '@/features/billets/api/delete-billet';
import { CancelPaidBillet } from '@/features/billets/components/cancel-paid-billet';
import { useSetBilletStatus } from '@/features/billets/api/set-billet-status';
import { useBilletRights } from '@/features/billets/rights';
import type { Billet, BilletStatus } from '@/features/billets/types';
import { confirmDelete } from '@/components/confirm-delete';
import { RowMenu } from '@/components/row-menu';
import { openConfirm } from '@/lib/confirm';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';

const statusColors: Partial<Record<BilletStatus, string>> = { annule: 'red' };

/**
 * What can be done to a ticket from its status: board it, mark it absent, cancel it (asked first:
 * it is final; a paid one asks whether the money is refunded or kept, in `dialog`) or put it back as
 * réservé; and delete it (asked first). `onDeleted` follows a deletion.
 */
function useBilletCommands(billet: Billet, onDeleted?: () => void) {
  const { t } = useTranslation();
  const setStatus = useSetBilletStatus();
  const remove = useDeleteBillet();
  const [settling, setSettling] = useState(false);
  const change = (status: BilletStatus) => {
    const run = () => setStatus.mutate({ billet, status });
    if (status !== 'annule') return run();
    if (billet.paid > 0) return setSettling(true);
    openConfirm({
      title: t('billets.cancel.title', { ref: billet.ref_billet }),
      children: <Text size="sm">{t('billets.cancel.message', { name: billet.name, flight: billet.manifest.ref_manifest })}</Text>,
      labels: { confirm: t('billets.cancel.confirm'), cancel: t('billets.cancel.keep') },
      confirmProps: { color: 'red' },
      onConfirm: run,
    });
  };
  const askDelete = () =>
    confirmDelete({
      title: t('billets.delete.title'),
      message: t('billets.delete.message', { ref: billet.ref_billet, name: billet.name, paid: formatMoney(billet.paid) }),
      onConfirm: () => remove.mutate(billet.id, { onSuccess: () => onDeleted?.() }),
    });
  const dialog = <CancelPaidBillet billet={billet} opened={settling} onClose={() => setSettling(false)} />;
  return { change, askDelete, busy: setStatus.isPending || remove.isPending, dialog };
}

/**
 * A ticket's menu in the list: Voir, Imprimer; Paiement while it owes something; Modifier; the
 * status changes it allows; Supprimer — each for those who may.
 */
export function BilletActions({
  billet,
  onEdit,
  onPay,
}: {
  billet: Billet;
  onEdit: (billet: Billet) => void;
  onPay: (billet: Billet) => void;
}) {
  const { t } = useTranslation();
  const rights = useBilletRights(billet);
  const { change, askDelete, busy, dialog } = useBilletCommands(billet);
  return (
    <>
      {dialog}
      <RowMenu text={t('billets.actions.menu')} label={t('billets.actions.label', { ref: billet.ref_billet })} loading={busy}>
        <Menu.Item component={Link} to={paths.billet(billet.id)}>
          {t('billets.actions.open')}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.billetPrint(billet.id)}>
          {t('billets.actions.print')}
        </Menu.Item>
        {rights.pay && <Menu.Item onClick={() => onPay(billet)}>{t('billets.actions.pay')}</Menu.Item>}
        {rights.edit && <Menu.Item onClick={() => onEdit(billet)}>{t('billets.actions.edit')}</Menu.Item>}
        {rights.statuses.length > 0 && <Menu.Divider />}
        {rights.statuses.map((status) => (
          <Menu.Item key={status} color={statusColors[status]} onClick={() => change(status)}>
            {t(`billets.actions.to.${status}`)}
          </Menu.Item>
        ))}
        {rights.remove && (
        <>
            <Menu.Divider />
            <Menu.Item color="red" onClick={askDelete}>
              {t('billets.actions.delete')}
            </Menu.Item>
        </>
        )}
      </RowMenu>
    </>
  );
}

/** The same actions as buttons, on a ticket's page. */
export function BilletButtons({
  billet,
  onEdit,
  onPay,
  onDeleted,
}: {
  billet: Billet;
  onEdit: () => void;
  onPay: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const rights = useBilletRights(billet);
  const { change, askDelete, busy, dialog } = useBilletCommands(billet, onDeleted);
  return (
    <Group gap="xs" className="print-hide">
      {dialog}
      {rights.statuses.map((status) => (
        <Button
          key={status}
          size="compact-sm"
          variant={status === 'embarque' ? 'filled' : 'light'}
          color={status === 'annule' ? 'red' : status === 'embarque' ? 'teal' : undefined}
          onClick={() => change(status)}
          disabled={busy}
        >
          {t(`billets.actions.to.${status}`)}
        </Button>
      ))}
      {rights.pay && (
        <Button size="compact-sm" variant="light" onClick={onPay}>
          {t('billets.actions.pay')}
        </Button>
      )}
      {rights.edit && (
        <Button size="compact-sm" variant="default" onClick={onEdit}>
          {t('billets.actions.edit')}
        </Button>
      )}
      {rights.remove && (
        <Button size="compact-sm" variant="light" color="red" onClick={askDelete} disabled={busy}>
          {t('billets.actions.delete')}
        </Button>
      )}
    </Group>
  );
}
