import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Reply } from '@/lib/api/types';
import { notifyError } from '@/lib/notify';

export function deleteArticle(id: number): Promise<Reply<'/api/articles/{id}', 'delete'>> {
  return api.delete<Reply<'/api/articles/{id}', 'delete'>>(`/articles/${id}`);
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
