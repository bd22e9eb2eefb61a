import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import type { Body, Reply } from '@/lib/api/types';
import i18n from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';

export const articleTypeSchema = z.object({
  name: z.string().trim().min(1, { error: () => i18n.t('articles.types.nameRequired') }),
});

export type ArticleTypeInput = z.infer<typeof articleTypeSchema>;

export function createArticleType(input: ArticleTypeInput): Promise<Reply<'/api/typearticles', 'post'>> {
  return api.post<Reply<'/api/typearticles', 'post'>>('/typearticles', input satisfies Body<'/api/typearticles'>);
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
