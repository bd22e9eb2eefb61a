import { zodResolver } from '@hookform/resolvers/zod';
import { Fieldset, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { articleSchema, useCreateArticle, type ArticleInput } from '@/features/articles/api/create-article';
import type { Article } from '@/features/articles/api/get-articles';
import { useArticleTypes } from '@/features/articles/api/get-typearticles';
import { useUpdateArticle } from '@/features/articles/api/update-article';
import { FormError } from '@/components/form-error';
import { IdSelectField } from '@/components/form-fields';
import { FormButtons } from '@/components/form-modal';
import { setServerFieldErrors } from '@/lib/forms';
import { usePermissions } from '@/lib/permissions';

/** Nom and Type d'article of an article; `article` null adds one. */
export function ArticleForm({
  article,
  onSaved,
  onClose,
}: {
  article: Article | null;
  onSaved: (article: Article) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const types = useArticleTypes();
  const create = useCreateArticle();
  const update = useUpdateArticle();
  const save = article ? update : create;
  const canSave = can(article ? 'modifier article' : 'ajouter article');
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ArticleInput>({
    resolver: zodResolver(articleSchema),
    defaultValues: { name: article?.name ?? '', typearticleId: article?.typearticleId ?? null },
  });

  const onSubmit = handleSubmit((values) => {
    const handlers = {
      onSuccess: ({ data }: { data: Article }) => onSaved(data),
      onError: (error: Error) => setServerFieldErrors(error, setError, ['name', 'typearticleId']),
    };
    if (article) update.mutate({ article, values }, handlers);
    else create.mutate(values, handlers);
  });

  const typeOptions = (types.data ?? []).map(({ id, name }) => ({ value: id, label: name }));
  if (article?.typearticle && !typeOptions.some((option) => option.value === article.typearticle?.id)) {
    typeOptions.unshift({ value: article.typearticle.id, label: article.typearticle.name });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={article ? article.name : t('articles.form.newTitle')}>
      <Stack>
        <FormError error={save.error} />
        <Fieldset variant="unstyled" disabled={!canSave} p={0} m={0}>
          <Stack>
            <TextInput label={t('articles.form.name')} withAsterisk autoComplete="off" error={errors.name?.message} {...register('name')} />
            <IdSelectField
              control={control}
              name="typearticleId"
              label={t('articles.form.type')}
              data={typeOptions}
              clearable
              searchable
              nothingFoundMessage={t('articles.form.noType')}
              maxDropdownHeight={300}
            />
          </Stack>
        </Fieldset>
        <FormButtons onClose={onClose} pending={save.isPending} readOnly={!canSave} />
      </Stack>
    </form>
  );
}
