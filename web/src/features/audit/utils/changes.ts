/**
 * The changes of a Journal line as a person reads them: each field under its label (the forms'
 * own where one says exactly the same) and each value in its unit — money as money, grams as kg,
 * flight minutes as H:MM, days as days, ids of other records as numbers — never raw JSON.
 *
 * The server writes `changes` as `{field: value}` (a creation, or the values an edit saved) or
 * `{field: {from, to}}` (what an edit changed), with the field names of its tables
 * (`server/src/db/*.rs`, the callers of `audit::record`).
 */
import type { ParseKeys } from 'i18next';
import { dispositionKey } from '@/lib/airworthiness';
import { formatFlightTime } from '@/lib/flight-time';
import { formatCount, formatDate, formatDecimal, formatMoney, formatWeight } from '@/lib/format';
import i18n from '@/lib/i18n';
import { paths } from '@/lib/paths';

/** How a value reads. */
type Kind =
  | 'text'
  /** Dollars (the trail writes cents as dollars). */
  | 'money'
  /** Dollars per kg (a route's price). */
  | 'moneyPerKg'
  /** What was paid at registration: dollars, or -1 for "in full". */
  | 'cash'
  /** Kilograms, as the trail writes an expedition's weight. */
  | 'kg'
  /** Grams, as the trail writes a passenger's and their baggage's. */
  | 'grams'
  | 'date'
  /** Flight time in minutes. */
  | 'minutes'
  | 'count'
  | 'yesNo'
  /** 1 or 0: active or not. */
  | 'active'
  /** The id of another record. */
  | 'id'
  | 'status'
  | 'gender'
  | 'passenger'
  | 'position'
  /** A stored file (logo, photo): only that it changed. */
  | 'file'
  | 'permissions'
  /** `[{packagId | waybilldetailId, quantity}]`: parcels and their pieces. */
  | 'loads'
  /** `[{packagdetailId, expedie}]`: the articles shipped of a parcel. */
  | 'shipped'
  /** `[ttsn, ttso, tcsn, tcso]`. */
  | 'baseline'
  /** `[hours, cycles, days]`. */
  | 'intervals'
  | 'installed'
  | 'removed'
  | 'overhauled'
  | 'done';

interface Field {
  label: ParseKeys;
  kind: Kind;
  /** For the id of a record that has a page: that page. */
  page?: (id: number) => string;
}

const field = (label: ParseKeys, kind: Kind = 'text', page?: (id: number) => string): Field => ({ label, kind, page });

