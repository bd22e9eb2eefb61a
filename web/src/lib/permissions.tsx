import { useCallback, type ReactNode } from 'react';
import type { Schema } from '@/lib/api/types';
import { useSession } from '@/lib/auth';

/** What the four actions below apply to, in the catalogue's order (DESIGN §5). */
export const resources = [
  'personnel', 'client', 'profil', 'extension', 'prix', 'vehicule', 'article',
  'expedition', 'coli', 'facture', 'bordereau', 'manifeste', 'depense', 'avion',
  'composant', 'logbook', 'piece', 'inspection', 'document', 'billet',
] as const;
type Resource = (typeof resources)[number];

export const actions = ['afficher', 'ajouter', 'modifier', 'supprimer'] as const;
type Action = (typeof actions)[number];

/** The permissions that are not one of the actions on a resource. */
export const standalonePermissions = [
  'afficher dashboard',
  'afficher rapport',
  'afficher mes expeditions',
  'afficher mes bordereaux',
  'afficher mes manifestes',
  'valider bordereau',
  'valider manifeste',
  'admin',
  'afficher systeme',
] as const;

/** The server's permission catalogue (generated from its API); a typo in a permission name fails the type check. */
export type Permission = Schema<'Permission'>;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** The profile grid (resources × actions, then the others) shows every permission of the catalogue, and only those. */
export const gridCoversCatalogue: Same<`${Action} ${Resource}` | (typeof standalonePermissions)[number], Permission> = true;

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
