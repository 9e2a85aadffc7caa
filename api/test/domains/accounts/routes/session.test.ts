import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { refreshTokens } from '../../../../src/db/schema';
import { hashToken } from '../../../../src/lib/tokens';
import { build } from '../../../helpers/build';
import { createUser, type TestUser } from '../../../helpers/users';

let app: FastifyInstance;
let user: TestUser;
beforeAll(async () => {
  app = await build();
  user = await createUser(app);
});
afterAll(async () => app?.close());

const loginResponse = (email: string, password: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password }, headers });
/** The `rt` cookie an answer sets (undefined when it sets none). */
const refreshCookie = (response: LightMyRequestResponse) => response.cookies.find((cookie) => cookie.name === 'rt');
/** A sign-in as the browser keeps it: the answer's access token and the `rt` cookie's refresh token. */
const pairOf = (response: LightMyRequestResponse) => ({ ...response.json(), refreshToken: refreshCookie(response)?.value as string });
const login = async (email: string, password: string) => {
  const response = await loginResponse(email, password);
  return { ...response, json: () => pairOf(response) };
};
const refresh = async (refreshToken: string) => {
  const response = await app.inject({ method: 'POST', url: '/api/user/refresh', cookies: { rt: refreshToken } });
  return { ...response, json: () => (response.statusCode === 200 ? pairOf(response) : response.json()) };
};
const me = (accessToken: string) => app.inject({ url: '/api/user', headers: { authorization: `Bearer ${accessToken}` } });

describe('POST /api/user/login', () => {
  it('answers the user and a token pair (email in any case)', async () => {
    const response = await login(user.user.email!.toUpperCase(), user.password);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ id: user.user.id, email: user.user.email, nickname: user.user.nickname });
    expect(body.accessToken.split('.')).toHaveLength(3);
    expect(body.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.expiresIn).toBe(900);
    expect((await me(body.accessToken)).json().id).toBe(user.user.id);
  });

  it('sets the refresh token as an HttpOnly cookie for the refresh call only, never in the body', async () => {
    const response = await loginResponse(user.user.email!, user.password);
    expect(response.json()).not.toHaveProperty('refreshToken');
    expect(refreshCookie(response)).toMatchObject({
      value: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), path: '/api/user/refresh', httpOnly: true, sameSite: 'Strict', maxAge: 30 * 24 * 60 * 60,
    });
    expect(refreshCookie(response)).not.toHaveProperty('secure');
  });

  it('marks the cookie Secure behind an HTTPS proxy it trusts, and only then', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    expect(refreshCookie(await loginResponse(user.user.email!, user.password, https))).toMatchObject({ secure: true });
    const untrusted = await app.inject({
      method: 'POST', url: '/api/user/login', payload: { email: user.user.email, password: user.password }, headers: https, remoteAddress: '203.0.113.9',
    });
    expect(refreshCookie(untrusted)).not.toHaveProperty('secure');
  });

  it('gives the same 401 for a wrong password and an unknown email', async () => {
    const wrong = await login(user.user.email!, 'Wrong-password');
    const unknown = await login('nobody@example.test', 'Wrong-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().data.code).toBe('invalid_credentials');
  });

  it('stores refresh tokens hashed only', async () => {
    const { refreshToken } = (await login(user.user.email!, user.password)).json();
    const [row] = await app.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
    expect(row).toBeDefined();
    const all = await app.db.select({ hash: refreshTokens.tokenHash }).from(refreshTokens);
    expect(all.some((r) => r.hash === refreshToken)).toBe(false);
  });
});

