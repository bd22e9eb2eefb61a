import { useSession } from '@/lib/auth';
import { usePermissions } from '@/lib/permissions';

/** What the commission screens need to know of a manifest. */
export interface CommissionManifest {
  id: number;
  ref_manifest: string;
  status: string;
  originId: number | null;
  destinationId: number;
}

/** Why the commissions of a manifest cannot be changed by the signed-in user, if they cannot. */
export type CommissionLock = 'validated' | 'otherBranch' | null;

export interface CommissionRights {
  add: boolean;
  edit: boolean;
  cancel: boolean;
  lock: CommissionLock;
}

/**
 * What the signed-in user may do to a manifest's commissions, as the server decides it: the
 * permission, only while the manifest is in preparation, and only from its origin's or
 * destination's branch; `admin` lifts both of these.
 */
export function useCommissionRights(manifest: Pick<CommissionManifest, 'status' | 'originId' | 'destinationId'>): CommissionRights {
  const { can } = usePermissions();
  const branch = useSession()?.user.extensionId ?? null;
  const admin = can('admin');
  const ours = admin || (branch !== null && (branch === manifest.originId || branch === manifest.destinationId));
  const open = admin || manifest.status === 'EnCours';
  const lock: CommissionLock = !ours ? 'otherBranch' : !open ? 'validated' : null;
  return {
    add: lock === null && can('ajouter depense'),
    edit: lock === null && can('modifier depense'),
    cancel: lock === null && can('supprimer depense'),
    lock,
  };
}
