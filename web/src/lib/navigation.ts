import type fr from '@/locales/fr.json';
import { paths } from '@/lib/paths';
import { usePermissions, type Permission } from '@/lib/permissions';

export interface NavEntry<Label extends string = string> {
  /** Translation key of the label. */
  label: Label;
  path: string;
  /** Null: every signed-in user sees it. */
  permission: Permission | null;
  /** Whether the screen exists yet; entries that are not ready are never shown. */
  ready: boolean;
}

type SidebarLabel = `layout.sidebar.${Exclude<keyof typeof fr.layout.sidebar, 'label' | 'logout'>}`;
type HeaderLabel = `layout.header.${'myExpeditions' | 'myWaybills' | 'myManifests'}`;

/** The sidebar, in the spec's order ('Déconnexion' is an action, added below the entries). */
export const sidebarEntries: readonly NavEntry<SidebarLabel>[] = [
  { label: 'layout.sidebar.home', path: paths.home, permission: null, ready: true },
  { label: 'layout.sidebar.dashboard', path: paths.dashboard, permission: 'afficher dashboard', ready: true },
  { label: 'layout.sidebar.expeditions', path: paths.expeditions, permission: 'afficher expedition', ready: true },
  { label: 'layout.sidebar.packags', path: paths.packags, permission: 'afficher coli', ready: true },
  { label: 'layout.sidebar.waybills', path: paths.waybills, permission: 'afficher bordereau', ready: true },
  { label: 'layout.sidebar.manifests', path: paths.manifests, permission: 'afficher manifeste', ready: true },
  { label: 'layout.sidebar.billets', path: paths.billets, permission: 'afficher billet', ready: true },
  { label: 'layout.sidebar.invoices', path: paths.invoices, permission: 'afficher facture', ready: true },
  { label: 'layout.sidebar.depenses', path: paths.depenses, permission: 'afficher depense', ready: true },
  { label: 'layout.sidebar.reports', path: paths.reports, permission: 'afficher rapport', ready: true },
  { label: 'layout.sidebar.clients', path: paths.clients, permission: 'afficher client', ready: true },
  { label: 'layout.sidebar.messages', path: paths.contactMessages, permission: 'afficher client', ready: true },
  { label: 'layout.sidebar.vehicles', path: paths.vehicles, permission: 'afficher vehicule', ready: true },
  { label: 'layout.sidebar.logbooks', path: paths.logbooks, permission: 'afficher logbook', ready: true },
  { label: 'layout.sidebar.inspections', path: paths.inspections, permission: 'afficher inspection', ready: true },
  { label: 'layout.sidebar.due', path: paths.due, permission: 'afficher inspection', ready: true },
  { label: 'layout.sidebar.documents', path: paths.documents, permission: 'afficher document', ready: true },
  { label: 'layout.sidebar.pieces', path: paths.pieces, permission: 'afficher piece', ready: true },
  { label: 'layout.sidebar.composants', path: paths.composants, permission: 'afficher composant', ready: true },
  { label: 'layout.sidebar.planes', path: paths.planes, permission: 'afficher avion', ready: true },
  { label: 'layout.sidebar.settings', path: paths.settings, permission: 'afficher extension', ready: true },
  { label: 'layout.sidebar.staffs', path: paths.staffs, permission: 'afficher personnel', ready: true },
  // The spec shows the profiles inside Paramètre, which needs 'afficher extension': an entry of their
  // own lets whoever holds 'afficher profil' reach them.
  { label: 'layout.sidebar.profiles', path: paths.profiles, permission: 'afficher profil', ready: true },
  { label: 'layout.sidebar.audit', path: paths.audit, permission: 'admin', ready: true },
  { label: 'layout.sidebar.profile', path: paths.profile, permission: null, ready: true },
];

/**
 * The "mes …" screens of clients, drivers and pilots. Staff who see the whole list (`staffList`)
 * are not offered their own: it would only sit beside the sidebar's entry of the same name.
 */
export const headerEntries: readonly (NavEntry<HeaderLabel> & { staffList: Permission })[] = [
  { label: 'layout.header.myExpeditions', path: paths.myExpeditions, permission: 'afficher mes expeditions', ready: true, staffList: 'afficher expedition' },
  { label: 'layout.header.myWaybills', path: paths.myWaybills, permission: 'afficher mes bordereaux', ready: true, staffList: 'afficher bordereau' },
  { label: 'layout.header.myManifests', path: paths.myManifests, permission: 'afficher mes manifestes', ready: true, staffList: 'afficher manifeste' },
];

export function visibleEntries<E extends NavEntry>(entries: readonly E[], can: (permission: Permission) => boolean): E[] {
  return entries.filter((entry) => entry.ready && (entry.permission === null || can(entry.permission)));
}

/**
 * Where someone lands after signing in, and where a parcel page's 'Accueil' leads: staff on their
 * first screen of the sidebar (the dashboard, for those who may see it), clients, drivers and
 * pilots on their own list ('Mes expéditions', 'Mes bordereaux', 'Mes manifestes'), anyone else
 * on the home page.
 */
export function landingPath(can: (permission: Permission) => boolean): string {
  const work = visibleEntries(sidebarEntries, can).find((entry) => entry.permission !== null);
  if (work) return work.path;
  return visibleEntries(headerEntries, can)[0]?.path ?? paths.home;
}

/** `landingPath` for the signed-in user. */
export function useLandingPath(): string {
  const { can } = usePermissions();
  return landingPath(can);
}
