import { vi } from 'vitest';

type Handler = (init: RequestInit, url: URL) => Response | Promise<Response>;

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Replaces `fetch` with the given handlers, keyed by `METHOD /api/path` (a key with the query
 * string, `GET /api/users?page=1`, wins over one without); any other call gets a 404.
 * Returns the mock to inspect the calls.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const handler = handlers[`${method} ${url.pathname}${url.search}`] ?? handlers[`${method} ${url.pathname}`];
    return handler ? handler(init, url) : jsonResponse(404, { msg: 'Introuvable', code: 'not_found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to `METHOD /api/path` (whatever their query string), as URLs with their init. */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, key: string): { url: URL; init: RequestInit }[] {
  const [method, path] = key.split(' ');
  return fetchMock.mock.calls
    .map(([input, init = {}]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url, init }) => (init.method ?? 'GET') === method && url.pathname === path);
}
