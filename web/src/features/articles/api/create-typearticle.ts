import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, type Written } from '@/lib/api-client';
import i18n from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import type { ArticleType } from '@/features/articles/api/get-typearticles';

export const articleTypeSchema = z.object({
  name: z.string().trim().min(1, { error: () => i18n.t('articles.types.nameRequired') }),
});

export type ArticleTypeInput = z.infer<typeof articleTypeSchema>;

export function createArticleType(input: ArticleTypeInput): Promise<Written<ArticleType>> {
  return api.post<Written<ArticleType>>('/typearticles', input);
}

/** Adds an article type (409 when the name is taken); the types are fetched again. */
export function useCreateArticleType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createArticleType,
    onSuccess: ({ msg }) => {
      notifySuccess(msg);
      return queryClient.invalidateQueries({ queryKey: ['typearticles'] });
    },
    onError: (error) => notifyError(error.message),
  });
}
