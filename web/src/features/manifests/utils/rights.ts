import type { Manifest } from '@/features/manifests/api/get-manifests';
import { useSession } from '@/lib/auth';
import { usePermissions } from '@/lib/permissions';

export interface ManifestRights {
  edit: boolean;
  validate: boolean;
  remove: boolean;
  /** Record the shipped quantities of its parcels' contents. */
  ship: boolean;
}

/**
 * What the signed-in user may do to a manifest, as the server decides it: the permission, and
 * being of its origin's or destination's branch (`admin` excepted); edits and deletions only while
 * it is in preparation, and only an administrator sets an arrived one back.
 */
export function useManifestRights(manifest: Pick<Manifest, 'status' | 'originId' | 'destinationId'>): ManifestRights {
  const { can } = usePermissions();
  const branch = useSession()?.user.extensionId ?? null;
  const admin = can('admin');
  const ours = admin || (branch !== null && (branch === manifest.originId || branch === manifest.destinationId));
  const preparing = manifest.status === 'EnCours';
  return {
    edit: ours && preparing && can('modifier manifeste'),
    validate: ours && can('valider manifeste') && (preparing || admin),
    remove: ours && preparing && can('supprimer manifeste'),
    ship: ours && can('modifier manifeste'),
  };
}
