import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import type { Body, Reply } from '@/lib/api/types';
import i18n from '@/lib/i18n';
import { notifyError } from '@/lib/notify';

const required = () => i18n.t('contacts.form.required');

export const messageSchema = z.object({
  name: z.string().trim().min(1, { error: required }),
  email: z
    .string()
    .trim()
    .min(1, { error: required })
    .pipe(z.email({ error: () => i18n.t('contacts.form.emailInvalid') })),
  subject: z.string().trim().min(1, { error: required }),
  message: z.string().trim().min(1, { error: required }),
  /** The branch written to, if the visitor chose one. */
  extensionId: z.number().nullable(),
});

export type MessageInput = z.infer<typeof messageSchema>;

export function sendMessage(input: MessageInput): Promise<Reply<'/api/contacts', 'post'>> {
  return api.post<Reply<'/api/contacts', 'post'>>('/contacts', input satisfies Body<'/api/contacts'>);
}

/**
 * Leaves a message for the agency (429 after a few from the same address): the form shows the
 * server's answer; the staff's list of messages is fetched again.
 */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['contacts', 'messages'] }),
    onError: (error) => notifyError(error.message),
  });
}
