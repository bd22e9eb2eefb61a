import { auditActions, type AuditEntry } from '@/features/audit/api/get-audit';
import i18n from '@/lib/i18n';
import { paths } from '@/lib/paths';

/**
 * The kinds of record the server writes in its trail (`server/src/db`, the callers of
 * `audit::record`), as it names them, in the order the Journal's filter offers them.
 */
export const auditResources = [
  'expeditions',
  'invoices',
  'waybills',
  'waybilldetails',
  'manifests',
  'billets',
  'depenses',
  'typedepenses',
  'prices',
  'articles',
  'typearticles',
  'vehicles',
  'planecomposants',
  'pieces',
  'inspections',
  'documents',
  'logbooks',
  'logbook_entries',
  'users',
  'profiles',
  'extensions',
  'sessions',
] as const;

type AuditResource = (typeof auditResources)[number];

function known(resource: string): AuditResource | undefined {
  return auditResources.find((candidate) => candidate === resource);
}

/** 'Expédition' for `expeditions`; a kind the Journal does not know yet as the server names it. */
export function resourceLabel(resource: string): string {
  const found = known(resource);
  return found ? i18n.t(`audit.resources.${found}`) : resource;
}

/** The action in words: 'Création', 'Annulation', 'Connexion échouée'… */
export function actionLabel(action: string): string {
  const found = auditActions.find((candidate) => candidate === action);
  return found ? i18n.t(`audit.actions.${found}`) : action;
}

/** The field of `changes` holding the reference of a record of each kind (`EXP-000012`). */
const referenceField: Partial<Record<AuditResource, string>> = {
  expeditions: 'ref_expedition',
  invoices: 'ref_invoice',
  waybills: 'ref_waybill',
  manifests: 'ref_manifest',
  billets: 'ref_billet',
  depenses: 'ref_depense',
};

/** The page of a record of each kind that has one. */
const pageOf: Partial<Record<AuditResource, (id: number) => string>> = {
  expeditions: paths.expeditionSlip,
  waybills: paths.waybill,
  manifests: paths.manifest,
  billets: paths.billet,
  depenses: paths.depense,
  logbooks: paths.logbook,
  users: paths.profileOf,
};

export interface RecordLabel {
  text: string;
  /** Its page, when it has one and is still there. */
  path: string | null;
  /** What a payment paid, with its page: a payment has none of its own. */
  paid: { text: string; path: string } | null;
}

const idIn = (changes: AuditEntry['changes'], name: string): number | null => {
  const value = changes?.[name];
  return typeof value === 'number' ? value : null;
};

const textIn = (changes: AuditEntry['changes'], name: string): string | null => {
  const value = changes?.[name];
  return typeof value === 'string' ? value : null;
};

/** 'Expédition EXP-000012' when the reference is known, else 'Expédition n° 12'. */
function named(resource: AuditResource, id: number, reference: string | null): string {
  const name = resourceLabel(resource);
  return reference ? `${name} ${reference}` : i18n.t('audit.table.record', { resource: name, id });
}

/** What a payment paid: its expedition or its ticket, with its page. */
function paidBy(changes: AuditEntry['changes']): RecordLabel['paid'] {
  const expedition = idIn(changes, 'expeditionId');
  if (expedition !== null) return { text: named('expeditions', expedition, textIn(changes, 'ref_expedition')), path: paths.expeditionSlip(expedition) };
  const billet = idIn(changes, 'billetId');
  if (billet !== null) return { text: named('billets', billet, textIn(changes, 'ref_billet')), path: paths.billet(billet) };
  return null;
}

/**
 * The record a line is about: 'Expédition EXP-000012' (its reference, when the line carries it),
 * else 'Bordereau n° 96'; a sign-in is only 'Connexion' (the server keeps a session's or a person's
 * number there, which means nothing to the reader). With the record's page when it has one and the
 * line did not delete it; a payment, which has none, with what it paid.
 */
export function recordOf(entry: AuditEntry): RecordLabel {
  const resource = known(entry.resource);
  if (!resource || resource === 'sessions' || entry.resourceId === null) {
    return { text: resourceLabel(entry.resource), path: null, paid: null };
  }
  const refField = referenceField[resource];
  const text = named(resource, entry.resourceId, refField ? textIn(entry.changes, refField) : null);
  if (resource === 'invoices') return { text, path: null, paid: paidBy(entry.changes) };
  const page = pageOf[resource];
  return { text, path: page && entry.action !== 'delete' ? page(entry.resourceId) : null, paid: null };
}
