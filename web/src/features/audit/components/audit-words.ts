import { auditActions, type AuditEntry } from '@/features/audit/api/get-audit';
import { formatDecimal } from '@/lib/format';
import i18n from '@/lib/i18n';

/**
 * The kinds of record the Journal offers to filter by, as the server names them (its tables:
 * `expeditions`, `invoices`, `sessions` for sign-ins…); any other it records shows as named.
 */
export const auditResources = [
  'expeditions',
  'packags',
  'invoices',
  'waybills',
  'manifests',
  'depenses',
  'typedepenses',
  'users',
  'profiles',
  'extensions',
  'prices',
  'articles',
  'typearticles',
  'vehicles',
  'planes',
  'billets',
  'contacts',
  'site',
  'sessions',
] as const;

/** 'Expédition' for `expeditions` (or `expedition`); an unknown kind as the server names it. */
export function resourceLabel(resource: string): string {
  const known = auditResources.find((candidate) => candidate === resource || candidate === `${resource}s`);
  return known ? i18n.t(`audit.resources.${known}`) : resource;
}

/** The action in words: 'Création', 'Annulation', 'Connexion échouée'… */
export function actionLabel(action: string): string {
  const known = auditActions.find((candidate) => candidate === action);
  return known ? i18n.t(`audit.actions.${known}`) : action;
}

/** A changed field's value as text: a number in the interface's language, a string as is, anything else as JSON; `∅` for nothing. */
function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '∅';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return formatDecimal(value);
  return JSON.stringify(value);
}

/** Whether a change is written `{from, to}` (an update), rather than the value alone. */
function isFromTo(value: unknown): value is { from: unknown; to: unknown } {
  return typeof value === 'object' && value !== null && 'from' in value && 'to' in value;
}

/** Each changed field as `name: before → after`, or `name: value`. */
export function changeLines(changes: AuditEntry['changes']): string[] {
  if (!changes) return [];
  return Object.entries(changes).map(([field, value]) =>
    isFromTo(value) ? `${field} : ${valueText(value.from)} → ${valueText(value.to)}` : `${field} : ${valueText(value)}`,
  );
}
