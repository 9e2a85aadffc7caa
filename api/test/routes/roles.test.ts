import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAN_MESSAGE, routePath, type RouteContract } from '@bc/shared/contracts';
import { build, TEST_JWT_SECRET } from '../helpers/build';
import { servedRoutes } from '../helpers/contracts';
import { createCast, createUser, type TestUser } from '../helpers/users';

/** Roles are enforced on the server for every route: visitor, member, moderator, banned. */
// Built at collection time: the test list is the list of routes the app serves.
const app: FastifyInstance = await build();
const ALL_ROUTES = servedRoutes(app);
let cast: Awaited<ReturnType<typeof createCast>>;

beforeAll(async () => {
  cast = await createCast(app);
});
afterAll(async () => app?.close());

const call = (route: RouteContract, headers: Record<string, string> = {}) =>
  app.inject({
    method: route.method,
    // Roles are checked before validation, so any value fills the other path parameters.
    url: routePath(route, new Proxy({ id: cast.member.user.id, nickname: cast.member.user.nickname! } as Record<string, string | number>, {
      get: (params, name: string) => params[name] ?? '1',
    })),
    headers: { ...headers, ...(route.method === 'POST' ? { 'content-type': 'application/json' } : {}) },
    payload: route.method === 'POST' ? '{}' : undefined,
  });

const signedIn = ALL_ROUTES.filter((r) => r.auth === 'user' || r.auth === 'moderator');
const tokenAware = ALL_ROUTES.filter((r) => r.auth !== 'public');

describe('visitors', () => {
  it.each(signedIn.map((r) => [`${r.method} ${r.url}`, r] as const))('%s answers 401 without a token', async (_, route) => {
    const response = await call(route);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, message: expect.any(String) });
  });
});

describe('banned users', () => {
  it.each(tokenAware.map((r) => [`${r.method} ${r.url}`, r] as const))('%s answers 403 with the ban message', async (_, route) => {
    const response = await call(route, cast.banned.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(BAN_MESSAGE);
  });

  it('cannot sign in or refresh either', async () => {
    const login = await app.inject({
      method: 'POST', url: '/api/user/login', payload: { email: cast.banned.user.email, password: cast.banned.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(BAN_MESSAGE);
    const refresh = await app.inject({ method: 'POST', url: '/api/user/refresh', payload: { refreshToken: cast.banned.refreshToken } });
    expect(refresh.statusCode).toBe(403);
    expect(refresh.json().message).toBe(BAN_MESSAGE);
  });
});

describe('moderator routes', () => {
  const moderatorOnly = ALL_ROUTES.filter((r) => r.auth === 'moderator');
  it('exist', () => expect(moderatorOnly.length).toBeGreaterThan(0));
  it.each(moderatorOnly.map((r) => [`${r.method} ${r.url}`, r] as const))('%s answers 403 to members and premium members', async (_, route) => {
    for (const user of [cast.member, cast.premium]) {
      const response = await call(route, user.headers);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).not.toBe(BAN_MESSAGE);
    }
  });
  it.each(moderatorOnly.map((r) => [`${r.method} ${r.url}`, r] as const))('%s lets moderators in', async (_, route) => {
    const response = await call(route, cast.moderator.headers);
    expect([401, 403]).not.toContain(response.statusCode);
  });
});

describe('tokens', () => {
  const current = (authorization: string) => app.inject({ url: '/api/user', headers: { authorization } });

  it('refuses expired, forged and malformed access tokens with 401', async () => {
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    const expired = await new SignJWT({ sid: '00000000-0000-4000-8000-000000000000' })
      .setProtectedHeader({ alg: 'HS256' }).setSubject(String(cast.member.user.id)).setIssuer('bc-api')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600).setExpirationTime(Math.floor(Date.now() / 1000) - 60).sign(key);
    const forged = await new SignJWT({ sid: '00000000-0000-4000-8000-000000000000' })
      .setProtectedHeader({ alg: 'HS256' }).setSubject(String(cast.member.user.id)).setIssuer('bc-api')
      .setExpirationTime('5m').sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    for (const token of [expired, forged, 'not-a-jwt', `${cast.member.accessToken}x`]) {
      const response = await current(`Bearer ${token}`);
      expect(response.statusCode).toBe(401);
      expect(response.json().data.code).toBe('invalid_token');
    }
    expect((await current('Basic abc')).statusCode).toBe(401);
  });

  it('a ban takes effect at once, even for a token that was just used', async () => {
    const user: TestUser = await createUser(app);
    expect((await current(user.headers.authorization)).statusCode).toBe(200);
    await app.repos.users.update(user.user.id, { isBanned: true });
    const banned = await current(user.headers.authorization);
    expect(banned.statusCode).toBe(403);
    expect(banned.json().message).toBe(BAN_MESSAGE);
  });

  it('a token of a session that was valid stops working once the session is revoked', async () => {
    const user: TestUser = await createUser(app);
    expect((await current(user.headers.authorization)).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/user/logout', headers: user.headers })).statusCode).toBe(200);
    const after = await current(user.headers.authorization);
    expect(after.statusCode).toBe(401);
    expect(after.json().data.code).toBe('session_ended');
  });
});