/** Fields that mean the same whatever the record. */
const common: Record<string, Field> = {
  name: field('people.form.name'),
  tel: field('people.form.tel'),
  email: field('people.form.email'),
  adress: field('audit.fields.adress'),
  gender: field('people.form.gender', 'gender'),
  country: field('people.form.country'),
  region: field('audit.fields.region'),
  city: field('people.form.city'),
  description: field('vehicles.form.description'),
  serie: field('planes.fields.serie'),
  date: field('depenses.form.date', 'date'),
  status: field('people.form.status', 'status'),
  reason: field('audit.fields.reason'),
  price: field('audit.fields.price', 'money'),
  paid: field('audit.fields.paid', 'money'),
  mount: field('commissions.form.mount', 'money'),
  mountT: field('audit.fields.mountT', 'money'),
  senderId: field('expeditions.form.sender', 'id', paths.profileOf),
  recipientId: field('expeditions.form.recipient', 'id', paths.profileOf),
  originId: field('waybills.form.origin', 'id'),
  destinationId: field('waybills.form.destination', 'id'),
  driverId: field('waybills.form.driver', 'id', paths.profileOf),
  vehicleId: field('waybills.form.vehicle', 'id'),
  planeId: field('composants.fields.plane', 'id', paths.plane),
  pilotId: field('logbooks.entry.pilot', 'id', paths.profileOf),
  manifestId: field('logbooks.entry.manifest', 'id', paths.manifest),
  manifesteId: field('depenses.form.manifest', 'id', paths.manifest),
  beneficerId: field('depenses.form.beneficiary', 'id', paths.profileOf),
  typedepenseId: field('depenses.form.type', 'id'),
  typearticleId: field('articles.form.type', 'id'),
  extensionId: field('depenses.form.branch', 'id'),
  brancheId: field('depenses.form.branch', 'id'),
  profileId: field('people.form.profile', 'id'),
  expeditionId: field('audit.resources.expeditions', 'id', paths.expeditionSlip),
  billetId: field('audit.resources.billets', 'id', paths.billet),
  waybillId: field('audit.resources.waybills', 'id', paths.waybill),
  hostId: field('audit.fields.host', 'id'),
  ref_expedition: field('audit.fields.reference'),
  ref_invoice: field('audit.fields.reference'),
  ref_waybill: field('audit.fields.reference'),
  ref_manifest: field('audit.fields.reference'),
  ref_billet: field('audit.fields.reference'),
  ref_depense: field('audit.fields.reference'),
  commission: field('audit.fields.commission'),
  immatriculation: field('planes.fields.immatriculation'),
  constructeur: field('planes.fields.constructeur'),
  date_revision: field('planes.fields.dateRevision', 'date'),
  base_date: field('airworthiness.baseline.date', 'date'),
  baseline: field('audit.fields.baseline', 'baseline'),
  libele: field('pieces.fields.libele'),
  dateEmission: field('documents.fields.dateEmission', 'date'),
  dateExpiration: field('documents.fields.dateExpiration', 'date'),
  departure_date: field('audit.fields.departureDate', 'date'),
  departure_time: field('audit.fields.departureTime'),
  plaque: field('vehicles.form.plaque'),
  mark: field('vehicles.form.mark'),
  short_name: field('settings.form.fields.short_name'),
  timezone: field('settings.form.fields.timezone'),
  logo: field('audit.fields.logo', 'file'),
  avatar: field('audit.fields.avatar', 'file'),
  archived: field('audit.fields.archived', 'yesNo'),
  passwordChanged: field('audit.fields.passwordChanged', 'yesNo'),
  permissionId: field('audit.fields.permissions', 'permissions'),
  packags: field('audit.fields.parcels', 'loads'),
  waybilldetails: field('audit.fields.parcels', 'loads'),
  shipped: field('audit.fields.shipped', 'shipped'),
  intervals: field('audit.fields.intervals', 'intervals'),
  installed: field('audit.fields.installed', 'installed'),
  removed: field('audit.fields.removed', 'removed'),
  overhauled: field('audit.fields.overhauled', 'overhauled'),
  done: field('audit.fields.done', 'done'),
  ismanifeste: field('depenses.types.manifest', 'yesNo'),
  ip: field('audit.fields.ip'),
  username: field('audit.fields.username'),
  minutes: field('logbooks.entry.flightTime', 'minutes'),
  cycles: field('logbooks.entry.cycles', 'count'),
  from: field('logbooks.entry.from'),
  to: field('logbooks.entry.to'),
};

/** Fields whose meaning (or unit) depends on the record. */
const byResource: Record<string, Record<string, Field>> = {
  expeditions: {
    senderId: common.senderId,
    recipientId: common.recipientId,
    // An expedition's destination is its route (a price), its weight a total in kg.
    destinationId: field('expeditions.form.route', 'id'),
    price: field('audit.fields.total', 'money'),
    quantity: field('audit.fields.pieces', 'count'),
    weight: field('audit.fields.weight', 'kg'),
    lines: field('audit.fields.lines', 'count'),
    cash: field('audit.fields.cash', 'cash'),
  },
  billets: {
    name: field('billets.form.name'),
    document: field('billets.form.document'),
    type: field('billets.form.type', 'passenger'),
    seat: field('billets.form.seat'),
    // The trail keeps a passenger's and their baggage's weights in grams.
    weight: field('billets.form.weight', 'grams'),
    weightDeclared: field('audit.fields.weightDeclared', 'grams'),
    baggagePieces: field('billets.form.baggagePieces', 'count'),
    baggageWeight: field('audit.fields.baggageWeight', 'grams'),
    fare: field('audit.fields.fare', 'money'),
    manifestId: field('billets.form.manifest', 'id', paths.manifest),
    // A status change: `from` is the status before.
    from: field('audit.fields.statusBefore', 'status'),
  },
  prices: {
    name: field('settings.prices.form.name'),
    price: field('audit.fields.pricePerKg', 'moneyPerKg'),
    status: field('settings.form.fields.status', 'active'),
  },
  extensions: {
    name: field('settings.form.fields.name'),
    status: field('settings.form.fields.status', 'active'),
  },
  users: {
    status: field('audit.fields.account', 'active'),
    profile: field('people.form.profile'),
    billet: field('audit.fields.byTicket', 'yesNo'),
  },
  typedepenses: { type: field('depenses.types.name') },
  documents: { serie: field('documents.fields.serie') },
  logbooks: { serie: field('logbooks.fields.serie') },
  logbook_entries: { date: field('logbooks.entry.date', 'date') },
  profiles: { name: field('people.profiles.form.name') },
};

