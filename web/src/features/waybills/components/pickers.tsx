import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDrivers } from '@/features/waybills/api/get-drivers';
import { useVehicleOptions, type VehicleOption } from '@/features/waybills/api/get-vehicle-options';
import type { PartyRef } from '@/features/waybills/api/get-waybills';

type PickerProps<Known> = Omit<SelectProps<number>, 'data' | 'value' | 'onChange'> & {
  value: number | null;
  onChange: (id: number | null) => void;
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
export function DriverSelect({ value, onChange, current, ...props }: PickerProps<PartyRef>) {
  const { t } = useTranslation();
  const drivers = useDrivers();
  const found = drivers.data ?? [];
  const data = found.map((driver) => ({ value: driver.id, label: driverLabel(driver) }));
  if (current && !found.some((driver) => driver.id === current.id)) data.unshift({ value: current.id, label: driverLabel(current) });
  return (
    <Select<number>
      data={data}
      value={value}
      onChange={onChange}
      searchable
      nothingFoundMessage={drivers.isPending ? t('common.loading') : t('waybills.form.noDriver')}
      maxDropdownHeight={280}
      {...props}
    />
  );
}

/** Picks one of the agency's vehicles, by plate. */
export function VehicleSelect({ value, onChange, current, ...props }: PickerProps<VehicleOption>) {
  const { t } = useTranslation();
  const vehicles = useVehicleOptions();
  const found = vehicles.data ?? [];
  const data = found.map((vehicle) => ({ value: vehicle.id, label: vehicleLabel(vehicle) }));
  if (current && !found.some((vehicle) => vehicle.id === current.id)) data.unshift({ value: current.id, label: vehicleLabel(current) });
  return (
    <Select<number>
      data={data}
      value={value}
      onChange={onChange}
      searchable
      nothingFoundMessage={vehicles.isPending ? t('common.loading') : t('waybills.form.noVehicle')}
      maxDropdownHeight={280}
      {...props}
    />
  );
}
