import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterOptions } from 'react-hook-form';
import { api } from '@/lib/api-client';
import type { Reply } from '@/lib/api/types';
import { replaceSession, toSession } from '@/lib/auth';
import i18n from '@/lib/i18n';
import { notifySuccess } from '@/lib/notify';

export interface LoginInput {
  username: string;
  password: string;
}

/**
 * The form's checks, as react-hook-form's own rules rather than the zod schema other forms have:
 * the sign-in page is every visitor's first load on a slow line, and zod would weigh more there
 * than the page itself (its users load it right after signing in).
 */
export const loginRules = {
  username: {
    setValueAs: (value: string) => value.trim(),
    validate: (value: string) => value !== '' || i18n.t('auth.login.usernameRequired'),
  },
  password: {
    validate: (value: string) => value !== '' || i18n.t('auth.login.passwordRequired'),
  },
} satisfies { [Name in keyof LoginInput]: RegisterOptions<LoginInput, Name> };

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
