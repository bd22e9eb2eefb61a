import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery, type Page } from '@/lib/api-client';
import type { Row } from '@/lib/api/types';

/** A message a visitor left on the contact page. */
export type ContactMessage = Row<'/api/contacts/messages'>;

export const MESSAGES_PER_PAGE = 10;

/** The messages received, newest first. */
export function getMessages(page: number, signal: AbortSignal): Promise<Page<ContactMessage>> {
  return api.get<Page<ContactMessage>>(withQuery('/contacts/messages', { page, per_page: MESSAGES_PER_PAGE }), signal);
}

export const messagesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['contacts', 'messages', { page }] as const,
    queryFn: ({ signal }) => getMessages(page, signal),
    placeholderData: (previous) => previous,
  });

export function useMessages(page: number) {
  return useQuery(messagesQueryOptions(page));
}
