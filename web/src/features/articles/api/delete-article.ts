import { api } from '@/lib/api-client';
import type { Reply } from '@/lib/api/types';
import { useNotifiedMutation } from '@/lib/mutations';

export function deleteArticle(id: number): Promise<Reply<'/api/articles/{id}', 'delete'>> {
  return api.delete<Reply<'/api/articles/{id}', 'delete'>>(`/articles/${id}`);
}

/** Deletes an article (409 while a parcel holds it); the message is a red toast, as for every deletion. */
export function useDeleteArticle() {
  return useNotifiedMutation(deleteArticle, [['articles']], { deletion: true });
}
