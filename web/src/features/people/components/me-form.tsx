import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Fieldset, Group, Paper, PasswordInput, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { meSchema, useUpdateMe, type MeInput } from '@/features/people/api/update-me';
import { FormError } from '@/components/form-error';
import { PhoneInput } from '@/components/phone-input';
import { PlaceFields, type Place } from '@/components/place-fields';
import type { User } from '@/lib/auth';
import { setServerFieldErrors } from '@/lib/forms';

const serverFields = [
  'name', 'tel', 'email', 'country', 'countryCode', 'region', 'city', 'adress', 'current_password', 'password', 'conf_password',
] as const;

function valuesOf(user: User): MeInput {
  return {
    name: user.name,
    tel: user.tel ?? '',
    email: user.email ?? '',
    country: user.country ?? '',
    countryCode: user.countryCode ?? '',
    region: user.region ?? '',
    city: user.city ?? '',
    adress: user.adress ?? '',
    current_password: '',
    password: '',
    conf_password: '',
  };
}

/** One's own details, and a new password if one wants it. `user` is the signed-in user, kept current. */
export function MeForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const titleId = useId();
  const save = useUpdateMe();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors },
  } = useForm<MeInput>({ resolver: zodResolver(meSchema), defaultValues: valuesOf(user) });
  const [country, countryCode, region, city] = useWatch({ control, name: ['country', 'countryCode', 'region', 'city'] });

  const setPlace = (place: Place) => {
    for (const [name, value] of Object.entries(place) as [keyof Place, string][]) {
      setValue(name, value, { shouldDirty: true });
    }
  };

  // `user` follows the session, which a photo upload also updates: the save starts from its version.
  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { user, values },
      {
        onSuccess: ({ data }) => reset(valuesOf(data)),
        onError: (error) => setServerFieldErrors(error, setError, serverFields),
      },
    ),
  );

  const toggle = { 'aria-label': t('common.togglePassword') };
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="form" aria-labelledby={titleId} onSubmit={onSubmit} noValidate>
      <Stack>
        <Title order={2} size="h4" id={titleId}>
          {t('people.me.title')}
        </Title>
        <FormError error={save.error} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('people.form.name')} withAsterisk autoComplete="name" error={errors.name?.message} {...register('name')} />
          <PhoneInput label={t('people.form.tel')} error={errors.tel?.message} {...register('tel')} />
          <TextInput label={t('people.form.email')} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
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
          <TextInput label={t('people.form.address')} autoComplete="street-address" error={errors.adress?.message} {...register('adress')} />
        </SimpleGrid>
        <Fieldset legend={t('people.me.passwordLegend')} radius="md">
          <Stack>
            <PasswordInput
              label={t('people.me.currentPassword')}
              description={t('people.me.passwordHint')}
              autoComplete="current-password"
              visibilityToggleButtonProps={toggle}
              error={errors.current_password?.message}
              {...register('current_password')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <PasswordInput
                label={t('people.me.newPassword')}
                autoComplete="new-password"
                visibilityToggleButtonProps={toggle}
                error={errors.password?.message}
                {...register('password')}
              />
              <PasswordInput
                label={t('people.me.confirmPassword')}
                autoComplete="new-password"
                visibilityToggleButtonProps={toggle}
                error={errors.conf_password?.message}
                {...register('conf_password')}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
