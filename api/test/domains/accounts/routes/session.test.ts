import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
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

const login = (email: string, password: string) => app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });
const refresh = (refreshToken: string) => app.inject({ method: 'POST', url: '/api/user/refresh', payload: { refreshToken } });
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

  it('reusing an old refresh token revokes the whole session family', async () => {
    const first = (await login(user.user.email!, user.password)).json();
    const second = (await refresh(first.refreshToken)).json();
    const reuse = await refresh(first.refreshToken);
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

  it('refuses unknown and expired refresh tokens', async () => {
    expect((await refresh('x'.repeat(43))).json()).toMatchObject({ statusCode: 401, data: { code: 'invalid_refresh_token' } });
    const { refreshToken } = (await login(user.user.email!, user.password)).json();
    await app.db.update(refreshTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
    expect((await refresh(refreshToken)).json()).toMatchObject({ statusCode: 401, data: { code: 'refresh_token_expired' } });
  });
});

describe('GET /api/user/logout', () => {
  it('revokes the session: access and refresh tokens stop working', async () => {
    const pair = (await login(user.user.email!, user.password)).json();
    const response = await app.inject({ url: '/api/user/logout', headers: { authorization: `Bearer ${pair.accessToken}` } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
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