/** The statuses the trail writes (waybills, manifests, tickets), in words. */
const statusKeys: Record<string, ParseKeys> = {
  EnCours: 'waybills.status.EnCours',
  EnAttente: 'waybills.status.EnAttente',
  Expedié: 'waybills.status.Expedié',
  Arriver: 'manifests.status.Arriver',
  EnStock: 'expeditions.status.EnStock',
  reserve: 'billets.status.reserve',
  embarque: 'billets.status.embarque',
  absent: 'billets.status.absent',
  annule: 'billets.status.annule',
};

const t = (key: ParseKeys, values?: Record<string, unknown>) => i18n.t(key, values);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const number = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** Something the table does not know, still readable: a number in the interface's language, a text as is. */
function plain(value: unknown): string {
  if (typeof value === 'number') return formatDecimal(value);
  if (typeof value === 'boolean') return t(value ? 'audit.values.yes' : 'audit.values.no');
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(plain).join(', ');
  if (isObject(value)) return Object.entries(value).map(([key, inner]) => `${key} ${plain(inner)}`).join(', ');
  return String(value);
}

/** `[{…, quantity}]`: « 3 colis, 7 pièces ». */
function loads(value: unknown): string {
  if (!Array.isArray(value)) return plain(value);
  const pieces = value.reduce((sum: number, load) => sum + (isObject(load) ? (number(load.quantity) ?? 0) : 0), 0);
  return t('audit.values.loads', { parcels: t('audit.values.parcels', { count: value.length }), pieces: t('audit.values.pieces', { count: pieces }) });
}

/** `[ttsn, ttso, tcsn, tcso]`: « TSN 2 090:03 · TSO 140:03 · CSN 9 410 · CSO 610 ». */
function baseline(value: unknown): string {
  if (!Array.isArray(value) || value.length !== 4) return plain(value);
  const [tsn, tso, csn, cso] = value.map(number);
  const part = (name: string, text: string | null) => (text === null ? null : `${name} ${text}`);
  return [
    part('TSN', tsn === null ? null : formatFlightTime(tsn)),
    part('TSO', tso === null ? null : formatFlightTime(tso)),
    part('CSN', csn === null ? null : formatCount(csn)),
    part('CSO', cso === null ? null : formatCount(cso)),
  ]
    .filter((text) => text !== null)
    .join(' · ');
}

/** `[hours, cycles, days]`, the ones set: « 100 h · 500 cycles · 365 jours ». */
function intervals(value: unknown): string {
  if (!Array.isArray(value) || value.length !== 3) return plain(value);
  const [hours, cycles, days] = value.map(number);
  const parts = [
    hours === null ? null : t('audit.values.hours', { count: hours, hours: formatCount(hours) }),
    cycles === null ? null : t('audit.values.cycles', { count: cycles, cycles: formatCount(cycles) }),
    days === null ? null : t('audit.values.days', { count: days, days: formatCount(days) }),
  ].filter((text) => text !== null);
  return parts.length > 0 ? parts.join(' · ') : t('audit.values.none');
}

/** An installation, a removal, an overhaul or an inspection done, in a sentence. */
function event(kind: 'installed' | 'removed' | 'overhauled' | 'done', value: unknown): string {
  if (!isObject(value)) return plain(value);
  const day = typeof value.date === 'string' ? formatDate(value.date) : '—';
  const host = number(value.hostId);
  switch (kind) {
    case 'installed': {
      const position = number(value.disposition);
      const at = position === null ? '' : `${t('audit.values.at', { position: t(dispositionKey(position)), number: number(value.number) ?? '—' })}`;
      return `${t('audit.values.installedOn', { host: host ?? '—', date: day })}${at}`;
    }
    case 'removed':
      return t('audit.values.removedFrom', { host: host ?? '—', date: day });
    case 'overhauled':
      return t('audit.values.overhauledOn', { date: day, crs: plain(value.crs) });
    case 'done': {
      const minutes = number(value.minutes);
      const cycles = number(value.cycles);
      const counters = [
        minutes === null ? null : formatFlightTime(minutes),
        cycles === null ? null : t('audit.values.cycles', { count: cycles, cycles: formatCount(cycles) }),
      ].filter((text) => text !== null);
      const done = t('audit.values.doneOn', { date: day, crs: plain(value.serie) });
      return counters.length > 0 ? `${done} (${counters.join(', ')})` : done;
    }
  }
}

