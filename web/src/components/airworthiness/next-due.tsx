import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DueStatusBadge, useDueWords } from '@/components/airworthiness/due-status';
import { withQuery } from '@/lib/api-client';
import type { DueItem } from '@/lib/api/airworthiness';
import { paths } from '@/lib/paths';

/**
 * An aircraft's next due items (the server sends its first three): each with its word-status, what
 * it is, what is left and its projected date; then 'Voir l'échéancier', the due list on the aircraft.
 */
export function NextDue({
  items,
  planeId,
  immatriculation,
  size = 'sm',
}: {
  items: readonly DueItem[];
  planeId: number;
  immatriculation: string;
  size?: 'xs' | 'sm';
}) {
  const { t } = useTranslation();
  const words = useDueWords();
  return (
    <Stack gap={6}>
      {items.length === 0 ? (
        <Text size={size} c="dimmed">
          {t('airworthiness.due.none')}
        </Text>
      ) : (
        <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('airworthiness.due.nextOf', { immatriculation })}>
          {items.map((item) => {
            const where = words.where(item);
            return (
              <li key={item.key}>
                <Group gap={6} wrap="nowrap" align="flex-start">
                  <DueStatusBadge status={item.status} size={size === 'xs' ? 'sm' : 'md'} />
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size={size} fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {item.item}
                      {where && (
                        <Text span size={size} c="dimmed" fw={400}>
                          {` · ${where}`}
                        </Text>
                      )}
                    </Text>
                    <Text size={size} c={item.status === 'depasse' ? 'red.8' : undefined}>
                      {`${words.limit(item)} · ${words.left(item)} · ${words.projected(item)}`}
                    </Text>
                  </Stack>
                </Group>
              </li>
            );
          })}
        </Stack>
      )}
      <Anchor
        component={Link}
        to={withQuery(paths.due, { planeId })}
        size={size}
        aria-label={t('airworthiness.due.seeAllOf', { immatriculation })}
      >
        {t('airworthiness.due.seeAll')}
      </Anchor>
    </Stack>
  );
}
