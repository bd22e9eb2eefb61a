import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import type { Reply } from '@/lib/api/types';
import { replaceSession, toSession } from '@/lib/auth';
import i18n from '@/lib/i18n';
import { notifySuccess } from '@/lib/notify';

const required = () => i18n.t('auth.register.required');

/** A client's own account; the password rules (length, common passwords) are the server's. */
export const registerSchema = z
  .object({
    name: z.string().trim().min(1, { error: required }),
    tel: z.string().trim().min(1, { error: required }),
    password: z.string().min(1, { error: required }),
    conf_password: z.string().min(1, { error: required }),
  })
  .refine(({ password, conf_password }) => password === conf_password, {
    path: ['conf_password'],
    error: () => i18n.t('common.passwordsDiffer'),
  });

export type RegisterInput = z.infer<typeof registerSchema>;

type RegisterResponse = Reply<'/api/register', 'post'>;

export function register(input: RegisterInput): Promise<RegisterResponse> {
  return api.post<RegisterResponse>('/register', input);
}

/** Creates the account and signs its owner in, as a login does. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (response) => {
      replaceSession(queryClient, toSession(response));
      notifySuccess(response.msg);
    },
  });
}
