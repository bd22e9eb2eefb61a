import type { ParseKeys } from 'i18next';
import { z } from 'zod';
import type { CommissionBody, ShareBody } from '@/features/commissions/types';
import { dollars, hasCents, typedCents } from '@/features/commissions/utils/amounts';
import { boundMessages, withinAmount } from '@/lib/bounds';
import { formatMoney } from '@/lib/format';
import { filled } from '@/lib/forms';
import i18n from '@/lib/i18n';

/** The longest description the server keeps. */
export const DESCRIPTION_MAX = 500;

const message = (key: ParseKeys) => () => i18n.t(key);

/** A dollar amount input: required, a number, above 0, whole cents, at most $10,000,000. */
const amount = (requiredKey: ParseKeys) =>
  z
    .union([z.number(), z.string()])
    .refine((value) => value !== '', { error: message(requiredKey) })
    .refine((value) => value === '' || typeof value === 'number', { error: boundMessages.notNumber })
    .refine(withinAmount, { error: boundMessages.amount })
    .refine((value) => typeof value !== 'number' || value > 0, { error: message('commissions.form.positive') })
    .refine((value) => typeof value !== 'number' || hasCents(value), { error: message('commissions.form.cents') });

const required = (key: ParseKeys) => z.number().nullable().refine((id) => id !== null, { error: message(key) });

/**
 * The commission form: a type of manifest expense, the commission's total, a beneficiary and their
 * share. `allotted` is what the other shares in force of that type's commission already take, in
 * cents: the share may not bring them above the total.
 */
export function commissionSchema(allotted: number) {
  return z
    .object({
      typedepenseId: required('commissions.form.typeRequired'),
      mountT: amount('commissions.form.totalRequired'),
      beneficerId: required('commissions.form.beneficiaryRequired'),
      mount: amount('commissions.form.mountRequired'),
      description: z
        .string()
        .trim()
        .max(DESCRIPTION_MAX, { error: () => i18n.t('commissions.form.descriptionLong', { max: DESCRIPTION_MAX }) }),
    })
    .superRefine((values, ctx) => {
      const issue = sharingIssue(values, allotted);
      if (issue) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
    });
}

export type CommissionFormValues = z.input<ReturnType<typeof commissionSchema>>;

/**
 * What would remain of the total once this share is given, in cents (the other shares taking
 * `allotted`); an amount not typed yet counts as nothing.
 */
export function remainingAfter(values: Pick<CommissionFormValues, 'mountT' | 'mount'>, allotted: number): number {
  return (typedCents(values.mountT) ?? 0) - allotted - (typedCents(values.mount) ?? 0);
}

/**
 * Why the amounts typed cannot be shared, if they cannot: a total below what the other shares take
 * already (on the total), or a share above what is left of it (on the share). Null while an amount
 * is not typed yet, or when they fit.
 */
export function sharingIssue(
  values: Pick<CommissionFormValues, 'mountT' | 'mount'>,
  allotted: number,
): { field: 'mountT' | 'mount'; message: string } | null {
  const total = typedCents(values.mountT);
  if (total === null) return null;
  if (total < allotted) {
    return { field: 'mountT', message: i18n.t('commissions.form.belowAllotted', { allotted: formatMoney(dollars(allotted)) }) };
  }
  if (typedCents(values.mount) !== null && remainingAfter(values, allotted) < 0) {
    return { field: 'mount', message: i18n.t('commissions.form.over') };
  }
  return null;
}

const descriptionOf = (values: CommissionFormValues) => values.description.trim() || null;

/** The body of POST /api/depenses: a share of the manifest's commission of that type (created with it if need be). */
export function toCommissionBody(manifestId: number, values: CommissionFormValues): CommissionBody {
  return {
    typedepenseId: filled(values.typedepenseId, 'typedepenseId'),
    manifesteId: manifestId,
    mountT: Number(values.mountT),
    beneficerId: filled(values.beneficerId, 'beneficerId'),
    mount: Number(values.mount),
    description: descriptionOf(values),
  };
}

/**
 * The body of PUT /api/depenses/{id} of a share, from the `updatedAt` the edit started from. A
 * share keeps its type: the server reads no `typedepenseId` there, which its form requires anyway.
 */
export function toShareBody(values: CommissionFormValues, updatedAt: string): ShareBody {
  return {
    typedepenseId: filled(values.typedepenseId, 'typedepenseId'),
    mountT: Number(values.mountT),
    beneficerId: filled(values.beneficerId, 'beneficerId'),
    mount: Number(values.mount),
    description: descriptionOf(values),
    updatedAt,
  };
}
