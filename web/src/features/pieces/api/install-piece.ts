import { z } from 'zod';
import { api, type Written } from '@/lib/api-client';
import type { Body } from '@/lib/api/types';
import type { PieceView } from '@/lib/api/airworthiness';
import { invalidateAirworthiness } from '@/lib/airworthiness';
import { pastDay } from '@/lib/airworthiness-forms';
import i18n from '@/lib/i18n';
import { useNotifiedMutation } from '@/lib/mutations';

export const installPieceSchema = (today: string) =>
  z.object({
  planecomposantId: z
    .number()
    .nullable()
    .refine((id) => id !== null, { error: () => i18n.t('airworthiness.form.required') }),
  date: pastDay(today),
  });

export type InstallPieceFormValues = z.input<ReturnType<typeof installPieceSchema>>;
export type InstallPieceValues = z.output<ReturnType<typeof installPieceSchema>>;

export function installPiece({ id, ...body }: InstallPieceValues & { id: number }): Promise<Written<PieceView>> {
  return api.post<Written<PieceView>>(`/pieces/${id}/install`, body satisfies Body<'/api/pieces/{id}/install'>);
}

/** 'Installer': puts a piece on an aircraft or a component from a day (409 when it is installed already). */
export function useInstallPiece() {
  return useNotifiedMutation(installPiece, invalidateAirworthiness);
}
