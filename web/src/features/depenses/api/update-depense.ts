import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Written } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { expenseBody, refreshAfterExpense, type ExpenseValues } from '@/features/depenses/api/create-depense';
import type { Depense, DepenseDetail } from '@/features/depenses/types';

export interface UpdateExpenseInput {
  /** The expense as the edit found it: its id, and the version the edit started from. */
  depense: Pick<Depense, 'id' | 'updatedAt'>;
  values: ExpenseValues;
}

export function updateExpense({ depense, values }: UpdateExpenseInput): Promise<Written<DepenseDetail>> {
  return api.put<Written<DepenseDetail>>(`/depenses/${depense.id}`, { ...expenseBody(values), updatedAt: depense.updatedAt });
}

/** Saves an edit of a standalone expense (409 when someone saved it meanwhile). */
export function useUpdateExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateExpense,
    onSuccess: ({ msg }) => {
      notifySuccess(msg);
      return refreshAfterExpense(queryClient);
    },
    onError: (error) => notifyError(error.message),
  });
}
