import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessages, type ContactMessage } from '@/features/contacts/api/get-messages';
import { ListPager } from '@/components/list-pager';
import { PageHeader } from '@/components/page-header';
import { QueryContent } from '@/components/query-content';
import { formatDate } from '@/lib/format';

const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/** Messages reçus: what visitors wrote on the contact page, newest first. */
export function MessagesRoute() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const messages = useMessages(page);
  return (
    <Stack>
      <PageHeader title={t('contacts.messages.title')} subtitle={t('contacts.messages.subtitle')} />
      <QueryContent query={messages} isEmpty={(found) => found.total === 0} emptyText={t('contacts.messages.empty')}>
        {(found) => (
          <Stack>
            <Stack component="ol" gap="sm" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {found.items.map((message) => (
                <MessageCard key={message.id} message={message} />
              ))}
            </Stack>
            <ListPager total={found.total} perPage={found.per_page} page={page} onChange={setPage} />
          </Stack>
        )}
      </QueryContent>
    </Stack>
  );
}

function MessageCard({ message }: { message: ContactMessage }) {
  const { t } = useTranslation();
  const received = new Date(message.createdAt);
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {message.subject}
          </Text>
          <Text size="sm" c="dimmed">
            {t('contacts.messages.received', { date: formatDate(received), time: timeFormat.format(received) })}
          </Text>
        </Group>
        <Group gap="xs">
          <Text size="sm">
            {t('contacts.messages.from', { name: message.name })}{' '}
            <Anchor href={`mailto:${message.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {message.email}
            </Anchor>
          </Text>
          {message.extensionName && (
            <Badge variant="light" size="sm">
              {message.extensionName}
            </Badge>
          )}
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {message.message}
        </Text>
      </Stack>
    </Paper>
  );
}
