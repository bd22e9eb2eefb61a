import { vi } from 'vitest';

type Handler = (init: RequestInit) => Response | Promise<Response>;

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Replaces `fetch` with the given handlers, keyed by `METHOD /api/path`; any other call gets a 404.
 * Returns the mock to inspect the calls.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const handler = handlers[`${init.method ?? 'GET'} ${String(input)}`];
    return handler ? handler(init) : jsonResponse(404, { msg: 'Introuvable', code: 'not_found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
