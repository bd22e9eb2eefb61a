import type { Schema } from '@/lib/api/types';
import type { Session, User } from '@/lib/auth';
import type { Permission } from '@/lib/permissions';

export const testUser: User = {
  id: 1,
  name: 'Amani Kabila',
  login: 'amani@example.com',
  email: 'amani@example.com',
  tel: '0990000001',
  adress: null,
  gender: null,
  avatar: null,
  status: 1,
  profileId: 2,
  extensionId: 1,
  country: 'RD Congo',
  countryData: null,
  countryCode: 'cd',
  region: 'Nord-Kivu',
  city: 'Goma',
  createdAt: '2026-11-01T08:00:00Z',
  updatedAt: '2026-11-01T08:00:00Z',
  userprofile: { profile: { id: 2, name: 'Agent', code: null } },
};

export function sessionWith(permissions: Permission[]): Session {
  return { user: testUser, extension: null, permissions };
}

/** Someone of the given profile, as the people lists answer them. */
export function person(id: number, name: string, profile: User['userprofile']['profile'], more: Partial<User> = {}): User {
  return {
    ...testUser,
    id,
    name,
    login: null,
    email: null,
    tel: `09900000${String(id).padStart(2, '0')}`,
    avatar: null,
    profileId: profile.id,
    userprofile: { profile },
    ...more,
  };
}

export const fixedProfiles = {
  chauffeur: { id: 3, name: 'Chauffeur', code: 'chauffeur' },
  pilote: { id: 4, name: 'Pilote', code: 'pilote' },
} as const;

/** GET /api/users/counts for the fixed profiles and one custom profile. */
export const userCounts = [
  { profileId: 2, name: 'Client', code: 'client', count: 12 },
  { profileId: 3, name: 'Chauffeur', code: 'chauffeur', count: 2 },
  { profileId: 4, name: 'Pilote', code: 'pilote', count: 1 },
  { profileId: 5, name: 'Externe', code: 'externe', count: 0 },
  { profileId: 6, name: 'Agent', code: null, count: 3 },
];

/** A list answer holding `items`, on page `page` of 5 rows. */
export function pageOf<T>(items: T[], total = items.length, page = 1) {
  return { items, total, page, per_page: 5 };
}

/** An agency branch in full, as details and sheets receive it (the server's `Extension`). */
export function branch(id: number, name: string, more: Partial<Schema<'Extension'>> = {}): Schema<'Extension'> {
  return {
    id,
    name,
    timezone: 'Africa/Lubumbashi',
    type: 1,
    status: 1,
    liable_vat: 0,
    short_name: null,
    social_reason: null,
    legal_status: null,
    activity_sector: null,
    tax_center: null,
    nif: null,
    trade_registry: null,
    tel: null,
    tel1: null,
    tel2: null,
    email: null,
    mailbox: null,
    country: null,
    countryCode: null,
    region: null,
    city: null,
    municipality: null,
    neighborhood: null,
    avenue: null,
    other_adress: null,
    logo: null,
    createdAt: '2026-01-05T08:00:00Z',
    updatedAt: '2026-01-05T08:00:00Z',
    ...more,
  };
}
