import type { ParseKeys } from 'i18next';
import { z } from 'zod';
import { invalidateMoves } from '@/features/waybills/api/invalidate';
import { api } from '@/lib/api-client';
import type { Body, Reply } from '@/lib/api/types';
import { filled } from '@/lib/forms';
import i18n from '@/lib/i18n';
import { useNotifiedMutation } from '@/lib/mutations';
import { onlyLeft, readWhole, wholeProblem } from '@/lib/whole-number';

const message = (key: ParseKeys) => () => i18n.t(key);

const required = (key: ParseKeys) =>
  z.number().nullable().refine((id) => id !== null, { error: message(key) });

/** Whole pieces as typed: a number, or the input's text while it is not one ('' when empty). */
export function toPieces(value: number | string): number | null {
  const read = readWhole(value);
  return read.kind === 'number' ? read.value : null;
}

/**
 * One parcel loaded: `quantity` of its pieces, at least 1 and at most `max`, what it has in stock
 * (plus, in an edit, what this waybill already holds of it).
 */
const loadSchema = z
  .object({
    /** The parcel's id. */
    id: z.number(),
    quantity: z.union([z.number(), z.string()]),
    max: z.number(),
  })
  .superRefine((load, context) => {
    const problem = wholeProblem(load.quantity, {
      min: 1,
      max: load.max,
      required: message('waybills.form.errors.quantityRequired'),
      tooFew: message('waybills.form.errors.quantityMin'),
      tooMany: () => onlyLeft(load.max),
    });
    if (problem !== null) context.addIssue({ code: 'custom', path: ['quantity'], message: problem });
  });

/** The waybill form; the parcels are in the order they are sent, so the server's `packags.N` name them. */
export const waybillSchema = z.object({
  vehicleId: required('waybills.form.errors.vehicleRequired'),
  driverId: required('waybills.form.errors.driverRequired'),
  originId: required('waybills.form.errors.originRequired'),
  destinationId: required('waybills.form.errors.destinationRequired'),
  packags: z.array(loadSchema).min(1, { error: message('waybills.form.errors.noParcel') }),
});

export type WaybillFormValues = z.input<typeof waybillSchema>;
export type LoadValues = WaybillFormValues['packags'][number];

/** The body of POST and PUT /api/waybills. */
export function toWaybillBody(values: WaybillFormValues): Body<'/api/waybills'> {
  return {
    vehicleId: filled(values.vehicleId, 'vehicleId'),
    driverId: filled(values.driverId, 'driverId'),
    originId: values.originId,
    destinationId: filled(values.destinationId, 'destinationId'),
    packags: values.packags.map(({ id, quantity }) => ({ id, quantity: filled(toPieces(quantity), 'quantity') })),
  };
}

export function createWaybill(values: WaybillFormValues): Promise<Reply<'/api/waybills', 'post'>> {
  return api.post<Reply<'/api/waybills', 'post'>>('/waybills', toWaybillBody(values));
}

/** Creates a waybill in preparation, taking its pieces from stock (409 when someone took them first). */
export function useCreateWaybill() {
  return useNotifiedMutation(createWaybill, invalidateMoves);
}
