import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  api,
  apiDownload,
  ApiError,
  attachmentName,
  newIdempotencyKey,
  resetSubmissions,
  setUnauthorizedHandler,
  SUBMISSION_GRACE_MS,
  withQuery,
} from '@/lib/api-client';
import i18n from '@/lib/i18n';
import { jsonResponse, mockApi } from '@/testing/mock-api';

describe('api client', () => {
  afterEach(() => setUnauthorizedHandler(() => {}));

  it('sends the current language and same-origin credentials', async () => {
    await i18n.changeLanguage('en');
    const fetchMock = mockApi({ 'GET /api/health': () => jsonResponse(200, { status: 'ok' }) });

    await expect(api.get('/health')).resolves.toEqual({ status: 'ok' });

    const init = fetchMock.mock.calls[0][1];
    expect(init?.credentials).toBe('same-origin');
    expect(new Headers(init?.headers).get('Accept-Language')).toBe('en');
  });

  it('turns an error answer into an ApiError with the server message, code and fields', async () => {
    mockApi({
      'POST /api/login': () =>
        jsonResponse(400, { msg: 'Données invalides', code: 'invalid_input', fields: { username: 'Obligatoire' } }),
    });

    const error = await api.post('/login', {}).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Données invalides', code: 'invalid_input', fields: { username: 'Obligatoire' } });
  });

  it('signs the user out when the session is gone, but not for a failed login', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    const unauthorized = () => jsonResponse(401, { msg: 'Session expirée', code: 'unauthorized' });
    mockApi({ 'POST /api/login': unauthorized, 'GET /api/token': unauthorized, 'GET /api/site': unauthorized });

    await expect(api.post('/login', {})).rejects.toThrow('Session expirée');
    await expect(api.get('/token')).rejects.toThrow('Session expirée');
    expect(onUnauthorized).not.toHaveBeenCalled();

    await expect(api.get('/site')).rejects.toThrow('Session expirée');
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('sends a FormData as multipart, leaving its content type to the browser', async () => {
    const fetchMock = mockApi({ 'POST /api/me/avatar': () => jsonResponse(200, { msg: 'Photo enregistrée' }) });
    const body = new FormData();
    body.append('file', new File(['x'], 'photo.png', { type: 'image/png' }));

    await api.post('/me/avatar', body);

    const init = fetchMock.mock.calls[0][1];
    expect(init?.body).toBe(body);
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });

  it('builds query strings without the unset parameters', () => {
    expect(withQuery('/users', { profileId: 3, column: undefined, q: '', page: 2 })).toBe('/users?profileId=3&page=2');
    expect(withQuery('/users', { q: null })).toBe('/users');
    expect(withQuery('/users', { q: 'Kin & co' })).toBe('/users?q=Kin+%26+co');
  });

  it('says so when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));

    await expect(api.get('/site')).rejects.toThrow(i18n.t('errors.network'));
  });
});

