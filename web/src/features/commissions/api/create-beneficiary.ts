import { z } from 'zod';
import { api } from '@/lib/api-client';
import type { Body, Reply } from '@/lib/api/types';
import i18n from '@/lib/i18n';
import { useNotifiedMutation } from '@/lib/mutations';

/** 'Nouveau bénéficiaire': a person outside the agency, by name and phone (the server checks the phone). */
export const beneficiarySchema = z.object({
  name: z.string().trim().min(1, { error: () => i18n.t('commissions.beneficiary.nameRequired') }),
  tel: z.string().trim(),
});

export type BeneficiaryInput = z.infer<typeof beneficiarySchema>;

export function createBeneficiary(values: BeneficiaryInput): Promise<Reply<'/api/beneficiaries', 'post'>> {
  return api.post<Reply<'/api/beneficiaries', 'post'>>('/beneficiaries', {
    name: values.name,
    tel: values.tel || null,
  } satisfies Body<'/api/beneficiaries'>);
}

/**
 * Adds an external person (the Externe profile: no permission, no password) at the recorder's
 * branch, with `ajouter depense`; the people lists and pickers are fetched again.
 */
export function useCreateBeneficiary() {
  return useNotifiedMutation(createBeneficiary, [['users']]);
}
