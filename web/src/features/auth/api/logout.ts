import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api, ApiError } from '@/lib/api-client';
import type { Reply } from '@/lib/api/types';
import { replaceSession } from '@/lib/auth';
import { notifyError, notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';

export function logout(): Promise<Reply<'/api/logout', 'post'>> {
  return api.post<Reply<'/api/logout', 'post'>>('/logout');
}

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: ({ msg }) => {
      replaceSession(queryClient, null, { deliberate: true });
      void navigate(paths.login);
      notifySuccess(msg);
    },
    onError: (error) => {
      // A 401 means the session had already ended: the API client has signed the user out.
      if (!(error instanceof ApiError && error.status === 401)) notifyError(error.message);
    },
  });
}