describe('once-only submissions', () => {
  const keyOf = (init: RequestInit | undefined) => new Headers(init?.headers).get('Idempotency-Key');
  const created = () => jsonResponse(201, { msg: 'Expédition enregistrée', data: { id: 1 } });

  afterEach(() => {
    vi.useRealTimers();
    resetSubmissions();
  });

  it('sends a fresh key with each create, none with a read', async () => {
    const fetchMock = mockApi({ 'POST /api/expeditions': created, 'GET /api/expeditions': () => jsonResponse(200, {}) });

    await api.get('/expeditions');
    await api.post('/expeditions', { senderId: 1 });
    await api.post('/expeditions', { senderId: 2 });

    const [read, first, second] = fetchMock.mock.calls.map(([, init]) => keyOf(init));
    expect(read).toBeNull();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
  });

  it('sends the same key for a double submission: two identical posts at once, or one just after the answer', async () => {
    const fetchMock = mockApi({ 'POST /api/expeditions/3/invoices': created });

    await Promise.all([
      api.post('/expeditions/3/invoices', { amount: 5 }),
      api.post('/expeditions/3/invoices', { amount: 5 }),
    ]);
    await api.post('/expeditions/3/invoices', { amount: 5 });

    const keys = fetchMock.mock.calls.map(([, init]) => keyOf(init));
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('gives a new submission of the same body a fresh key once the first is answered and some seconds have passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fetchMock = mockApi({ 'POST /api/expeditions/3/invoices': created });

    await api.post('/expeditions/3/invoices', { amount: 5 });
    vi.setSystemTime(Date.now() + SUBMISSION_GRACE_MS + 1);
    await api.post('/expeditions/3/invoices', { amount: 5 });

    const [first, second] = fetchMock.mock.calls.map(([, init]) => keyOf(init));
    expect(second).not.toBe(first);
  });

  it('retries with the same key after a lost answer, and with a fresh one after a refusal', async () => {
    let answer: 'lost' | 'refused' | 'created' = 'lost';
    const fetchMock = mockApi({
      'POST /api/expeditions': () => {
        if (answer === 'lost') throw new TypeError('Failed to fetch');
        return answer === 'refused' ? jsonResponse(409, { msg: 'Modifié entre-temps', code: 'conflict' }) : created();
      },
    });

    await expect(api.post('/expeditions', { senderId: 1 })).rejects.toMatchObject({ status: 0 });
    answer = 'refused';
    await expect(api.post('/expeditions', { senderId: 1 })).rejects.toMatchObject({ status: 409 });
    answer = 'created';
    await api.post('/expeditions', { senderId: 1 });

    const [lost, retried, afterRefusal] = fetchMock.mock.calls.map(([, init]) => keyOf(init));
    expect(retried).toBe(lost);
    expect(afterRefusal).not.toBe(retried);
  });

  it('sends no key with a sign-in or an upload', async () => {
    const fetchMock = mockApi({
      'POST /api/login': () => jsonResponse(200, {}),
      'POST /api/me/avatar': () => jsonResponse(200, {}),
    });
    await api.post('/login', { username: 'a', password: 'b' });
    await api.post('/me/avatar', new FormData());
    expect(fetchMock.mock.calls.map(([, init]) => keyOf(init))).toEqual([null, null]);
  });

  it('makes random version 4 keys without crypto.randomUUID (plain HTTP)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (array: Uint8Array<ArrayBuffer>) => real.getRandomValues(array) });
    const keys = [newIdempotencyKey(), newIdempotencyKey()];
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[0]).not.toBe(keys[1]);
  });
});

describe('downloads', () => {
  afterEach(() => setUnauthorizedHandler(() => {}));

  it('read the file name the server gives, its UTF-8 form first', () => {
    expect(attachmentName('attachment; filename="rapport-creances-2026-11-01-2026-11-24.xlsx"')).toBe('rapport-creances-2026-11-01-2026-11-24.xlsx');
    expect(attachmentName("attachment; filename=\"rapport.csv\"; filename*=UTF-8''rapport-cr%C3%A9ances.csv")).toBe('rapport-créances.csv');
    expect(attachmentName('attachment; filename=rapport.csv')).toBe('rapport.csv');
    expect(attachmentName('attachment; filename="../../etc/rapport.csv"')).toBe('rapport.csv');
    expect(attachmentName('attachment')).toBeNull();
    expect(attachmentName(null)).toBeNull();
  });

  it('get the file whole, with the language and the cookie, named as the server says', async () => {
    await i18n.changeLanguage('en');
    const fetchMock = mockApi({
      'GET /api/reports/receivables': () =>
        new Response('PK…', { status: 200, headers: { 'Content-Disposition': 'attachment; filename="rapport-creances.xlsx"' } }),
    });

    const file = await apiDownload('/reports/receivables?format=xlsx', 'rapport.xlsx');

    expect(file.filename).toBe('rapport-creances.xlsx');
    expect(await file.blob.text()).toBe('PK…');
    const init = fetchMock.mock.calls[0][1];
    expect(init?.credentials).toBe('same-origin');
    expect(new Headers(init?.headers).get('Accept-Language')).toBe('en');
    await i18n.changeLanguage('fr');
  });

  it('throw the server\'s message when the export is refused, and sign out a gone session', async () => {
    const signedOut = vi.fn();
    setUnauthorizedHandler(signedOut);
    mockApi({
      'GET /api/reports/revenue': () => jsonResponse(400, { msg: 'La période dépasse cinq ans', code: 'invalid_input', fields: { to: 'trop long' } }),
      'GET /api/reports/clients': () => jsonResponse(401, { msg: 'Session expirée', code: 'unauthorized' }),
    });

    await expect(apiDownload('/reports/revenue?format=csv', 'rapport.csv')).rejects.toMatchObject({ status: 400, message: 'La période dépasse cinq ans' });
    expect(signedOut).not.toHaveBeenCalled();
    await expect(apiDownload('/reports/clients?format=csv', 'rapport.csv')).rejects.toMatchObject({ status: 401 });
    expect(signedOut).toHaveBeenCalledOnce();
  });
});
