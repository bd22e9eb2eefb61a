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
