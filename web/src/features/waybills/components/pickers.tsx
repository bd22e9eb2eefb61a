import { useTranslation } from 'react-i18next';
import { useDrivers } from '@/features/waybills/api/get-drivers';
import { useVehicleOptions, type VehicleOption } from '@/features/waybills/api/get-vehicle-options';
import type { PartyRef } from '@/features/waybills/api/get-waybills';
import { RecordSelect, type IdSelectProps } from '@/components/record-select';

type PickerProps<Known> = IdSelectProps & {
  /** The waybill's own, offered even when the list no longer holds it (an inactive driver, say). */
  current: Known | null;
};

/** `Jean Chauffeur · 0990000001`. */
export function driverLabel({ name, tel }: PartyRef): string {
  return tel ? `${name} · ${tel}` : name;
}

/** `AB 123 CD · Fuso`. */
export function vehicleLabel({ plaque, mark }: VehicleOption): string {
  return mark ? `${plaque} · ${mark}` : plaque;
}

/** Picks one of the active people with the Chauffeur profile. */
export function DriverSelect({ current, ...props }: PickerProps<PartyRef>) {
  const { t } = useTranslation();
  const drivers = useDrivers();
  return (
    <RecordSelect
      options={(drivers.data ?? []).map((driver) => ({ value: driver.id, label: driverLabel(driver) }))}
      kept={current && { value: current.id, label: driverLabel(current) }}
      nothingFoundMessage={drivers.isPending ? t('common.loading') : t('waybills.form.noDriver')}
      maxDropdownHeight={280}
      {...props}
    />
  );
}

/** Picks one of the agency's vehicles, by plate. */
export function VehicleSelect({ current, ...props }: PickerProps<VehicleOption>) {
  const { t } = useTranslation();
  const vehicles = useVehicleOptions();
  return (
    <RecordSelect
      options={(vehicles.data ?? []).map((vehicle) => ({ value: vehicle.id, label: vehicleLabel(vehicle) }))}
      kept={current && { value: current.id, label: vehicleLabel(current) }}
      nothingFoundMessage={vehicles.isPending ? t('common.loading') : t('waybills.form.noVehicle')}
      maxDropdownHeight={280}
      {...props}
    />
  );
}
