import { zodResolver } from '@hookform/resolvers/zod';
import { Button, FileInput, Paper, Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  AVATAR_TYPES,
  avatarSchema,
  useUploadAvatar,
  type AvatarFormValues,
  type AvatarInput,
} from '@/features/people/api/upload-avatar';
import { FormError } from '@/components/form-error';
import { setServerFieldErrors } from '@/lib/forms';
import { paths } from '@/lib/paths';

/** One's own photo: chosen, checked here (type and size), then sent. */
export function AvatarForm() {
  const { t } = useTranslation();
  const titleId = useId();
  const navigate = useNavigate();
  const upload = useUploadAvatar();
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<AvatarFormValues, unknown, AvatarInput>({
    resolver: zodResolver(avatarSchema),
    mode: 'onChange',
    defaultValues: { file: null },
  });

  const onSubmit = handleSubmit((values) =>
    upload.mutate(values, {
      onSuccess: () => {
        reset();
        void navigate(paths.profile);
      },
      onError: (error) => setServerFieldErrors(error, setError, ['file']),
    }),
  );

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="form" aria-labelledby={titleId} onSubmit={onSubmit} noValidate>
      <Stack>
        <Title order={2} size="h4" id={titleId}>
          {t('people.avatar.title')}
        </Title>
        <FormError error={upload.error} />
        <Controller
          control={control}
          name="file"
          render={({ field }) => (
            <FileInput
              label={t('people.avatar.file')}
              description={t('people.avatar.hint')}
              placeholder={t('people.avatar.placeholder')}
              accept={AVATAR_TYPES.join(',')}
              clearable
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.file?.message}
            />
          )}
        />
        <Button type="submit" loading={upload.isPending}>
          {t('people.avatar.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
