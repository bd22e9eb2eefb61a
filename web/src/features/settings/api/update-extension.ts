import { api } from '@/lib/api-client';
import type { Reply } from '@/lib/api/types';
import { useNotifiedMutation } from '@/lib/mutations';
import { toBranchFormData, type BranchInput } from '@/features/settings/api/create-extension';
import type { Branch } from '@/features/settings/api/get-extensions';

export interface UpdateBranchInput {
  /** The branch as the edit found it: its id, and the version the edit started from. */
  branch: Pick<Branch, 'id' | 'updatedAt'>;
  values: BranchInput;
}

export function updateBranch({ branch, values }: UpdateBranchInput): Promise<Reply<'/api/extensions/{id}', 'put'>> {
  const body = toBranchFormData(values);
  body.append('updatedAt', branch.updatedAt);
  return api.put<Reply<'/api/extensions/{id}', 'put'>>(`/extensions/${branch.id}`, body);
}

/** Saves an edit (a 409 when someone saved the branch meanwhile); branches and prices are fetched again. */
export function useUpdateBranch() {
  // Prices show their ends' city and region.
  return useNotifiedMutation(updateBranch, [['extensions'], ['prices']]);
}
