import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { articleTypeSchema, useCreateArticleType, type ArticleTypeInput } from '@/features/articles/api/create-typearticle';
import { setServerFieldErrors } from '@/lib/forms';

/** A one-field form that adds an article type. */
export function ArticleTypeForm() {
  const { t } = useTranslation();
  const create = useCreateArticleType();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ArticleTypeInput>({ resolver: zodResolver(articleTypeSchema), defaultValues: { name: '' } });

  const onSubmit = handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => reset(),
      onError: (error) => setServerFieldErrors(error, setError, ['name']),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('articles.types.title')}>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          label={t('articles.types.name')}
          autoComplete="off"
          error={errors.name?.message ?? create.error?.message}
          style={{ flex: 1 }}
          {...register('name')}
        />
        <Button type="submit" variant="light" mt={25} loading={create.isPending} disabled={create.isPending}>
          {t('articles.types.add')}
        </Button>
      </Group>
    </form>
  );
}
