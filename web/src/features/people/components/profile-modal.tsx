import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { profileSchema, useCreateProfile, type ProfileInput } from '@/features/people/api/create-profile';
import { useDeleteProfile } from '@/features/people/api/delete-profile';
import { usePermissionCatalogue } from '@/features/people/api/get-permissions';
import type { ProfileDetails } from '@/features/people/api/get-profiles';
import { useUpdateProfile } from '@/features/people/api/update-profile';
import { PermissionGrid } from '@/features/people/components/permission-grid';
import { confirmDelete } from '@/components/confirm-delete';
import { FormError } from '@/components/form-error';
import { DeleteButton, FormButtons, FormModal } from '@/components/form-modal';
import { QueryContent } from '@/components/query-content';
import { setServerFieldErrors } from '@/lib/forms';
import { usePermissions } from '@/lib/permissions';

/** Nouveau profil / a profile's name and permissions. `profile` null creates one. */
export function ProfileModal({
  opened,
  onClose,
  profile,
}: {
  opened: boolean;
  onClose: () => void;
  profile: ProfileDetails | null;
}) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={profile ? t('people.profiles.form.editTitle', { name: profile.name }) : t('people.profiles.form.addTitle')}
    >
      <ProfileForm profile={profile} onDone={onClose} />
    </FormModal>
  );
}

function ProfileForm({ profile, onDone }: { profile: ProfileDetails | null; onDone: () => void }) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const catalogue = usePermissionCatalogue();
  const create = useCreateProfile();
  const update = useUpdateProfile();
  const remove = useDeleteProfile();
  const save = profile ? update : create;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProfileInput>({
    resolver: zodResolver(profileSchema),
    defaultValues: {
      name: profile?.name ?? '',
      permissionId: profile?.profilepermissions.map(({ permissionId }) => permissionId) ?? [],
    },
  });

  const onSubmit = handleSubmit((values) => {
    const handlers = {
      onSuccess: onDone,
      onError: (error: Error) => setServerFieldErrors(error, setError, ['name', 'permissionId']),
    };
    if (profile) update.mutate({ profile, values }, handlers);
    else create.mutate(values, handlers);
  });

  const askDelete = (doomed: ProfileDetails) =>
    confirmDelete({
      title: t('people.profiles.delete.title'),
      message: t('people.profiles.delete.message', { name: doomed.name }),
      onConfirm: () => remove.mutate(doomed.id, { onSuccess: onDone }),
    });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormError error={save.error ?? remove.error} />
        <TextInput
          label={t('people.profiles.form.name')}
          withAsterisk
          disabled={profile?.fixed}
          description={profile?.fixed ? t('people.profiles.form.fixed') : undefined}
          data-autofocus
          error={errors.name?.message}
          {...register('name')}
        />
        <QueryContent query={catalogue}>
          {(permissions) => (
            <Controller
              control={control}
              name="permissionId"
              render={({ field }) => <PermissionGrid catalogue={permissions} value={field.value} onChange={field.onChange} />}
            />
          )}
        </QueryContent>
        <FormButtons
          onClose={onDone}
          pending={save.isPending}
          start={profile && !profile.fixed && can('supprimer profil') && <DeleteButton onClick={() => askDelete(profile)} pending={remove.isPending} />}
        />
      </Stack>
    </form>
  );
}
