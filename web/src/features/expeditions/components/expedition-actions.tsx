import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDeleteExpedition } from '@/features/expeditions/api/delete-expedition';
import { isUntouched, type Expedition } from '@/features/expeditions/api/get-expeditions';
import { confirmDelete } from '@/components/confirm-delete';
import { RowMenu } from '@/components/row-menu';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { usePermissions } from '@/lib/permissions';

/**
 * An expedition's menu: Reçu (its slip), Facture and Étiquettes (every label); Paiement while it owes
 * something, for those who may add a payment (with `onPay`); and, while nothing of it has moved,
 * Éditer and Supprimer for those allowed to.
 */
export function ExpeditionActions({
  expedition,
  onEdit,
  onPay,
}: {
  expedition: Expedition;
  onEdit: (expedition: Expedition) => void;
  onPay: ((expedition: Expedition) => void) | null;
}) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const remove = useDeleteExpedition();
  const untouched = isUntouched(expedition);
  const askDelete = () =>
    confirmDelete({
      title: t('expeditions.delete.title'),
      message: t('expeditions.delete.message', { ref: expedition.ref_expedition, paid: formatMoney(expedition.paid) }),
      onConfirm: () => remove.mutate(expedition.id),
    });

  return (
    <RowMenu text={t('expeditions.actions.menu')} label={t('expeditions.actions.label', { ref: expedition.ref_expedition })} loading={remove.isPending}>
      <Menu.Item component={Link} to={paths.expeditionSlip(expedition.id)}>
        {t('expeditions.actions.slip')}
      </Menu.Item>
      <Menu.Item component={Link} to={paths.expeditionInvoice(expedition.id)}>
        {t('expeditions.actions.invoice')}
      </Menu.Item>
      <Menu.Item component={Link} to={paths.expeditionLabels(expedition.id)}>
        {t('expeditions.actions.labels')}
      </Menu.Item>
      {onPay && expedition.debt > 0 && can('ajouter facture') && (
        <Menu.Item onClick={() => onPay(expedition)}>{t('expeditions.actions.pay')}</Menu.Item>
      )}
      {untouched && can('modifier expedition') && (
        <Menu.Item onClick={() => onEdit(expedition)}>{t('expeditions.actions.edit')}</Menu.Item>
      )}
      {untouched && can('supprimer expedition') && (
        <Menu.Item color="red" onClick={askDelete}>
          {t('expeditions.actions.delete')}
        </Menu.Item>
      )}
    </RowMenu>
  );
}
