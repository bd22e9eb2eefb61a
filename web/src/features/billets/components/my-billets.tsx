import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMyBillets } from '@/features/billets/api/get-my-billets';
import { BilletStatusBadge } from '@/features/billets/components/billet-status-badge';
import { DueLine } from '@/features/billets/components/billets-table';
import type { Billet } from '@/features/billets/types';
import { flightDate, flightRoute, seatOf } from '@/features/billets/utils';
import { Fact } from '@/components/fact';
import { ListPager } from '@/components/list-pager';
import { QueryContent } from '@/components/query-content';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';

/** 'Mes billets': the tickets bought with the signed-in client's phone, each with its flight, seat, status and what is paid. */
export function MyBillets() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const billets = useMyBillets(page);
  return (
    <QueryContent query={billets} isEmpty={(found) => found.total === 0} emptyText={t('billets.mine.empty')}>
      {(found) => (
        <Stack>
          {found.items.map((billet) => (
            <MyBilletCard key={billet.id} billet={billet} />
          ))}
          <ListPager total={found.total} perPage={found.per_page} page={page} onChange={setPage} />
        </Stack>
      )}
    </QueryContent>
  );
}

function MyBilletCard({ billet }: { billet: Billet }) {
  const { t } = useTranslation();
  return (
    <Paper component="article" aria-label={billet.ref_billet} withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Text fw={700} size="lg">
              {billet.ref_billet}
            </Text>
            <BilletStatusBadge status={billet.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {billet.name}
          </Text>
        </Group>
        <SimpleGrid component="dl" m={0} cols={{ base: 2, sm: 4 }} spacing="md" verticalSpacing="xs">
          <Fact strong label={t('billets.mine.flight')}>
            {flightRoute(billet.manifest)}
            <Text span display="block" size="xs" c="dimmed">
              {billet.manifest.ref_manifest} · {flightDate(billet.manifest)}
            </Text>
          </Fact>
          <Fact strong label={t('billets.mine.seat')}>{seatOf(billet)}</Fact>
          <Fact strong label={t('billets.mine.fare')}>{formatMoney(billet.fare)}</Fact>
          <Fact strong label={t('billets.mine.paid')}>
            {formatMoney(billet.paid)}
            <DueLine billet={billet} />
          </Fact>
        </SimpleGrid>
        <Group justify="flex-end">
          <Button component={Link} to={paths.myBilletPrint(billet.id)} variant="light" size="compact-sm">
            {t('billets.mine.print')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
