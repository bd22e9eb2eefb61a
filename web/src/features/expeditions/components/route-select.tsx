import { Group, Select, Stack, Text, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { branchPlace } from '@/lib/branches';
import { formatMoney } from '@/lib/format';
import type { RouteOption } from '@/lib/shared-api/get-route-options';

/** Picks the route (a price): its name, and under it where it goes and its price per kg. */
export function RouteSelect({
  routes,
  value,
  onChange,
  ...props
}: Omit<SelectProps<number>, 'data' | 'value' | 'onChange'> & {
  routes: readonly RouteOption[];
  value: number | null;
  onChange: (route: RouteOption | null) => void;
}) {
  const { t } = useTranslation();
  const hint = (route: RouteOption) =>
    t('expeditions.form.routeHint', { destination: branchPlace(route.price_destination), price: formatMoney(route.price) });
  const current = routes.find((route) => route.id === value);
  return (
    <Select<number>
      placeholder={t('expeditions.form.routePlaceholder')}
      data={routes.map((route) => ({ value: route.id, label: route.name }))}
      value={value}
      onChange={(id) => onChange(routes.find((route) => route.id === id) ?? null)}
      searchable
      allowDeselect={false}
      nothingFoundMessage={t('expeditions.form.routeNothingFound')}
      description={current ? hint(current) : undefined}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      renderOption={({ option }) => {
        const route = routes.find((candidate) => candidate.id === option.value);
        return (
          <Group wrap="nowrap">
            <Stack gap={0}>
              <Text size="sm">{option.label}</Text>
              {route && (
                <Text size="xs" c="dimmed">
                  {hint(route)}
                </Text>
              )}
            </Stack>
          </Group>
        );
      }}
      maxDropdownHeight={320}
      {...props}
    />
  );
}
