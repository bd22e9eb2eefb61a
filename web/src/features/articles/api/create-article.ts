import { z } from 'zod';
import { api } from '@/lib/api-client';
import type { Body, Reply } from '@/lib/api/types';
import i18n from '@/lib/i18n';
import { useNotifiedMutation } from '@/lib/mutations';

export const articleSchema = z.object({
  name: z.string().trim().min(1, { error: () => i18n.t('articles.form.nameRequired') }),
  typearticleId: z.number().nullable(),
});

export type ArticleInput = z.infer<typeof articleSchema>;

export function createArticle(input: ArticleInput): Promise<Reply<'/api/articles', 'post'>> {
  return api.post<Reply<'/api/articles', 'post'>>('/articles', input satisfies Body<'/api/articles'>);
}

/** Adds an article; the article lists are fetched again. */
export function useCreateArticle() {
  return useNotifiedMutation(createArticle, [['articles']]);
}
