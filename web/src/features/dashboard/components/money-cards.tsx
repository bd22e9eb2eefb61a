import { Grid, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@/features/dashboard/api/get-dashboard';
import { formatCount, formatMoney } from '@/lib/format';

function MoneyCard({ label, amount, note, negative = false }: { label: string; amount: number; note: ReactNode; negative?: boolean }) {
  return (
    <Paper role="group" aria-label={label} withBorder radius="md" p="sm" h="100%">
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      {/* Smaller on a phone, where two cards share the width. */}
      <Text fw={700} c={negative ? 'red' : undefined} style={{ whiteSpace: 'nowrap', fontSize: 'clamp(1.05rem, 4.6vw, 1.35rem)' }}>
        {formatMoney(amount)}
      </Text>
      <Text size="xs" c="dimmed">
        {note}
      </Text>
    </Paper>
  );
}

/**
 * The period's money (DESIGN §3 "Money in and out"): Caisse first (across a phone), then Dépense,
 * Encaissé, Dette (in total, with the part owed on the period's expeditions) and Facturé.
 */
export function MoneyCards({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation();
  const small = { base: 6, sm: 4, lg: 'auto' } as const;
  return (
    <Grid gap="xs" aria-label={t('dashboard.cards.label')} role="region">
      <Grid.Col span={{ base: 12, sm: 4, lg: 'auto' }}>
        <MoneyCard label={t('dashboard.cards.cash')} amount={dashboard.cash} note={t('dashboard.cards.cashNote')} negative={dashboard.cash < 0} />
      </Grid.Col>
      <Grid.Col span={small}>
        <MoneyCard label={t('dashboard.cards.spent')} amount={dashboard.spent} note={t('dashboard.cards.spentNote')} />
      </Grid.Col>
      <Grid.Col span={small}>
        <MoneyCard label={t('dashboard.cards.collected')} amount={dashboard.collected} note={t('dashboard.cards.collectedNote')} />
      </Grid.Col>
      <Grid.Col span={small}>
        <MoneyCard
          label={t('dashboard.cards.debt')}
          amount={dashboard.debtTotal}
          note={t('dashboard.cards.debtNote', { amount: formatMoney(dashboard.debt) })}
        />
      </Grid.Col>
      <Grid.Col span={small}>
        <MoneyCard
          label={t('dashboard.cards.billed')}
          amount={dashboard.billed}
          note={[
            t('dashboard.cards.billedNote', { count: dashboard.expeditions, shown: formatCount(dashboard.expeditions) }),
            ...(dashboard.tickets > 0
              ? [t('dashboard.cards.billedTickets', { count: dashboard.tickets, shown: formatCount(dashboard.tickets) })]
              : []),
          ].join(' · ')}
        />
      </Grid.Col>
    </Grid>
  );
}