/** One value of `field`, in words and units. */
function valueText(kind: Kind, value: unknown): string {
  if (value === null || value === undefined || value === '') return t('audit.values.none');
  const n = number(value);
  switch (kind) {
    case 'money':
      return n === null ? plain(value) : formatMoney(n);
    case 'moneyPerKg':
      return n === null ? plain(value) : t('audit.values.perKg', { amount: formatMoney(n) });
    case 'cash':
      return n === -1 ? t('audit.values.paidInFull') : n === null ? plain(value) : formatMoney(n);
    case 'kg':
      return n === null ? plain(value) : formatWeight(n);
    case 'grams':
      return n === null ? plain(value) : formatWeight(n / 1000);
    case 'date':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? formatDate(value) : plain(value);
    case 'minutes':
      return n === null ? plain(value) : formatFlightTime(n);
    case 'count':
      return n === null ? plain(value) : formatCount(n);
    case 'yesNo':
      return t(value === true || value === 1 ? 'audit.values.yes' : 'audit.values.no');
    case 'active':
      return t(value === true || value === 1 ? 'audit.values.active' : 'audit.values.inactive');
    case 'id':
      return n === null ? plain(value) : t('audit.values.number', { id: n });
    case 'status':
      return typeof value === 'string' && value in statusKeys ? t(statusKeys[value]) : plain(value);
    case 'gender':
      return value === 'Masculin' || value === 'Feminin' ? t(`people.genders.${value}`) : plain(value);
    case 'passenger':
      return value === 'adulte' || value === 'enfant' || value === 'bebe' ? t(`billets.type.${value}`) : plain(value);
    case 'position':
      return n === null ? plain(value) : t(dispositionKey(n));
    case 'file':
      return t('audit.values.file');
    case 'permissions':
      return Array.isArray(value) ? t('audit.values.permissions', { count: value.length }) : plain(value);
    case 'loads':
      return loads(value);
    case 'shipped':
      return Array.isArray(value) ? t('audit.values.articles', { count: value.length }) : plain(value);
    case 'baseline':
      return baseline(value);
    case 'intervals':
      return intervals(value);
    case 'installed':
    case 'removed':
    case 'overhauled':
    case 'done':
      return event(kind, value);
    case 'text':
      return plain(value);
  }
}

/** The field's label and kind for this record; an unknown field keeps its name and reads plainly. */
function fieldOf(resource: string, name: string): { label: string; kind: Kind; page?: (id: number) => string; known: boolean } {
  const found = byResource[resource]?.[name] ?? common[name];
  return found ? { label: t(found.label), kind: found.kind, page: found.page, known: true } : { label: name, kind: 'text', known: false };
}

/** Whether a change is written `{from, to}` (an edit), rather than the value alone. */
function isFromTo(value: unknown): value is { from: unknown; to: unknown } {
  return isObject(value) && 'from' in value && 'to' in value && Object.keys(value).length === 2;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/**
 * Fields that name the record, or what a payment paid, rather than change it: the record's column
 * says them.
 */
const naming = new Set(['ref_expedition', 'ref_invoice', 'ref_waybill', 'ref_manifest', 'ref_billet', 'ref_depense']);
const namingOf: Record<string, ReadonlySet<string>> = { invoices: new Set(['expeditionId', 'billetId']) };

export interface ChangeLine {
  label: string;
  /** The value, or `before → after` for an edit. */
  text: string;
  /** The page of the record the value names (a person, a manifest…), when it has one. */
  path: string | null;
}

/**
 * Each change of an entry on `resource` as label and text, the known fields in the order of the
 * tables above (the record's own first) and any other after them. The reference that names the
 * record is left to the record's column, unless it is all there is; a field left empty (on a
 * creation, or among the values an edit saved) says nothing and is left out.
 */
export function changeLines(resource: string, changes: Record<string, unknown> | null | undefined): ChangeLine[] {
  if (!changes) return [];
  const entries = Object.entries(changes);
  const kept = entries.filter(([name, value]) => !naming.has(name) && !namingOf[resource]?.has(name) && !isEmpty(value));
  // The record's own fields first, in their order, then the common ones.
  const order = [...Object.keys(byResource[resource] ?? {}), ...Object.keys(common)];
  const rank = (name: string) => {
    const at = order.indexOf(name);
    return at < 0 ? order.length : at;
  };
  return (kept.length > 0 ? kept : entries.filter(([name]) => naming.has(name)))
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([name, value]) => {
      const { label, kind, page } = fieldOf(resource, name);
      if (isFromTo(value)) return { label, text: `${valueText(kind, value.from)} → ${valueText(kind, value.to)}`, path: null };
      const id = number(value);
      return { label, text: valueText(kind, value), path: page && id !== null ? page(id) : null };
    });
}

/** Whether the Journal knows `name` on `resource` (tests check every field the server writes). */
export function knowsField(resource: string, name: string): boolean {
  return fieldOf(resource, name).known;
}
