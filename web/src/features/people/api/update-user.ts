import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Reply } from '@/lib/api/types';
import { setSessionUser, type User } from '@/lib/auth';
import { notifyError, notifySuccess } from '@/lib/notify';
import { toUserBody, type PersonInput } from '@/features/people/api/create-user';

export interface UpdateUserInput {
  /** The person as the edit found them: their id, and the version the edit started from. */
  user: Pick<User, 'id' | 'updatedAt' | 'countryData'>;
  values: PersonInput;
}

export function updateUser({ user, values }: UpdateUserInput): Promise<Reply<'/api/users/{id}', 'put'>> {
  return api.put<Reply<'/api/users/{id}', 'put'>>(`/users/${user.id}`, {
    ...toUserBody(values),
    countryData: user.countryData,
    updatedAt: user.updatedAt,
  });
}

/** Saves an edit (a 409 when someone saved the person meanwhile); lists, counts and the person are fetched again. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: ({ msg, data }) => {
      notifySuccess(msg);
      setSessionUser(queryClient, data);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['users'] }),
        queryClient.invalidateQueries({ queryKey: ['profiles'] }),
      ]);
    },
    onError: (error) => notifyError(error.message),
  });
}
