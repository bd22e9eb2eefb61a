import type fr from '@/locales/fr.json';
import { paths } from '@/lib/paths';
import { usePermissions, type Permission } from '@/lib/permissions';

/** The sidebar's groups, in the order it shows them. */
export const sidebarGroups = ['freight', 'money', 'fleet', 'people', 'settings'] as const;
export type SidebarGroup = (typeof sidebarGroups)[number];

export interface NavEntry<Label extends string = string> {
  /** Translation key of the label. */
  label: Label;
  path: string;
  /** Null: every signed-in user sees it. */
  permission: Permission | null;
  /** Whether the screen exists yet; entries that are not ready are never shown. */
  ready: boolean;
}

type SidebarLabel = `layout.sidebar.${Exclude<keyof typeof fr.layout.sidebar, 'label' | 'logout' | 'groups'>}`;
type HeaderLabel = `layout.header.${'myExpeditions' | 'myWaybills' | 'myManifests'}`;

/** A sidebar entry, in a group (null: on its own, above the groups or below them). */
export type SidebarEntry = NavEntry<SidebarLabel> & { group: SidebarGroup | null };

const entry = (label: SidebarLabel, path: string, permission: Permission | null, group: SidebarGroup | null): SidebarEntry => ({
  label,
  path,
  permission,
  ready: true,
  group,
});

/**
 * The sidebar, in the spec's order (which also says where someone lands: `landingPath`), each entry
 * in its group ('Déconnexion' is an action, added below the entries).
 */
export const sidebarEntries: readonly SidebarEntry[] = [
  entry('layout.sidebar.home', paths.home, null, null),
  entry('layout.sidebar.dashboard', paths.dashboard, 'afficher dashboard', null),
  entry('layout.sidebar.expeditions', paths.expeditions, 'afficher expedition', 'freight'),
  entry('layout.sidebar.packags', paths.packags, 'afficher coli', 'freight'),
  entry('layout.sidebar.waybills', paths.waybills, 'afficher bordereau', 'freight'),
  entry('layout.sidebar.manifests', paths.manifests, 'afficher manifeste', 'freight'),
  entry('layout.sidebar.billets', paths.billets, 'afficher billet', 'freight'),
  entry('layout.sidebar.invoices', paths.invoices, 'afficher facture', 'money'),
  entry('layout.sidebar.depenses', paths.depenses, 'afficher depense', 'money'),
  entry('layout.sidebar.reports', paths.reports, 'afficher rapport', 'money'),
  entry('layout.sidebar.clients', paths.clients, 'afficher client', 'people'),
  entry('layout.sidebar.messages', paths.contactMessages, 'afficher client', 'people'),
  // Road vehicles with the aircraft: what the agency runs.
  entry('layout.sidebar.vehicles', paths.vehicles, 'afficher vehicule', 'fleet'),
  entry('layout.sidebar.logbooks', paths.logbooks, 'afficher logbook', 'fleet'),
  entry('layout.sidebar.inspections', paths.inspections, 'afficher inspection', 'fleet'),
  entry('layout.sidebar.due', paths.due, 'afficher inspection', 'fleet'),
  entry('layout.sidebar.documents', paths.documents, 'afficher document', 'fleet'),
  entry('layout.sidebar.pieces', paths.pieces, 'afficher piece', 'fleet'),
  entry('layout.sidebar.composants', paths.composants, 'afficher composant', 'fleet'),
  entry('layout.sidebar.planes', paths.planes, 'afficher avion', 'fleet'),
  entry('layout.sidebar.settings', paths.settings, 'afficher extension', 'settings'),
  entry('layout.sidebar.staffs', paths.staffs, 'afficher personnel', 'people'),
  // The spec shows the profiles inside Paramètre, which needs 'afficher extension': an entry of their
  // own lets whoever holds 'afficher profil' reach them.
  entry('layout.sidebar.profiles', paths.profiles, 'afficher profil', 'people'),
  entry('layout.sidebar.audit', paths.audit, 'admin', 'settings'),
  entry('layout.sidebar.system', paths.system, 'afficher systeme', 'settings'),
  entry('layout.sidebar.profile', paths.profile, null, null),
];

/** What the sidebar shows: an entry on its own, or a group with its entries. */
export type SidebarItem = { kind: 'entry'; entry: SidebarEntry } | { kind: 'group'; group: SidebarGroup; entries: SidebarEntry[] };

/**
 * The visible entries as the sidebar lays them out: those on their own before the first group's
 * (Accueil, Dashboard), the groups in their order with their entries (a group with none is left
 * out), then the others (Mon profil).
 */
export function sidebarItems(visible: readonly SidebarEntry[]): SidebarItem[] {
  const firstGrouped = sidebarEntries.findIndex((candidate) => candidate.group !== null);
  const alone = (before: boolean) =>
    visible
      .filter((candidate) => candidate.group === null && sidebarEntries.indexOf(candidate) < firstGrouped === before)
      .map((candidate): SidebarItem => ({ kind: 'entry', entry: candidate }));
  const groups = sidebarGroups
    .map((group): SidebarItem => ({ kind: 'group', group, entries: visible.filter((candidate) => candidate.group === group) }))
    .filter((item) => item.kind === 'group' && item.entries.length > 0);
  return [...alone(true), ...groups, ...alone(false)];
}

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
