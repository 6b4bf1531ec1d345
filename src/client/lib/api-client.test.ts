import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, errorMessage, NETWORK_ERROR_MESSAGE } from './api-client';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

describe('apiFetch (SPEC §7, §8)', () => {
  it('sends cookies, and a JSON body only when there is one', async () => {
    fetchMock.mockImplementation(async () => new Response('{"ok":true}', { status: 200 }));
    await apiFetch('GET', '/api/user');
    await apiFetch('POST', '/api/login', { username: 'a', password: 'b' });
    const [, getInit] = fetchMock.mock.calls[0]!;
    const [, postInit] = fetchMock.mock.calls[1]!;
    expect(getInit).toMatchObject({ method: 'GET', credentials: 'same-origin', body: undefined });
    expect(getInit?.headers).not.toHaveProperty('Content-Type');
    expect(postInit).toMatchObject({ method: 'POST', body: '{"username":"a","password":"b"}' });
    expect(postInit?.headers).toHaveProperty('Content-Type', 'application/json');
  });

  it('turns a non-OK answer into "status: text" and keeps the server message for toasts', async () => {
    fetchMock.mockResolvedValue(new Response('{"message":"Identifiants invalides"}', { status: 401 }));
    const error = await apiFetch('POST', '/api/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('401: {"message":"Identifiants invalides"}');
    expect((error as ApiError).status).toBe(401);
    expect(errorMessage(error, 'repli')).toBe('Identifiants invalides');
  });

  it('uses the status text when the body is empty, and the fallback when there is no message', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 502, statusText: 'Bad Gateway' }));
    const error = await apiFetch('GET', '/api/x').catch((e: unknown) => e);
    expect((error as ApiError).message).toBe('502: Bad Gateway');
    expect(errorMessage(error, 'Impossible de créer le compte')).toBe('Impossible de créer le compte');
  });

  it('answers undefined for 204 and says so in French when the server cannot be reached', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(apiFetch('POST', '/api/logout')).resolves.toBeUndefined();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await apiFetch('GET', '/api/user').catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(0);
    expect(errorMessage(error, 'repli')).toBe(NETWORK_ERROR_MESSAGE);
  });
});
