import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { genders, personSchema, useCreateUser, type PersonInput } from '@/features/people/api/create-user';
import { useProfiles } from '@/features/people/api/get-profiles';
import { useUpdateUser } from '@/features/people/api/update-user';
import { ExtensionField } from '@/components/extension-select';
import { FormError } from '@/components/form-error';
import { FormButtons, FormModal } from '@/components/form-modal';
import { PhoneInput } from '@/components/phone-input';
import { PlaceFields, type Place } from '@/components/place-fields';
import { useSession, type User } from '@/lib/auth';
import { setServerFieldErrors } from '@/lib/forms';
import { usePermissions } from '@/lib/permissions';

/** The profile a new person gets: the staff tab's, or Client. */
export interface TargetProfile {
  id: number;
  name: string;
}

const serverFields = [
  'name', 'email', 'tel', 'adress', 'gender', 'country', 'countryCode', 'region', 'city', 'profileId', 'extensionId',
  'status', 'password',
] as const;

/** `branchId`: the branch a new person starts in (the spec's default: the user's own). */
function initialValues(person: User | null, profile: TargetProfile, branchId: number | null): PersonInput {
  const gender = genders.find((g) => g === person?.gender) ?? '';
  return {
    name: person?.name ?? '',
    email: person?.email ?? '',
    tel: person?.tel ?? '',
    adress: person?.adress ?? '',
    gender,
    country: person?.country ?? '',
    countryCode: person?.countryCode ?? '',
    region: person?.region ?? '',
    city: person?.city ?? '',
    profileId: person?.profileId ?? profile.id,
    extensionId: person ? person.extensionId : branchId,
    status: person?.status === 0 ? 0 : 1,
    password: '',
  };
}

/**
 * Adds or edits a staff member or a client: `person` null adds one holding `profile`, under
 * `newTitle`, the words of the button that opened it ('Nouveau Chauffeur', 'Nouveau client').
 */
export function PersonFormModal({
  opened,
  onClose,
  person,
  profile,
  newTitle,
}: {
  opened: boolean;
  onClose: () => void;
  person: User | null;
  profile: TargetProfile;
  newTitle: string;
}) {
  const { t } = useTranslation();
  const title = person ? t('people.form.editTitle', { profile: person.userprofile.profile.name }) : newTitle;
  return (
    <FormModal opened={opened} onClose={onClose} title={title}>
      <PersonForm person={person} profile={profile} onDone={onClose} />
    </FormModal>
  );
}

function PersonForm({ person, profile, onDone }: { person: User | null; profile: TargetProfile; onDone: () => void }) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const session = useSession();
  const create = useCreateUser();
  const update = useUpdateUser();
  const save = person ? update : create;

  // Changing someone's profile or status needs 'modifier personnel', and nobody changes their own.
  const mayChangeAccess = person === null || (can('modifier personnel') && person.id !== session?.user.id);
  const showProfile = can('afficher profil');
  const showStatus = can('modifier personnel');
  const profiles = useProfiles({ enabled: showProfile });

  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<PersonInput>({
    resolver: zodResolver(personSchema),
    defaultValues: initialValues(person, profile, session?.extension?.id ?? null),
  });
  const [country, countryCode, region, city] = useWatch({ control, name: ['country', 'countryCode', 'region', 'city'] });

  const setPlace = (place: Place) => {
    for (const [name, value] of Object.entries(place) as [keyof Place, string][]) {
      setValue(name, value, { shouldDirty: true });
    }
  };

  const onSubmit = handleSubmit((values) => {
    const handlers = {
      onSuccess: onDone,
      onError: (error: Error) => setServerFieldErrors(error, setError, serverFields),
    };
    if (person) update.mutate({ user: person, values }, handlers);
    else create.mutate(values, handlers);
  });

  // The profile a person holds stays among the choices even if the list cannot be read.
  const profileOptions = (profiles.data ?? []).map(({ id, name }) => ({ value: id, label: name }));
  if (!profileOptions.some((option) => option.value === (person?.profileId ?? profile.id))) {
    profileOptions.unshift({
      value: person?.profileId ?? profile.id,
      label: person?.userprofile.profile.name ?? profile.name,
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormError error={save.error} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('people.form.name')} withAsterisk data-autofocus error={errors.name?.message} {...register('name')} />
          <TextInput label={t('people.form.email')} type="email" autoComplete="off" error={errors.email?.message} {...register('email')} />
          <PhoneInput label={t('people.form.tel')} autoComplete="off" error={errors.tel?.message} {...register('tel')} />
          <TextInput label={t('people.form.address')} autoComplete="off" error={errors.adress?.message} {...register('adress')} />
          <Controller
            control={control}
            name="gender"
            render={({ field }) => (
              <Select
                label={t('people.form.gender')}
                data={genders.map((value) => ({ value, label: t(`people.genders.${value}`) }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                clearable
                error={errors.gender?.message}
              />
            )}
          />
          <PlaceFields
            value={{ country, countryCode, region, city }}
            onChange={setPlace}
            errors={{
              country: errors.country?.message,
              countryCode: errors.countryCode?.message,
              region: errors.region?.message,
              city: errors.city?.message,
            }}
          />
          {showStatus && (
            <ExtensionField control={control} name="extensionId" disabled={!mayChangeAccess} />
          )}
          {showProfile && (
            <Controller
              control={control}
              name="profileId"
              render={({ field }) => (
                <Select<number>
                  label={t('people.form.profile')}
                  data={profileOptions}
                  value={field.value}
                  onChange={(value) => value !== null && field.onChange(value)}
                  onBlur={field.onBlur}
                  allowDeselect={false}
                  searchable
                  disabled={!mayChangeAccess}
                  error={errors.profileId?.message}
                />
              )}
            />
          )}
          {showStatus && (
            <Controller
              control={control}
              name="status"
              render={({ field }) => (
                <Select<number>
                  label={t('people.form.status')}
                  data={[
                    { value: 1, label: t('people.status.active') },
                    { value: 0, label: t('people.status.inactive') },
                  ]}
                  value={field.value}
                  onChange={(value) => field.onChange(value === 0 ? 0 : 1)}
                  onBlur={field.onBlur}
                  allowDeselect={false}
                  disabled={!mayChangeAccess}
                  error={errors.status?.message}
                />
              )}
            />
          )}
          {!person && (
            <PasswordInput
              label={t('people.form.password')}
              description={t('people.form.passwordHint')}
              autoComplete="new-password"
              visibilityToggleButtonProps={{ 'aria-label': t('common.togglePassword') }}
              error={errors.password?.message}
              {...register('password')}
            />
          )}
        </SimpleGrid>
        <FormButtons onClose={onDone} pending={save.isPending} />
      </Stack>
    </form>
  );
}
