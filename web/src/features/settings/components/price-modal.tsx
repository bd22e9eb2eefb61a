import { Badge, Button, Grid, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrices, type Price } from '@/features/settings/api/get-prices';
import { PriceForm } from '@/features/settings/components/price-form';
import { FormModal } from '@/components/form-modal';
import { ListPager } from '@/components/list-pager';
import { QueryContent } from '@/components/query-content';
import { formatMoney } from '@/lib/format';
import { Can } from '@/lib/permissions';

/** 'Prix par origine - destination': the prices on the left (a click loads one), the form on the right. */
export function PriceModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} onClose={onClose} title={t('settings.prices.title')} size="xl">
      <PriceScreen onClose={onClose} />
    </FormModal>
  );
}

function PriceScreen({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const prices = usePrices(page);
  const [selected, setSelected] = useState<Price | null>(null);

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="xs">
          <Group justify="space-between">
            <Text fw={700}>{t('settings.prices.list')}</Text>
            <Can permission="ajouter prix">
              <Button size="compact-sm" variant="light" onClick={() => setSelected(null)}>
                {t('settings.prices.new')}
              </Button>
            </Can>
          </Group>
          <QueryContent query={prices} isEmpty={(found) => found.total === 0} emptyText={t('settings.prices.empty')}>
            {(found) => (
              <Stack gap="xs">
                <Stack component="ul" gap={4} aria-label={t('settings.prices.list')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                  {found.items.map((price) => (
                    <li key={price.id}>
                      <PriceItem price={price} selected={selected?.id === price.id} onSelect={() => setSelected(price)} />
                    </li>
                  ))}
                </Stack>
                <ListPager total={found.total} perPage={found.per_page} page={page} onChange={setPage} />
              </Stack>
            )}
          </QueryContent>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="xs">
          <Text fw={700}>{selected ? t('settings.prices.form.editTitle') : t('settings.prices.form.newTitle')}</Text>
          <PriceForm
            key={selected ? `${selected.id}-${selected.updatedAt}` : 'new'}
            price={selected}
            onSaved={setSelected}
            onClose={onClose}
          />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** A price in the list: its name and '$ x/kg', in red when it is not active. */
function PriceItem({ price, selected, onSelect }: { price: Price; selected: boolean; onSelect: () => void }) {
  const { t } = useTranslation();
  const color = price.status === 1 ? undefined : 'red';
  return (
    <UnstyledButton
      onClick={onSelect}
      aria-pressed={selected}
      w="100%"
      px="sm"
      py={6}
      bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={500} c={color} style={{ overflowWrap: 'anywhere' }}>
          {price.name}
        </Text>
        <Group gap={6} wrap="nowrap">
          {price.status !== 1 && (
            <Badge size="xs" color="red" variant="light">
              {t('settings.prices.inactive')}
            </Badge>
          )}
          <Text size="sm" c={color} style={{ whiteSpace: 'nowrap' }}>
            {t('settings.prices.perKg', { amount: formatMoney(price.price) })}
          </Text>
        </Group>
      </Group>
    </UnstyledButton>
  );
}
