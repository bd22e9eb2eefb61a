import { z } from 'zod';
import { api } from '@/lib/api-client';
import type { Body, Reply } from '@/lib/api/types';
import i18n from '@/lib/i18n';
import { useNotifiedMutation } from '@/lib/mutations';

export const articleTypeSchema = z.object({
  name: z.string().trim().min(1, { error: () => i18n.t('articles.types.nameRequired') }),
});

export type ArticleTypeInput = z.infer<typeof articleTypeSchema>;

export function createArticleType(input: ArticleTypeInput): Promise<Reply<'/api/typearticles', 'post'>> {
  return api.post<Reply<'/api/typearticles', 'post'>>('/typearticles', input satisfies Body<'/api/typearticles'>);
}

/** Adds an article type (409 when the name is taken); the types are fetched again. */
export function useCreateArticleType() {
  return useNotifiedMutation(createArticleType, [['typearticles']]);
}
