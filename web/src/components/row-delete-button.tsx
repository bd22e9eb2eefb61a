import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '@/components/confirm-delete';
import { Can, type Permission } from '@/lib/permissions';

/**
 * A table row's 'Supprimer', for who holds `permission`: it asks first (`confirm`: a title and
 * what goes), then deletes (`onConfirm`), and is busy while the deletion is on its way. `label`
 * names the row for screen readers.
 */
export function RowDeleteButton({
  permission,
  label,
  confirm,
  onConfirm,
  pending,
}: {
  permission: Permission;
  label: string;
  confirm: { title: string; message: ReactNode };
  onConfirm: () => void;
  pending: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Can permission={permission}>
      <Button size="compact-sm" variant="light" color="red" onClick={() => confirmDelete({ ...confirm, onConfirm })} loading={pending} aria-label={label}>
        {t('common.delete')}
      </Button>
    </Can>
  );
}
