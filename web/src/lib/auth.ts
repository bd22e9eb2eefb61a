import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import type { Reply } from '@/lib/api/types';

/** What the server answers about the signed-in user, at login and on GET /api/token. */
export type SessionPayload = Reply<'/api/token'>;

/** Someone as the people screens and the session know them (`countryData` is kept as the server has it: every edit sends it back unchanged). */
export type User = SessionPayload['data'];

export type Profile = User['userprofile']['profile'];

/** The agency branch the user works at (the server sends it in full). */
export type Extension = Pick<NonNullable<SessionPayload['extension']>, 'id' | 'name' | 'city' | 'region' | 'country' | 'logo'>;

export interface Session {
  user: User;
  extension: Extension | null;
  /** The catalogue's names (`Permission`). */
  permissions: SessionPayload['permissions'];
}

export const sessionQueryKey = ['session'] as const;

export function toSession({ data, extension, permissions }: SessionPayload): Session {
  return { user: data, extension, permissions };
}

async function getSession(signal: AbortSignal): Promise<Session | null> {
  try {
    return toSession(await api.get<SessionPayload>('/token', signal));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSession(signal),
    // The session changes only through login, logout or a 401, which all set it.
    staleTime: Infinity,
  });

/** The signed-in user's session, or null when signed out (the app waits for it before routing). */
export function useSession(): Session | null {
  return useQuery(sessionQueryOptions()).data ?? null;
}

// Whether the last sign-out was asked for (Déconnexion), rather than a session that ended.
let signedOutOnPurpose = false;

/**
 * Forgets everything cached for the previous user and records the new session (null: signed out).
 * After a `deliberate` sign-out the next person to sign in starts from the home page, not from
 * where the last one was.
 */
export function replaceSession(
  queryClient: QueryClient,
  session: Session | null,
  { deliberate = false }: { deliberate?: boolean } = {},
): void {
  signedOutOnPurpose = session === null && deliberate;
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  queryClient.setQueryData(sessionQueryKey, session);
}

/** Records what the server now says about the signed-in user, after they changed their own record. */
export function setSessionUser(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData<Session | null>(sessionQueryKey, (session) =>
    session && session.user.id === user.id ? { ...session, user } : session,
  );
}

/** Whether a guarded page should send the visitor back to it after login. */
export function keepsReturnPath(): boolean {
  return !signedOutOnPurpose;
}

/** What the login screen is given to send a visitor back where they were going. */
export interface LoginState {
  from?: string;
}

/** Where to go after signing in: the page the visitor was sent away from, if it is one of ours. */
export function pathAfterLogin(state: unknown, fallback: string): string {
  const from = (state as LoginState | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/login')) {
    return fallback;
  }
  return from;
}
