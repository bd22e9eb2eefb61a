import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfiles, type ProfileDetails } from '@/features/people/api/get-profiles';
import { ProfileModal } from '@/features/people/components/profile-modal';
import { DataTable, type Column } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { QueryContent } from '@/components/query-content';
import { Can, usePermissions } from '@/lib/permissions';

/** The profiles with how many people hold each; a click opens one for those who may edit it. */
export function ProfilesRoute() {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const profiles = useProfiles();
  const [modal, setModal] = useState<{ opened: boolean; profile: ProfileDetails | null }>({
    opened: false,
    profile: null,
  });
  const open = (profile: ProfileDetails | null) => setModal({ opened: true, profile });

  const columns: Column<ProfileDetails>[] = [
    {
      key: 'name',
      header: t('people.profiles.name'),
      render: (profile) => (
        <Group gap="xs" wrap="nowrap">
          {can('modifier profil') ? (
            <Anchor component="button" type="button" onClick={() => open(profile)} fw={500}>
              {profile.name}
            </Anchor>
          ) : (
            <Text fw={500}>{profile.name}</Text>
          )}
          {profile.fixed && (
            <Badge size="xs" variant="light" color="gray">
              {t('people.profiles.fixed')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'users',
      header: t('people.profiles.people'),
      width: 140,
      render: (profile) => t('people.profiles.count', { count: profile.users }),
    },
  ];

  return (
    <Stack>
      <PageHeader
        title={t('people.profiles.title')}
        actions={
          <Can permission="ajouter profil">
            <Button onClick={() => open(null)}>{t('people.profiles.new')}</Button>
          </Can>
        }
      />
      <QueryContent query={profiles} isEmpty={(list) => list.length === 0} emptyText={t('people.profiles.empty')}>
        {(list) => <DataTable columns={columns} rows={list} rowKey={(profile) => profile.id} minWidth={320} />}
      </QueryContent>
      <ProfileModal
        opened={modal.opened}
        onClose={() => setModal((shown) => ({ ...shown, opened: false }))}
        profile={modal.profile}
      />
    </Stack>
  );
}
