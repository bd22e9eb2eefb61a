import { z } from 'zod';
import { boundMessages, withinAmount } from '@/lib/bounds';
import { formatDate } from '@/lib/format';
import { filled } from '@/lib/forms';
import i18n from '@/lib/i18n';
import type { DepenseBody } from '@/features/depenses/types';
import { FIRST_EXPENSE_DAY, lastExpenseDay } from '@/features/depenses/utils/dates';

/** The server's bound on a description (the amount's is in lib/bounds). */
export const DESCRIPTION_MAX = 500;

/** Whole cents: at most two decimals (DESIGN §2). */
const hasCents = (dollars: number) => Math.abs(Math.round(dollars * 100) - dollars * 100) < 1e-6;

type FormMessage = 'typeRequired' | 'branchRequired' | 'amountRequired' | 'positive' | 'cents' | 'dateRequired';
const message = (key: FormMessage) => () => i18n.t(`depenses.form.${key}`);

/** A standalone expense as the form checks it before sending, with the server's bounds. */
export const expenseSchema = z.object({
  typedepenseId: z.number().nullable().refine((id) => id !== null, { error: message('typeRequired') }),
  brancheId: z.number().nullable().refine((id) => id !== null, { error: message('branchRequired') }),
  mount: z
    .union([z.number(), z.string()])
    .refine((amount) => amount !== '', { error: message('amountRequired') })
    .refine((amount) => amount === '' || typeof amount === 'number', { error: boundMessages.notNumber })
    .refine(withinAmount, { error: boundMessages.amount })
    .refine((amount) => typeof amount !== 'number' || amount > 0, { error: message('positive') })
    .refine((amount) => typeof amount !== 'number' || hasCents(amount), { error: message('cents') })
    .transform(Number),
  date: z
    .string()
    .nullable()
    .refine((date) => date !== null && date !== '', { error: message('dateRequired') })
    .refine((date) => !date || date >= FIRST_EXPENSE_DAY, { error: () => i18n.t('depenses.form.dateEarly', { date: formatDate(FIRST_EXPENSE_DAY) }) })
    .refine((date) => !date || date <= lastExpenseDay(), { error: () => i18n.t('depenses.form.dateLate', { date: formatDate(lastExpenseDay()) }) })
    .transform((date) => date ?? ''),
  beneficerId: z.number().nullable(),
  manifesteId: z.number().nullable(),
  description: z
    .string()
    .trim()
    .max(DESCRIPTION_MAX, { error: () => i18n.t('depenses.form.descriptionLong', { max: DESCRIPTION_MAX }) }),
});

export type ExpenseFormValues = z.input<typeof expenseSchema>;
export type ExpenseValues = z.output<typeof expenseSchema>;

/** The request's body: the form's values, an empty description sent as null. */
export function expenseBody(values: ExpenseValues): DepenseBody {
  return {
    typedepenseId: filled(values.typedepenseId, 'typedepenseId'),
    brancheId: filled(values.brancheId, 'brancheId'),
    mount: values.mount,
    date: values.date,
    description: values.description === '' ? null : values.description,
    beneficerId: values.beneficerId,
    manifesteId: values.manifesteId,
  };
}
