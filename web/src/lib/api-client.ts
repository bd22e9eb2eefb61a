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

export async function apiRequest<T>(path: string, { method = 'GET', body, signal }: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  };
  const multipart = body instanceof FormData;
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';

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
    if (signal?.aborted) throw error;
    throw new ApiError(NETWORK_ERROR_STATUS, i18n.t('errors.network'), 'network');
  }

  const payload: unknown = await response.json().catch(() => null);
  if (response.ok) return payload as T;

  if (response.status === 401 && !SESSION_PATHS.has(path)) onUnauthorized();
  throw toApiError(response.status, payload);
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
