import { api } from '@/lib/api-client';
import type { Body, Reply } from '@/lib/api/types';
import { useNotifiedMutation } from '@/lib/mutations';
import type { ArticleInput } from '@/features/articles/api/create-article';
import type { Article } from '@/features/articles/api/get-articles';

export interface UpdateArticleInput {
  article: Pick<Article, 'id' | 'updatedAt'>;
  values: ArticleInput;
}

export function updateArticle({ article, values }: UpdateArticleInput): Promise<Reply<'/api/articles/{id}', 'put'>> {
  return api.put<Reply<'/api/articles/{id}', 'put'>>(`/articles/${article.id}`, {
    ...values,
    updatedAt: article.updatedAt,
  } satisfies Body<'/api/articles/{id}', 'put'>);
}

/** Saves an edit (409 when someone saved the article meanwhile); the article lists are fetched again. */
export function useUpdateArticle() {
  return useNotifiedMutation(updateArticle, [['articles']]);
}
