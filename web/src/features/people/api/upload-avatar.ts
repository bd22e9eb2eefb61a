import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import type { Reply } from '@/lib/api/types';
import { setSessionUser } from '@/lib/auth';
import i18n from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';

/** What the server accepts (DESIGN §6); it re-encodes the photo to a JPEG of at most 1500×1500. */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const AVATAR_MAX_BYTES = 10 * 1024 * 1024;

/** The photo form: a file is needed, of an accepted type and size. */
export const avatarSchema = z.object({
  file: z
    .instanceof(File)
    .nullable()
    .refine((file) => file !== null, { error: () => i18n.t('people.avatar.required') })
    .refine((file) => !file || (AVATAR_TYPES as readonly string[]).includes(file.type), {
      error: () => i18n.t('people.avatar.wrongType'),
    })
    .refine((file) => !file || file.size <= AVATAR_MAX_BYTES, { error: () => i18n.t('people.avatar.tooLarge') }),
});

/** What the form holds (no file yet: null); once checked, a file is there. */
export type AvatarFormValues = z.input<typeof avatarSchema>;
export type AvatarInput = z.output<typeof avatarSchema>;

export function uploadAvatar({ file }: AvatarInput): Promise<Reply<'/api/me/avatar', 'post'>> {
  const body = new FormData();
  body.append('file', file);
  return api.post<Reply<'/api/me/avatar', 'post'>>('/me/avatar', body);
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: ({ msg, data }) => {
      notifySuccess(msg);
      setSessionUser(queryClient, data);
      return queryClient.invalidateQueries({ queryKey: ['users'] });
    },
    onError: (error) => notifyError(error.message),
  });
}
