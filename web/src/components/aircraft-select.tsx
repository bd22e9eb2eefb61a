import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { bound } from '@/components/form-fields';
import { RecordSelect, type IdSelectProps } from '@/components/record-select';
import { useAircraftOptions } from '@/lib/airworthiness';

/**
 * Picks an aircraft of the fleet by id (a list's filter, a form's aircraft). An aircraft the list
 * does not hold (deleted meanwhile) stays shown, by its number, while it is the value.
 */
export function AircraftSelect(props: IdSelectProps) {
  const { t } = useTranslation();
  const aircraft = useAircraftOptions();
  const { value } = props;
  return (
    <RecordSelect
      options={(aircraft.data ?? []).map((plane) => ({ value: plane.id, label: plane.immatriculation }))}
      kept={value !== null && !aircraft.isPending ? { value, label: t('airworthiness.aircraft.unknown', { id: value }) } : null}
      nothingFoundMessage={aircraft.isError ? aircraft.error.message : t('airworthiness.aircraft.none')}
      comboboxProps={{ withinPortal: true }}
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
