import i18n, { currentLanguage } from '@/lib/i18n';

export type FieldErrors = Record<string, string>;

/** What every list answers. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  per_page: number;
}

/** The `{msg, data}` answer of a write. */
export interface Written<T> {
  msg: string;
  data: T;
}

/** `path?a=1&b=x`, leaving out the parameters that are unset or empty. */
export function withQuery(path: string, params: Record<string, string | number | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** A refused request: `message` is the server's `msg`, already in the user's language. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldErrors;

  constructor(status: number, message: string, code: string, fields: FieldErrors = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/** Status given to an ApiError when the server could not be reached at all. */
export const NETWORK_ERROR_STATUS = 0;

let onUnauthorized: () => void = () => {};

/** Sets what happens when the server says the session is gone on a call other than login or token. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

// These two answer 401 as part of their normal job (bad credentials, signed out).
const SESSION_PATHS = new Set(['/login', '/token']);

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, except a FormData, sent as multipart (the browser sets its boundary). */
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Once-only writes: every POST with a JSON body (creates, payments) carries an
 * `Idempotency-Key`, and the server answers a repeat of a key with the first answer. A submission
 * is the same path and the same body: while one is on its way, or failed without an answer (the
 * network), the same submission sends the same key again, so a double click on 'Enregistrer' or
 * a retry after a lost answer registers once. Once answered, it keeps its key for a few more
 * seconds (a second click landing just after), then the next identical submission gets a fresh key.
 * An answer that refuses it (4xx, 5xx) frees the key at once: what is sent next is a new attempt.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** How long a submission keeps its key after its answer. */
export const SUBMISSION_GRACE_MS = 5_000;
/** How long a submission whose answer was lost keeps its key for a retry (the server keeps keys 24 h). */
const LOST_ANSWER_KEEP_MS = 60 * 60 * 1000;

interface Submission {
  key: string;
  /** Until when the key is kept; null while the request is on its way. */
  until: number | null;
}

const submissions = new Map<string, Submission>();

/** A random UUID: `crypto.randomUUID` exists only on HTTPS and localhost, `getRandomValues` everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function submissionOf(path: string, body: unknown): Submission {
  const now = Date.now();
  for (const [id, submission] of submissions) {
    if (submission.until !== null && submission.until < now) submissions.delete(id);
  }
  const id = `${path} ${JSON.stringify(body)}`;
  let submission = submissions.get(id);
  if (!submission) {
    submission = { key: newIdempotencyKey(), until: null };
    submissions.set(id, submission);
  } else {
    submission.until = null;
  }
  return submission;
}

function forgetSubmission(submission: Submission): void {
  for (const [id, kept] of submissions) if (kept === submission) submissions.delete(id);
}

/** Forgets every submission's key (tests start from none). */
export function resetSubmissions(): void {
  submissions.clear();
}

export async function apiRequest<T>(path: string, { method = 'GET', body, signal }: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  };
  const multipart = body instanceof FormData;
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  const submission = method === 'POST' && !multipart && !SESSION_PATHS.has(path) ? submissionOf(path, body ?? null) : null;
  if (submission) headers[IDEMPOTENCY_HEADER] = submission.key;

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: multipart ? body : body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    // No answer: the write may have been made; a retry of the same submission sends the same key.
    if (submission) submission.until = Date.now() + LOST_ANSWER_KEEP_MS;
    if (signal?.aborted) throw error;
    throw new ApiError(NETWORK_ERROR_STATUS, i18n.t('errors.network'), 'network');
  }

  if (submission) {
    if (response.ok) submission.until = Date.now() + SUBMISSION_GRACE_MS;
    else forgetSubmission(submission);
  }
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok) return payload as T;

  if (response.status === 401 && !SESSION_PATHS.has(path)) onUnauthorized();
  throw toApiError(response.status, payload);
}

/** A file the server answered, with the name it gave it. */
export interface DownloadedFile {
  blob: Blob;
  /** From `Content-Disposition` (`filename*` first, then `filename`), else `fallbackName`. */
  filename: string;
}

/**
 * GET a file (an export): the same cookie and language as every request, the file whole once it
 * has all arrived. A refusal is read as the JSON error it is, and thrown as an ApiError.
 */
export async function apiDownload(path: string, fallbackName: string, signal?: AbortSignal): Promise<DownloadedFile> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      headers: { 'Accept-Language': currentLanguage() },
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(NETWORK_ERROR_STATUS, i18n.t('errors.network'), 'network');
  }
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => null);
    if (response.status === 401) onUnauthorized();
    throw toApiError(response.status, payload);
  }
  const blob = await response.blob();
  return { blob, filename: attachmentName(response.headers.get('Content-Disposition')) ?? fallbackName };
}

/**
 * The file name of a `Content-Disposition` header: `filename*=UTF-8''…` (percent-encoded) when
 * present, else `filename="…"` or a bare `filename=…`; null without one. Folders are cut off.
 */
export function attachmentName(header: string | null): string | null {
  if (!header) return null;
  let name: string | null = null;
  const extended = /filename\*\s*=\s*[\w-]*'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      name = decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      name = null;
    }
  }
  if (name === null) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
    if (plain) name = (plain[1] ?? plain[2]).replace(/\\(.)/g, '$1').trim();
  }
  const base = name?.split(/[\\/]/).pop() ?? '';
  return base === '' ? null : base;
}

function toApiError(status: number, payload: unknown): ApiError {
  if (typeof payload === 'object' && payload !== null && 'msg' in payload && typeof payload.msg === 'string') {
    const { msg, code, fields } = payload as { msg: string; code?: unknown; fields?: unknown };
    return new ApiError(
      status,
      msg,
      typeof code === 'string' ? code : 'error',
      typeof fields === 'object' && fields !== null ? (fields as FieldErrors) : {},
    );
  }
  return new ApiError(status, i18n.t('errors.unexpected', { status }), 'unexpected');
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body: unknown) => apiRequest<T>(path, { method: 'PUT', body }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};
