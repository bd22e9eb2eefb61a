import { z } from 'zod';
import { api, type Written } from '@/lib/api-client';
import type { Body } from '@/lib/api/types';
import { invalidateAirworthiness } from '@/lib/airworthiness';
import { optionalText } from '@/lib/airworthiness-forms';
import i18n from '@/lib/i18n';
import { useNotifiedMutation } from '@/lib/mutations';
import type { Logbook } from '@/features/logbooks/api/get-logbooks';

export const logbookSchema = z.object({
  /** The registration of the aircraft whose logbook it is. */
  plaque: z
    .string()
    .nullable()
    .refine((plaque) => !!plaque, { error: () => i18n.t('airworthiness.form.required') })
    .transform((plaque) => plaque ?? ''),
  serie: optionalText(),
  description: optionalText(),
});

export type LogbookFormValues = z.input<typeof logbookSchema>;
export type LogbookInput = z.output<typeof logbookSchema>;

/** The JSON of POST and PUT /api/logbooks: blank texts are sent as null. */
export function logbookBody({ plaque, serie, description }: LogbookInput) {
  return { plaque, serie: serie || null, description: description || null } satisfies Body<'/api/logbooks'>;
}

export function createLogbook(input: LogbookInput): Promise<Written<Logbook>> {
  return api.post<Written<Logbook>>('/logbooks', logbookBody(input));
}

/** Opens an aircraft's logbook (409 when it has one already). */
export function useCreateLogbook() {
  return useNotifiedMutation(createLogbook, invalidateAirworthiness);
}
