import { z } from 'zod';
import { api } from '@/lib/api-client';
import type { Body, Reply } from '@/lib/api/types';
import i18n from '@/lib/i18n';
import { useNotifiedMutation } from '@/lib/mutations';

export const vehicleSchema = z.object({
  plaque: z.string().trim().min(1, { error: () => i18n.t('vehicles.form.plaqueRequired') }),
  mark: z.string().trim(),
  description: z.string().trim(),
});

export type VehicleInput = z.infer<typeof vehicleSchema>;

export function createVehicle(input: VehicleInput): Promise<Reply<'/api/vehicles', 'post'>> {
  return api.post<Reply<'/api/vehicles', 'post'>>('/vehicles', input satisfies Body<'/api/vehicles'>);
}

/** Adds a vehicle (409 when the plate is taken); the list is fetched again. */
export function useCreateVehicle() {
  return useNotifiedMutation(createVehicle, [['vehicles']]);
}
