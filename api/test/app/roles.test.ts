import type { FastifyInstance } from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAN_MESSAGE, BAN_MESSAGES, routePath, type RouteContract, UPLOAD_TARGETS, uploadProtocolRoutes } from '@bc/shared/contracts';
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
const publicRoutes = ALL_ROUTES.filter((r) => r.auth === 'public');

describe('visitors', () => {
  it.each(signedIn.map((r) => [`${r.method} ${r.url}`, r] as const))('%s answers 401 without a token', async (_, route) => {
    const response = await call(route);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, message: expect.any(String) });
  });
});

describe('banned users', () => {
  it('public routes exist', () => expect(publicRoutes.length).toBeGreaterThan(5));

  // Every call carrying a banned member's token, public routes (dictionaries, login…) included.
  it.each(ALL_ROUTES.map((r) => [`${r.method} ${r.url}`, r] as const))('%s answers 403 with the ban message', async (_, route) => {
    const response = await call(route, cast.banned.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ statusCode: 403, message: BAN_MESSAGE, data: { code: 'banned' } });
  });

  it('the FilePond protocol routes refuse them too', async () => {
    for (const target of UPLOAD_TARGETS) {
      for (const route of Object.values(uploadProtocolRoutes[target])) {
        const response = await app.inject({ method: route.method, url: `${route.url}?patch=${'A'.repeat(22)}`, headers: cast.banned.headers });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
        if (route.method !== 'HEAD') expect(response.json().message).toBe(BAN_MESSAGE);
      }
    }
  });

  it('the ban flow: a banned token gets 403 on a public page call, a stale or foreign token there is ignored', async () => {
    const dictionaries = (authorization?: string) => app.inject({ url: '/api/dictionaries/countries', headers: authorization ? { authorization } : {} });
    expect((await dictionaries(cast.banned.headers.authorization)).json().message).toBe(BAN_MESSAGE);
    expect((await dictionaries()).statusCode).toBe(200);
    expect((await dictionaries('Bearer not-a-token')).statusCode).toBe(200);
    expect((await dictionaries('Basic abc')).statusCode).toBe(200);
    expect((await dictionaries(cast.member.headers.authorization)).statusCode).toBe(200);
    // A logged-out token (session revoked) does not stop a visitor from signing in again.
    const user = await createUser(app);
    await app.inject({ url: '/api/user/logout', headers: user.headers });
    const again = await app.inject({
      method: 'POST', url: '/api/user/login', headers: user.headers, payload: { email: user.user.email, password: user.password },
    });
    expect(again.statusCode).toBe(200);
    // GET /api/user tells the shell the member is banned (the client then sets the bc-baned cookie).
    const current = await app.inject({ url: '/api/user', headers: cast.banned.headers });
    expect(current.json()).toMatchObject({ statusCode: 403, message: BAN_MESSAGE });
  });

  it('cannot sign in or refresh either', async () => {
    const login = await app.inject({
      method: 'POST', url: '/api/user/login', payload: { email: cast.banned.user.email, password: cast.banned.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(BAN_MESSAGE);
    const refresh = await app.inject({ method: 'POST', url: '/api/user/refresh', cookies: { rt: cast.banned.refreshToken } });
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

  it('refuses a token without an expiry, however well signed', async () => {
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    const { sid } = decodeJwt(cast.member.accessToken);
    const token = () =>
      new SignJWT({ sid }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(cast.member.user.id)).setIssuer('bc-api').setIssuedAt();
    const forever = await current(`Bearer ${await token().sign(key)}`);
    expect(forever.statusCode).toBe(401);
    expect(forever.json().data.code).toBe('invalid_token');
    expect((await current(`Bearer ${await token().setExpirationTime('5m').sign(key)}`)).statusCode).toBe(200);
  });

  it('a ban takes effect at once, even for a token that was just used', async () => {
    const user: TestUser = await createUser(app);
    expect((await current(user.headers.authorization)).statusCode).toBe(200);
    await app.data.users.update(user.user.id, { isBanned: true });
    const banned = await current(user.headers.authorization);
    expect(banned.statusCode).toBe(403);
    // In the member's language (this one reads English).
    expect(banned.json().message).toBe(BAN_MESSAGES.en);
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
