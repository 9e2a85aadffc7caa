import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logoutRequested } from '../bus/events';
import { readCookie } from '../i18n/cookies';
import { apiFetch, latestOnly } from './client';
import { rememberedBan } from './ban-cookie';
import { normaliseError } from './errors';
import { clearTokens, readTokens, saveTokens } from './tokens';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Stubs `fetch` with a mock that answers its calls with `responses`, one each, in order. */
function stubFetch(...responses: Response[]) {
  const fetchMock = vi.fn();
  for (const response of responses) fetchMock.mockResolvedValueOnce(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Watchers of `logoutRequested` added by `watchLogout`, removed after each test. */
const unwatchers: (() => void)[] = [];

/** A mock called on each `logoutRequested` until the end of the test. */
function watchLogout() {
  const logout = vi.fn();
  const subscription = logoutRequested.watch(logout);
  unwatchers.push(() => subscription.unsubscribe());
  return logout;
}

describe('API client', () => {
  beforeEach(() => {
    clearTokens();
    document.cookie = 'bc-baned=; Max-Age=0; Path=/';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    unwatchers.splice(0).forEach((unwatch) => unwatch());
  });

  it('sends the Bearer token when present', async () => {
    saveTokens({ accessToken: 'A1' });
    const fetchMock = vi.fn(async () => json(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await apiFetch('/user');
    const request = fetchMock.mock.calls[0] as unknown[];
    const headers = new Headers((request[1] as RequestInit).headers);
    expect(headers.get('authorization')).toBe('Bearer A1');
  });

  it('asks for answers in the page\'s language (Accept-Language from the locale in the path)', async () => {
    const fetchMock = vi.fn(async () => json(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    const headerOf = (call: number) => new Headers(((fetchMock.mock.calls[call] as unknown[])[1] as RequestInit).headers).get('accept-language');
    window.history.replaceState(null, '', '/cz/search');
    await apiFetch('/user');
    window.history.replaceState(null, '', '/pets/1');
    await apiFetch('/user');
    window.history.replaceState(null, '', '/cn');
    await apiFetch('/user');
    expect([headerOf(0), headerOf(1), headerOf(2)]).toEqual(['cs', 'ru', 'zh']);
    window.history.replaceState(null, '', '/');
  });

  it('on 401 refreshes the pair once and retries', async () => {
    saveTokens({ accessToken: 'old' });
    stubFetch(
      json(401, { message: 'Token expired', statusCode: 401 }),
      json(200, { accessToken: 'new' }),
      json(200, { id: 1 }),
    );
    await expect(apiFetch('/user')).resolves.toEqual({ id: 1 });
    expect(readTokens()).toEqual({ accessToken: 'new' });
  });

  it('a visitor (no access token) is never refreshed: a 401 is just the answer', async () => {
    const logout = watchLogout();
    const fetchMock = stubFetch(json(401, { message: 'Sign in required', statusCode: 401 }));
    await expect(apiFetch('/user/likes')).rejects.toMatchObject({ statusCode: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(logout).not.toHaveBeenCalled();
  });

  it('another tab that refreshed meanwhile is trusted: its new access token is used, no second refresh', async () => {
    saveTokens({ accessToken: 'old' });
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
      // While this call was out, another tab refreshed the session and wrote the new token into the shared cookie.
      if (fetchMock.mock.calls.length === 1) {
        saveTokens({ accessToken: 'from-other-tab' });
        return json(401, { message: 'expired', statusCode: 401 });
      }
      return url === '/api/user/refresh' ? json(200, { accessToken: 'never' }) : json(200, { id: 1 });
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiFetch('/user')).resolves.toEqual({ id: 1 });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/user', '/api/user']);
    expect(new Headers((fetchMock.mock.calls[1][1] as RequestInit).headers).get('authorization')).toBe('Bearer from-other-tab');
    expect(readTokens()).toEqual({ accessToken: 'from-other-tab' });
  });

  it('a 401 after a failed refresh logs out (one refresh attempt, no retry)', async () => {
    saveTokens({ accessToken: 'old' });
    const logout = watchLogout();
    const fetchMock = stubFetch(
      json(401, { message: 'The access token is invalid or expired', statusCode: 401 }),
      json(401, { message: 'The refresh token has expired; please sign in again', statusCode: 401 }),
    );
    await expect(apiFetch('/user')).rejects.toMatchObject({ statusCode: 401, message: 'The access token is invalid or expired' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(String(fetchMock.mock.calls[1][0])).toBe('/api/user/refresh');
    // The refresh token is the HttpOnly cookie the browser sends to that call: no body, nothing a script could read.
    expect((fetchMock.mock.calls[1][1] as RequestInit).body).toBeUndefined();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(readCookie('bc-baned')).toBeUndefined();
  });

  it('a refresh answered with the ban sets the ban cookie before the logout', async () => {
    saveTokens({ accessToken: 'old' });
    const logout = watchLogout();
    stubFetch(json(401, { message: 'expired', statusCode: 401 }), json(403, { message: 'Вам ограничен доступ к сайту', statusCode: 403 }));
    await expect(apiFetch('/user')).rejects.toMatchObject({ statusCode: 401 });
    expect(readCookie('bc-baned')).toBe('1');
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('a 401 on the retry after a successful refresh logs out too', async () => {
    saveTokens({ accessToken: 'old' });
    const logout = watchLogout();
    stubFetch(
      json(401, { message: 'expired', statusCode: 401 }),
      json(200, { accessToken: 'new' }),
      json(401, { message: 'The session has ended', statusCode: 401 }),
    );
    await expect(apiFetch('/user')).rejects.toMatchObject({ statusCode: 401, message: 'The session has ended' });
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('any other 403 of a signed-in call logs out without the ban cookie', async () => {
    saveTokens({ accessToken: 'A' });
    const logout = watchLogout();
    vi.stubGlobal('fetch', vi.fn(async () => json(403, { message: 'Only moderators may do this', statusCode: 403 })));
    await expect(apiFetch('/users')).rejects.toMatchObject({ statusCode: 403 });
    expect(logout).toHaveBeenCalledTimes(1);
    expect(readCookie('bc-baned')).toBeUndefined();
  });

  it('a 403 premium-required (a premium feature) keeps the member signed in', async () => {
    saveTokens({ accessToken: 'A' });
    const logout = watchLogout();
    vi.stubGlobal('fetch', vi.fn(async () => json(403, { message: 'The ranked stud search is for premium members: get premium to open it', statusCode: 403, data: { code: 'premium-required' } })));
    await expect(apiFetch('/pets/1/stud-ranking')).rejects.toMatchObject({ statusCode: 403, data: { code: 'premium-required' } });
    expect(logout).not.toHaveBeenCalled();
  });

  it('normalises errors and logs out on 403; the ban message sets the ban cookie', async () => {
    saveTokens({ accessToken: 'A' });
    const logout = watchLogout();
    vi.stubGlobal('fetch', vi.fn(async () => json(403, { message: 'Вам ограничен доступ к сайту', statusCode: 403 })));
    await expect(apiFetch('/user')).rejects.toMatchObject({ statusCode: 403, message: 'Вам ограничен доступ к сайту' });
    expect(readCookie('bc-baned')).toBe('1');
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('a ban in another language, with its details, sets the ban cookie with them until the ban ends', async () => {
    saveTokens({ accessToken: 'A' });
    const logout = watchLogout();
    const until = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const data = { code: 'banned', reason: 'spam', until, contact: 'moderators@example.org' };
    vi.stubGlobal('fetch', vi.fn(async () => json(403, { message: 'Your access to the site is restricted', statusCode: 403, data })));
    await expect(apiFetch('/user')).rejects.toMatchObject({ statusCode: 403 });
    expect(JSON.parse(readCookie('bc-baned')!)).toEqual({ reason: 'spam', until, contact: 'moderators@example.org' });
    expect(rememberedBan()).toEqual({ reason: 'spam', until, contact: 'moderators@example.org' });
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('reads a ban cookie it did not write as a ban without details', () => {
    document.cookie = 'bc-baned=1; Path=/';
    expect(rememberedBan()).toEqual({ reason: null, until: null, contact: null });
    document.cookie = `bc-baned=${encodeURIComponent(JSON.stringify({ reason: 7, until: 'soon', contact: ['x'] }))}; Path=/`;
    expect(rememberedBan()).toEqual({ reason: null, until: null, contact: null });
  });

  it('defaults the status code to 500', () => {
    expect(normaliseError(new Error('boom'))).toMatchObject({ message: 'boom', statusCode: 500 });
    expect(normaliseError({ data: { message: 'Bad', statusCode: 400, data: { field: 'email' } } })).toMatchObject({
      statusCode: 400,
      field: 'email',
    });
  });

  it('a new call through the same wrapper aborts the previous one', async () => {
    const signals: AbortSignal[] = [];
    const search = latestOnly((signal: AbortSignal, query: string) => {
      signals.push(signal);
      return new Promise<string>((resolve, reject) => {
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        setTimeout(() => resolve(query), 20);
      });
    });
    const first = search('a');
    const second = search('ab');
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    await expect(second).resolves.toBe('ab');
    expect(signals[0].aborted).toBe(true);
    expect(signals[1].aborted).toBe(false);
  });
});
