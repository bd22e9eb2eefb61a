import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteOptions } from '@/lib/shared-api/get-route-options';

/** Picks a route (a price), 'Tous les trajets' when empty; inactive ones are marked. */
export function RouteFilter({ value, onChange }: { value: number | null; onChange: (routeId: number | null) => void }) {
  const { t } = useTranslation();
  const routes = useRouteOptions({});
  const data = (routes.data ?? []).map((route) => ({
    value: route.id,
    label: route.status === 1 ? route.name : t('reports.filters.inactiveRoute', { name: route.name }),
  }));
  if (value !== null && !routes.isPending && !data.some((option) => option.value === value)) {
    data.unshift({ value, label: t('reports.filters.unknownRoute', { id: value }) });
  }
  return (
    <Select<number>
      label={t('reports.filters.route')}
      placeholder={t('reports.filters.allRoutes')}
      data={data}
      value={value}
      onChange={onChange}
      clearable
      searchable
      nothingFoundMessage={t('reports.filters.noRoute')}
      description={routes.isError ? t('reports.filters.routesRefused') : undefined}
      disabled={routes.isError}
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={300}
      w={{ base: '100%', xs: 220 }}
    />
  );
}
