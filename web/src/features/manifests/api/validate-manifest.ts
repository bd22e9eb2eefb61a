import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { manifestStatuses } from '@/features/manifests/api/get-manifests';
import { invalidateManifests } from '@/features/manifests/api/invalidate';
import { api, withQuery, type Page } from '@/lib/api-client';
import type { Body, Reply, Row } from '@/lib/api/types';
import i18n from '@/lib/i18n';
import { useNotifiedMutation } from '@/lib/mutations';

const TIME = /^([01]?\d|2[0-3]):[0-5]\d$/;

/** The validate modal: a status, and the departure date and time, both required for Arriver. */
export const validateSchema = z
  .object({
    status: z.enum(manifestStatuses),
    /** `YYYY-MM-DD` from the date picker. */
    departureDate: z.string().nullable(),
    /** `HH:MM` from the time picker. */
    departureTime: z.string(),
  })
  .refine((values) => values.status !== 'Arriver' || !!values.departureDate, {
    path: ['departureDate'],
    error: () => i18n.t('manifests.validate.dateRequired'),
  })
  .refine((values) => values.status !== 'Arriver' || values.departureTime.trim() !== '', {
    path: ['departureTime'],
    error: () => i18n.t('manifests.validate.timeRequired'),
  })
  .refine((values) => values.status !== 'Arriver' || values.departureTime.trim() === '' || TIME.test(values.departureTime.trim()), {
    path: ['departureTime'],
    error: () => i18n.t('manifests.validate.time'),
  });

export type ValidateValues = z.input<typeof validateSchema>;

/** What became of a passenger still reserved when the flight left. */
export type Boarding = 'embarque' | 'absent';

/**
 * The body of POST /api/manifests/{id}/validate: the departure date and time, and whether each
 * reserved passenger boarded, only for Arriver.
 */
export function toValidateBody(values: ValidateValues, boarding: Record<number, Boarding> = {}): Body<'/api/manifests/{id}/validate'> {
  return values.status === 'Arriver' && values.departureDate
    ? {
        status: values.status,
        departureDate: values.departureDate,
        departureTime: values.departureTime.trim(),
        passengers: Object.entries(boarding).map(([billetId, status]) => ({ billetId: Number(billetId), status })),
      }
    : { status: values.status };
}

export interface ValidateManifestInput {
  id: number;
  values: ValidateValues;
  /** Ticket id → boarded or absent, for each passenger still reserved. */
  boarding?: Record<number, Boarding>;
}

export function validateManifest({ id, values, boarding }: ValidateManifestInput): Promise<Reply<'/api/manifests/{id}/validate', 'post'>> {
  return api.post<Reply<'/api/manifests/{id}/validate', 'post'>>(`/manifests/${id}/validate`, toValidateBody(values, boarding));
}

/** The passengers still reserved on a manifest (a flight carries far fewer than 100). */
export function useReservedPassengers(manifestId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['billets', 'reserved', manifestId],
    queryFn: ({ signal }) =>
      api.get<Page<Row<'/api/billets'>>>(withQuery('/billets', { status: 'reserve', manifestId, per_page: 100 }), signal),
    enabled,
  });
}

/** Validates a manifest as arrived (or, for an administrator, puts it back in preparation); the server's message as a toast. */
export function useValidateManifest() {
  return useNotifiedMutation(validateManifest, invalidateManifests);
}
