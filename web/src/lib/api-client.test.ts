import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, setUnauthorizedHandler, withQuery } from '@/lib/api-client';
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
