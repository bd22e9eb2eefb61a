import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDeleteUser } from '@/features/people/api/delete-user';
import { confirmDelete } from '@/components/confirm-delete';
import { RowMenu } from '@/components/row-menu';
import { useSession, type User } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { usePermissions } from '@/lib/permissions';

/** Which permissions apply to a person: the client ones for clients, the staff ones for the others. */
export function personResource(person: User): 'client' | 'personnel' {
  return person.userprofile.profile.code === 'client' ? 'client' : 'personnel';
}

/** A person's menu: Profil, and Éditer and Supprimer for those allowed to. */
export function PersonActions({ person, onEdit }: { person: User; onEdit: (person: User) => void }) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const session = useSession();
  const remove = useDeleteUser();
  const resource = personResource(person);
  // The server refuses to delete the signed-in user: the entry is not offered.
  const canDelete = can(`supprimer ${resource}`) && person.id !== session?.user.id;

  const askDelete = () =>
    confirmDelete({
      title: t('people.delete.title'),
      message: t('people.delete.message', { name: person.name }),
      onConfirm: () => remove.mutate(person.id),
    });

  return (
    <RowMenu text={t('people.actions.menu')} label={t('people.actions.label', { name: person.name })} loading={remove.isPending}>
      <Menu.Item component={Link} to={paths.profileOf(person.id)}>
        {t('people.actions.profile')}
      </Menu.Item>
      {can(`modifier ${resource}`) && <Menu.Item onClick={() => onEdit(person)}>{t('people.actions.edit')}</Menu.Item>}
      {canDelete && (
        <Menu.Item color="red" onClick={askDelete}>
          {t('people.actions.delete')}
        </Menu.Item>
      )}
    </RowMenu>
  );
}
