import type { ParseKeys } from 'i18next';
import { z } from 'zod';
import { invalidateManifests } from '@/features/manifests/api/invalidate';
import { maxPieces, type LineChoice } from '@/features/manifests/utils/lines';
import { api } from '@/lib/api-client';
import type { Body, Reply } from '@/lib/api/types';
import { filled } from '@/lib/forms';
import i18n from '@/lib/i18n';
import { useNotifiedMutation } from '@/lib/mutations';
import { onlyLeft, wholeProblem } from '@/lib/whole-number';

const message = (key: ParseKeys) => () => i18n.t(key);

const required = (key: ParseKeys) => z.number().nullable().refine((id) => id !== null, { error: message(key) });

/** A number input's value: a number, or its text while it is not one ('' when empty). */
const typed = z.union([z.number(), z.string()]);

/** A waybill line offered by the form: whether the manifest takes it, and how many of its pieces. */
const lineSchema = z
  .object({
    id: z.number(),
    selected: z.boolean(),
    quantity: typed,
    choice: z.custom<LineChoice>(),
  })
  .superRefine((line, ctx) => {
    if (!line.selected) return;
    const max = maxPieces(line.choice);
    const problem = wholeProblem(line.quantity, {
      min: 1,
      max,
      required: message('manifests.form.errors.quantityRequired'),
      tooFew: message('manifests.form.errors.quantityMin'),
      tooMany: () => onlyLeft(max),
    });
    if (problem !== null) ctx.addIssue({ code: 'custom', path: ['quantity'], message: problem });
  });

/** The manifest form. The origin defaults to the agent's branch; the pilot is optional. */
export const manifestSchema = z.object({
  planeId: required('manifests.form.errors.planeRequired'),
  pilotId: z.number().nullable(),
  originId: required('manifests.form.errors.originRequired'),
  destinationId: required('manifests.form.errors.destinationRequired'),
  lines: z.array(lineSchema),
});

export type ManifestFormValues = z.input<typeof manifestSchema>;
export type LineValues = ManifestFormValues['lines'][number];

/** The lines sent, in the order the server's `fields` (`waybilldetails.0.quantity`) will name them. */
export function selectedLines(values: Pick<ManifestFormValues, 'lines'>): LineValues[] {
  return values.lines.filter((line) => line.selected);
}

/** The body of POST and PUT /api/manifests: what the manifest must carry, the whole of it. */
export function toManifestBody(values: ManifestFormValues): Body<'/api/manifests'> {
  return {
    planeId: filled(values.planeId, 'planeId'),
    pilotId: values.pilotId,
    originId: values.originId,
    destinationId: filled(values.destinationId, 'destinationId'),
    waybilldetails: selectedLines(values).map((line) => ({ id: line.id, quantity: Number(line.quantity) })),
  };
}

export function createManifest(values: ManifestFormValues): Promise<Reply<'/api/manifests', 'post'>> {
  return api.post<Reply<'/api/manifests', 'post'>>('/manifests', toManifestBody(values));
}

/** Creates a manifest in preparation; its pieces leave their waybills, and everything they touch is fetched again. */
export function useCreateManifest() {
  return useNotifiedMutation(createManifest, invalidateManifests);
}
