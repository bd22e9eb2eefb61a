import { z } from 'zod';
import { api, type Written } from '@/lib/api-client';
import type { Body } from '@/lib/api/types';
import type { InspectionView } from '@/lib/api/airworthiness';
import { invalidateAirworthiness } from '@/lib/airworthiness';
import { limitBounds, optionalLimit, requiredText } from '@/lib/airworthiness-forms';
import i18n from '@/lib/i18n';
import { useNotifiedMutation } from '@/lib/mutations';

export const inspectionSchema = z
  .object({
    planecomposantId: z
      .number()
      .nullable()
      .refine((id) => id !== null, { error: () => i18n.t('airworthiness.form.required') }),
    description: requiredText(),
    time: optionalLimit(limitBounds.hours),
    cycle: optionalLimit(limitBounds.cycles),
    day: optionalLimit(limitBounds.days),
  })
  .superRefine((values, ctx) => {
    // As the server: an item without any interval is never due; the message goes under the first.
    if (values.time === null && values.cycle === null && values.day === null) {
      ctx.addIssue({ code: 'custom', path: ['time'], message: i18n.t('inspections.form.intervalRequired') });
    }
  });

export type InspectionFormValues = z.input<typeof inspectionSchema>;
export type InspectionInput = z.output<typeof inspectionSchema>;

export function createInspection(input: InspectionInput): Promise<Written<InspectionView>> {
  return api.post<Written<InspectionView>>('/inspections', input satisfies Body<'/api/inspections'>);
}

/** Adds an item to an aircraft's inspection programme. */
export function useCreateInspection() {
  return useNotifiedMutation(createInspection, invalidateAirworthiness);
}
