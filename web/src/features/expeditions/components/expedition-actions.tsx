import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDeleteExpedition } from '@/features/expeditions/api/delete-expedition';
import type { Expedition } from '@/features/expeditions/api/get-expeditions';
import { confirmDelete } from '@/components/confirm-delete';
import { RowMenu } from '@/components/row-menu';
import { paths } from '@/lib/paths';

/**
 * An expedition's menu: Reçu (its slip), Facture and Étiquettes (every label); Paiement, Éditer and
 * Supprimer only when the server says the signed-in user may (`actions`: their permissions, their
 * branch's expedition, nothing of it moved, no payment in force for a deletion).
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
  const remove = useDeleteExpedition();
  const { actions } = expedition;
  const askDelete = () =>
    confirmDelete({
      title: t('expeditions.delete.title'),
      message: t('expeditions.delete.message', { ref: expedition.ref_expedition }),
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
      {onPay && actions.pay && (
        <Menu.Item onClick={() => onPay(expedition)}>{t('expeditions.actions.pay')}</Menu.Item>
      )}
      {actions.edit && (
        <Menu.Item onClick={() => onEdit(expedition)}>{t('expeditions.actions.edit')}</Menu.Item>
      )}
      {actions.delete && (
        <Menu.Item color="red" onClick={askDelete}>
          {t('expeditions.actions.delete')}
        </Menu.Item>
      )}
    </RowMenu>
  );
}
