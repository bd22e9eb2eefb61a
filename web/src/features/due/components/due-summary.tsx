import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDue, type DueList, type DueStatus } from '@/features/due/api/get-due';
import { dueSearch } from '@/features/due/utils/filters';
import { SoonIcon, StopIcon } from '@/components/airworthiness/due-status';
import { QueryContent } from '@/components/query-content';
import { formatCount } from '@/lib/format';
import { paths } from '@/lib/paths';

const everything = { planeId: null, status: null, horizonDays: null };

function countOf(due: DueList, status: DueStatus): number {
  return due.counts.find((row) => row.status === status)?.count ?? 0;
}

function Figure({ status, label, count, color, icon }: { status: DueStatus; label: string; count: number; color: string; icon: ReactElement }) {
  return (
    <Anchor
      component={Link}
      to={`${paths.due}${dueSearch({ ...everything, status })}`}
      underline="hover"
      c={count > 0 ? color : 'dark'}
    >
      {/* The space between the word and the count names the link 'Dépassé 1' (a flex row draws none). */}
      <Group gap={6} wrap="nowrap">
        {icon}
        <Text span inherit fw={600}>
          {label}
        </Text>{' '}
        <Text span inherit fw={800} fz="xl">
          {formatCount(count)}
        </Text>
      </Group>
    </Anchor>
  );
}

/**
 * The dashboard's card of the fleet's due items: how many are past due and how many come due soon
 * (each a link to the due list on that status), and 'Voir l'échéancier'.
 */
export function DueSummaryCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const due = useDue(everything);
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="sm">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={0}>
          <Title order={2} size="h5" id={titleId}>
            {t('due.summary.title')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('due.summary.hint')}
          </Text>
        </Stack>
        <Anchor component={Link} to={paths.due} size="sm">
          {t('due.summary.link')}
        </Anchor>
      </Group>
      <QueryContent query={due}>
        {(found) => (
          <Group gap="xl" mt="xs">
            <Figure status="depasse" label={t('due.summary.overdue')} count={countOf(found, 'depasse')} color="red.8" icon={<StopIcon />} />
            <Figure status="bientot" label={t('due.summary.dueSoon')} count={countOf(found, 'bientot')} color="orange.9" icon={<SoonIcon />} />
          </Group>
        )}
      </QueryContent>
    </Paper>
  );
}