describe('POST /api/user/refresh', () => {
  it('rotates: a new pair each time, the old refresh token stops working', async () => {
    const first = (await login(user.user.email!, user.password)).json();
    const second = await refresh(first.refreshToken);
    expect(second.statusCode).toBe(200);
    const pair = second.json();
    expect(pair.refreshToken).not.toBe(first.refreshToken);
    expect((await me(pair.accessToken)).statusCode).toBe(200);
    const third = await refresh(pair.refreshToken);
    expect(third.statusCode).toBe(200);
  });

  it('reusing an old refresh token (after the grace window) revokes the whole session family', async () => {
    const first = (await login(user.user.email!, user.password)).json();
    const second = (await refresh(first.refreshToken)).json();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    const reuse = await refresh(first.refreshToken).finally(() => vi.useRealTimers());
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().data.code).toBe('refresh_token_reused');
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    expect((await me(second.accessToken)).statusCode).toBe(401);
    expect((await me(first.accessToken)).statusCode).toBe(401);
    // Other sessions of the same user are untouched.
    expect((await me(user.accessToken)).statusCode).toBe(200);
  });

  it('a refresh token lasts 30 days: usable on day 29, refused after day 30 (the clock driven forward)', async () => {
    const { refreshToken } = (await login(user.user.email!, user.password)).json();
    const issued = Date.now();
    const day = 24 * 60 * 60 * 1000;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(issued + 29 * day);
      const rotated = await refresh(refreshToken);
      expect(rotated.statusCode).toBe(200);
      // The new token of the pair lasts 30 days from its own issue…
      const next = rotated.json().refreshToken as string;
      vi.setSystemTime(issued + 29 * day + 30 * day - 60_000);
      const stillValid = await refresh(next);
      expect(stillValid.statusCode).toBe(200);
      // …and one left unused for 30 days is refused.
      const last = stillValid.json().refreshToken as string;
      vi.setSystemTime(issued + 29 * day + 60 * day + 60_000);
      expect((await refresh(last)).json()).toMatchObject({ statusCode: 401, data: { code: 'refresh_token_expired' } });
    } finally {
      vi.useRealTimers();
    }
    const [row] = await app.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThanOrEqual(30 * day - 5_000);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(30 * day + 5_000);
  });

  it('two tabs refreshing with the same token at once both get the same new pair, and the session goes on', async () => {
    const first = (await login(user.user.email!, user.password)).json();
    const [a, b] = await Promise.all([refresh(first.refreshToken), refresh(first.refreshToken)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().refreshToken).toBe(b.json().refreshToken);
    expect((await me(b.json().accessToken)).statusCode).toBe(200);
    // A third tab a moment later, with the same old token: still the pair in use.
    const late = await refresh(first.refreshToken);
    expect(late.json().refreshToken).toBe(a.json().refreshToken);
    const next = await refresh(a.json().refreshToken);
    expect(next.statusCode).toBe(200);
    expect((await me(next.json().accessToken)).statusCode).toBe(200);
  });

  it('a token used again after the 30 s grace window is a reuse: the session ends', async () => {
    const first = (await login(user.user.email!, user.password)).json();
    const second = (await refresh(first.refreshToken)).json();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 31_000);
      expect((await refresh(first.refreshToken)).json()).toMatchObject({ statusCode: 401, data: { code: 'refresh_token_reused' } });
    } finally {
      vi.useRealTimers();
    }
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    expect((await me(second.accessToken)).statusCode).toBe(401);
  });

  it('reads the cookie only: no cookie is a 401, and a refused token clears the cookie', async () => {
    const { refreshToken } = (await login(user.user.email!, user.password)).json();
    const bodyOnly = await app.inject({ method: 'POST', url: '/api/user/refresh', payload: { refreshToken } });
    expect(bodyOnly.json()).toMatchObject({ statusCode: 401, data: { code: 'invalid_refresh_token' } });
    const refused = await app.inject({ method: 'POST', url: '/api/user/refresh', cookies: { rt: 'x'.repeat(43) } });
    expect(refused.statusCode).toBe(401);
    expect(refreshCookie(refused)).toMatchObject({ value: '', path: '/api/user/refresh', httpOnly: true });
    expect(refreshCookie(refused)?.expires?.getTime()).toBeLessThan(Date.now());
  });

  it('refuses unknown and expired refresh tokens', async () => {
    expect((await refresh('x'.repeat(43))).json()).toMatchObject({ statusCode: 401, data: { code: 'invalid_refresh_token' } });
    const { refreshToken } = (await login(user.user.email!, user.password)).json();
    await app.db.update(refreshTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
    expect((await refresh(refreshToken)).json()).toMatchObject({ statusCode: 401, data: { code: 'refresh_token_expired' } });
  });
});

describe('GET /api/user/logout', () => {
  it('revokes the session: access and refresh tokens stop working, the cookie is cleared', async () => {
    const pair = (await login(user.user.email!, user.password)).json();
    const response = await app.inject({ url: '/api/user/logout', headers: { authorization: `Bearer ${pair.accessToken}` } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(refreshCookie(response)).toMatchObject({ value: '', path: '/api/user/refresh' });
    expect((await me(pair.accessToken)).statusCode).toBe(401);
    expect((await refresh(pair.refreshToken)).statusCode).toBe(401);
  });

  it('needs a signed-in user', async () => {
    expect((await app.inject({ url: '/api/user/logout' })).statusCode).toBe(401);
  });
});

describe('GET /api/user', () => {
  it('describes the signed-in user', async () => {
    const premium = await createUser(app, { role: 'premium', locale: 'lv' });
    const body = (await me(premium.accessToken)).json();
    expect(body).toMatchObject({
      id: premium.user.id, nickname: premium.user.nickname, email: premium.user.email, isBaned: false, isModerator: false,
      isPremium: true, locale: 'lv', contacts: {},
    });
    expect(new Date(body.premiumUntil).getTime()).toBeGreaterThan(Date.now());
    expect(body).not.toHaveProperty('passwordHash');
  });
});
