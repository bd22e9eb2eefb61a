import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Written } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import type { Article } from '@/features/articles/api/get-articles';

export function deleteArticle(id: number): Promise<Written<Article>> {
  return api.delete<Written<Article>>(`/articles/${id}`);
}

/** Deletes an article (409 while a parcel holds it); the message is a red toast, as for every deletion. */
export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteArticle,
    onSuccess: ({ msg }) => {
      notifyError(msg);
      return queryClient.invalidateQueries({ queryKey: ['articles'] });
    },
    onError: (error) => notifyError(error.message),
  });
}
