import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import type { Reply } from '@/lib/api/types';
import { setSessionUser, type User } from '@/lib/auth';
import i18n from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';

/** One's own details, and optionally a new password (which needs the current one). */
export const meSchema = z
  .object({
    name: z.string().trim().min(1, { error: () => i18n.t('people.form.nameRequired') }),
    tel: z.string().trim(),
    email: z.string().trim(),
    country: z.string(),
    countryCode: z.string(),
    region: z.string(),
    city: z.string(),
    adress: z.string().trim(),
    current_password: z.string(),
    password: z.string(),
    conf_password: z.string(),
  })
  .superRefine(({ password, conf_password, current_password }, context) => {
    if (password === '' && conf_password === '') return;
    if (password !== conf_password) {
      context.addIssue({ code: 'custom', path: ['conf_password'], message: i18n.t('common.passwordsDiffer') });
    }
    if (current_password === '') {
      context.addIssue({
        code: 'custom',
        path: ['current_password'],
        message: i18n.t('people.me.currentPasswordRequired'),
      });
    }
  });

export type MeInput = z.infer<typeof meSchema>;

export interface UpdateMeInput {
  /** The signed-in user as the form knows them: what it does not edit goes back unchanged. */
  user: Pick<User, 'gender' | 'countryData' | 'updatedAt'>;
  values: MeInput;
}

export function updateMe({ user, values }: UpdateMeInput): Promise<Reply<'/api/me', 'put'>> {
  const { password, conf_password, current_password, ...details } = values;
  return api.put<Reply<'/api/me', 'put'>>('/me', {
    ...details,
    gender: user.gender,
    countryData: user.countryData,
    updatedAt: user.updatedAt,
    ...(password ? { password, conf_password, current_password } : {}),
  });
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: ({ msg, data }) => {
      notifySuccess(msg);
      setSessionUser(queryClient, data);
      return queryClient.invalidateQueries({ queryKey: ['users'] });
    },
    onError: (error) => notifyError(error.message),
  });
}
