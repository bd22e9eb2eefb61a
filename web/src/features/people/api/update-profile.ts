import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Reply } from '@/lib/api/types';
import { notifyError, notifySuccess } from '@/lib/notify';
import type { ProfileInput } from '@/features/people/api/create-profile';
import type { ProfileDetails } from '@/features/people/api/get-profiles';

export interface UpdateProfileInput {
  /** The profile as the edit found it: its id, and the version the edit started from. */
  profile: Pick<ProfileDetails, 'id' | 'updatedAt'>;
  values: ProfileInput;
}

export function updateProfile({ profile, values }: UpdateProfileInput): Promise<Reply<'/api/profiles/{id}', 'put'>> {
  return api.put<Reply<'/api/profiles/{id}', 'put'>>(`/profiles/${profile.id}`, { ...values, updatedAt: profile.updatedAt });
}

/** Saves a profile; people's profile names show in the staff tabs and lists, fetched again too. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ msg }) => {
      notifySuccess(msg);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['profiles'] }),
        queryClient.invalidateQueries({ queryKey: ['users'] }),
      ]);
    },
    onError: (error) => notifyError(error.message),
  });
}
