import { api } from '@/lib/api-client';
import type { Reply } from '@/lib/api/types';
import { useNotifiedMutation } from '@/lib/mutations';
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
  return useNotifiedMutation(updateProfile, [['profiles'], ['users']]);
}
