import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAircraftOptions, useComponentOptions } from '@/lib/airworthiness';
import { usePermissions } from '@/lib/permissions';

/**
 * Where a piece goes: an aircraft, or one of the components (an engine, a propeller) for who may
 * see them; each component says which aircraft it is on.
 */
export function HostSelect({
  value,
  onChange,
  ...props
}: Omit<SelectProps<number>, 'data' | 'value' | 'onChange'> & { value: number | null; onChange: (id: number | null) => void }) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const aircraft = useAircraftOptions();
  const components = useComponentOptions(can('afficher composant'));
  const data = [
    { group: t('pieces.host.aircraft'), items: (aircraft.data ?? []).map((plane) => ({ value: plane.id, label: plane.immatriculation })) },
    {
      group: t('pieces.host.components'),
      items: (components.data ?? []).map((component) => ({
        value: component.id,
        label: component.planeImmatriculation
          ? t('pieces.host.componentOn', { immatriculation: component.immatriculation, plane: component.planeImmatriculation })
          : component.immatriculation,
      })),
    },
  ].filter((group) => group.items.length > 0);
  return (
    <Select<number>
      data={data}
      value={value}
      onChange={onChange}
      searchable
      nothingFoundMessage={aircraft.isError ? aircraft.error.message : t('pieces.host.none')}
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={300}
      {...props}
    />
  );
}
