import { z } from 'zod';
import { api, type Written } from '@/lib/api-client';
import type { Body } from '@/lib/api/types';
import type { PlaneView } from '@/lib/api/airworthiness';
import { invalidateAirworthiness } from '@/lib/airworthiness';
import { pastDay, wholeNumber } from '@/lib/airworthiness-forms';
import i18n from '@/lib/i18n';
import { useNotifiedMutation } from '@/lib/mutations';
import { MAX_COMPONENT_NUMBER } from '@/features/composants/api/create-composant';

const required = () => i18n.t('airworthiness.form.required');

export const installSchema = (today: string) =>
  z.object({
  planeId: z.number().nullable().refine((id) => id !== null, { error: required }),
  disposition: z.number().nullable().refine((position) => position !== null, { error: required }),
  number: wholeNumber(1, MAX_COMPONENT_NUMBER),
  date: pastDay(today),
  });

export type InstallFormValues = z.input<ReturnType<typeof installSchema>>;
export type InstallValues = z.output<ReturnType<typeof installSchema>>;

export function installComposant({ id, ...body }: InstallValues & { id: number }): Promise<Written<PlaneView>> {
  return api.post<Written<PlaneView>>(`/planecomposants/${id}/install`, body satisfies Body<'/api/planecomposants/{id}/install'>);
}

/** 'Installer': puts a component on an aircraft at a position (409 when it is taken, or the component is on one already). */
export function useInstallComposant() {
  return useNotifiedMutation(installComposant, invalidateAirworthiness);
}
