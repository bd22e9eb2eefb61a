import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { bound } from '@/components/form-fields';
import { useAircraftOptions } from '@/lib/airworthiness';

/**
 * Picks an aircraft of the fleet by id (a list's filter, a form's aircraft). An aircraft the list
 * does not hold (deleted meanwhile) stays shown, by its number, while it is the value.
 */
export function AircraftSelect({
  value,
  onChange,
  ...props
}: Omit<SelectProps<number>, 'data' | 'value' | 'onChange'> & {
  value: number | null;
  onChange: (planeId: number | null) => void;
}) {
  const { t } = useTranslation();
  const aircraft = useAircraftOptions();
  const data = (aircraft.data ?? []).map((plane) => ({ value: plane.id, label: plane.immatriculation }));
  if (value !== null && !aircraft.isPending && !data.some((option) => option.value === value)) {
    data.unshift({ value, label: t('airworthiness.aircraft.unknown', { id: value }) });
  }
  return (
    <Select<number>
      data={data}
      value={value}
      onChange={onChange}
      searchable
      nothingFoundMessage={aircraft.isError ? aircraft.error.message : t('airworthiness.aircraft.none')}
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={300}
      {...props}
    />
  );
}

/** The aircraft filter of a list, 'Tous les avions' when empty. */
export function AircraftFilter({ value, onChange }: { value: number | null; onChange: (planeId: number | null) => void }) {
  const { t } = useTranslation();
  return (
    <AircraftSelect
      label={t('airworthiness.aircraft.filter')}
      placeholder={t('airworthiness.aircraft.all')}
      value={value}
      onChange={onChange}
      clearable
      w={{ base: '100%', xs: 220 }}
    />
  );
}

const PLANE_PARAM = 'planeId';

/**
 * A list's aircraft filter, kept in its URL (`planeId`) so that a link from an aircraft's page
 * opens the list filtered, and a reload keeps it.
 */
export function usePlaneParam(): [number | null, (planeId: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const written = Number(params.get(PLANE_PARAM));
  const planeId = Number.isInteger(written) && written > 0 ? written : null;
  const change = (next: number | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === null) updated.delete(PLANE_PARAM);
        else updated.set(PLANE_PARAM, String(next));
        return updated;
      },
      { replace: true },
    );
  return [planeId, change];
}

/** The aircraft of a form's field (an id, null when none). */
export const AircraftField = bound<Parameters<typeof AircraftSelect>[0], number | null>(AircraftSelect);
