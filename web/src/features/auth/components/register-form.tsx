import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { registerSchema, useRegister, type RegisterInput } from '@/features/auth/api/register';
import { FormError } from '@/components/form-error';
import { PhoneInput } from '@/components/phone-input';
import { setServerFieldErrors } from '@/lib/forms';

export function RegisterForm() {
  const { t } = useTranslation();
  const registration = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: { name: '', tel: '', password: '', conf_password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    registration.mutate(values, {
      onError: (error) => setServerFieldErrors(error, setError, ['name', 'tel', 'password', 'conf_password']),
    }),
  );

  const toggle = { 'aria-label': t('common.togglePassword') };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormError error={registration.error} />
        <TextInput
          label={t('auth.register.name')}
          autoComplete="name"
          withAsterisk
          error={errors.name?.message}
          {...register('name')}
        />
        <PhoneInput label={t('auth.register.tel')} withAsterisk error={errors.tel?.message} {...register('tel')} />
        <PasswordInput
          label={t('auth.register.password')}
          autoComplete="new-password"
          withAsterisk
          visibilityToggleButtonProps={toggle}
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordInput
          label={t('auth.register.confirm')}
          autoComplete="new-password"
          withAsterisk
          visibilityToggleButtonProps={toggle}
          error={errors.conf_password?.message}
          {...register('conf_password')}
        />
        <Button type="submit" loading={registration.isPending} fullWidth>
          {t('auth.register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
