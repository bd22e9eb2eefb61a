import { useCallback, type ReactNode } from 'react';
import { useSession } from '@/lib/auth';

type Resource =
  | 'personnel' | 'client' | 'profil' | 'extension' | 'prix' | 'vehicule' | 'article'
  | 'expedition' | 'coli' | 'facture' | 'bordereau' | 'manifeste' | 'depense' | 'avion'
  | 'composant' | 'logbook' | 'piece' | 'inspection' | 'document';

/** The server's permission catalogue (DESIGN §5); a typo in a permission name fails the type check. */
export type Permission =
  | `${'afficher' | 'ajouter' | 'modifier' | 'supprimer'} ${Resource}`
  | 'afficher dashboard'
  | 'afficher rapport'
  | 'afficher billet'
  | 'afficher mes expeditions'
  | 'afficher mes bordereaux'
  | 'afficher mes manifestes'
  | 'valider bordereau'
  | 'valider manifeste'
  | 'admin';

/** `can(permission)` for the signed-in user; always false when signed out. */
export function usePermissions() {
  const session = useSession();
  const can = useCallback(
    (permission: Permission) => session?.permissions.includes(permission) ?? false,
    [session],
  );
  return { can };
}

/** Renders its children only for a user holding `permission`. */
export function Can({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { can } = usePermissions();
  return can(permission) ? children : null;
}
