import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDeleteWaybill } from '@/features/waybills/api/delete-waybill';
import { isInPreparation, type Waybill } from '@/features/waybills/api/get-waybills';
import { confirmDelete } from '@/components/confirm-delete';
import { RowMenu } from '@/components/row-menu';
import { formatWeight } from '@/lib/format';
import { paths } from '@/lib/paths';
import { usePermissions } from '@/lib/permissions';

/**
 * A waybill's menu: Visualiser (its printable sheet), and, while it is in preparation, Éditer,
 * Valider and Supprimer for those allowed to.
 */
export function WaybillActions({
  waybill,
  onEdit,
  onValidate,
}: {
  waybill: Waybill;
  onEdit: (waybill: Waybill) => void;
  onValidate: (waybill: Waybill) => void;
}) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const remove = useDeleteWaybill();
  const open = isInPreparation(waybill);
  const askDelete = () =>
    confirmDelete({
      title: t('waybills.delete.title'),
      message: t('waybills.delete.message', {
        ref: waybill.ref_waybill,
        pieces: t('waybills.pieces', { count: waybill.quantity }),
        weight: formatWeight(waybill.weight),
      }),
      onConfirm: () => remove.mutate(waybill.id),
    });

  return (
    <RowMenu text={t('waybills.actions.menu')} label={t('waybills.actions.label', { ref: waybill.ref_waybill })} loading={remove.isPending}>
      <Menu.Item component={Link} to={paths.waybill(waybill.id)}>
        {t('waybills.actions.view')}
      </Menu.Item>
      {open && can('modifier bordereau') && <Menu.Item onClick={() => onEdit(waybill)}>{t('waybills.actions.edit')}</Menu.Item>}
      {open && can('valider bordereau') && (
        <Menu.Item onClick={() => onValidate(waybill)}>{t('waybills.actions.validate')}</Menu.Item>
      )}
      {open && can('supprimer bordereau') && (
        <Menu.Item color="red" onClick={askDelete}>
          {t('waybills.actions.delete')}
        </Menu.Item>
      )}
    </RowMenu>
  );
}
