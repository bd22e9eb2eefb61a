import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import type { Reply } from '@/lib/api/types';
import { replaceSession, toSession } from '@/lib/auth';
import i18n from '@/lib/i18n';
import { notifySuccess } from '@/lib/notify';

export const loginSchema = z.object({
  username: z.string().trim().min(1, { error: () => i18n.t('auth.login.usernameRequired') }),
  password: z.string().min(1, { error: () => i18n.t('auth.login.passwordRequired') }),
});

export type LoginInput = z.infer<typeof loginSchema>;

// The answer also carries `token`, for API clients; the browser relies on the HttpOnly cookie only.
type LoginResponse = Reply<'/api/login', 'post'>;

export function login(input: LoginInput): Promise<LoginResponse> {
  return api.post<LoginResponse>('/login', input);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (response) => {
      replaceSession(queryClient, toSession(response));
      notifySuccess(response.msg);
    },
  });
}
