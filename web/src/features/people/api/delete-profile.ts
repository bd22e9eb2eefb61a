import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Written } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import type { ProfileDetails } from '@/features/people/api/get-profiles';

export function deleteProfile(id: number): Promise<Written<ProfileDetails>> {
  return api.delete<Written<ProfileDetails>>(`/profiles/${id}`);
}

/** Deletes a profile nobody holds (the server refuses otherwise); a red toast either way. */
export function useDeleteProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProfile,
    onSuccess: ({ msg }) => {
      notifyError(msg);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['profiles'] }),
        queryClient.invalidateQueries({ queryKey: ['users'] }),
      ]);
    },
    onError: (error) => notifyError(error.message),
  });
}
