import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { loginRules, useLogin, type LoginInput } from '@/features/auth/api/login';
import { FormError } from '@/components/form-error';
import { setServerFieldErrors } from '@/lib/forms';

export function LoginForm() {
  const { t } = useTranslation();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginInput>({
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    login.mutate(values, {
      onError: (error) => setServerFieldErrors(error, setError, ['username', 'password']),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormError error={login.error} />
        <TextInput
          label={t('auth.login.username')}
          autoComplete="username"
          withAsterisk
          error={errors.username?.message}
          {...register('username', loginRules.username)}
        />
        <PasswordInput
          label={t('auth.login.password')}
          autoComplete="current-password"
          withAsterisk
          visibilityToggleButtonProps={{ 'aria-label': t('auth.login.togglePassword') }}
          error={errors.password?.message}
          {...register('password', loginRules.password)}
        />
        <Button type="submit" loading={login.isPending} fullWidth>
          {t('auth.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
