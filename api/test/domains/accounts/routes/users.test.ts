import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { accountRequests } from '../../../../src/db/schema';
import { withApp } from '../../../helpers/build';
import { type Cast, createUser } from '../../../helpers/users';

let app: FastifyInstance;
let cast: Cast;
withApp((built) => ({ app, cast } = built));

describe('GET /api/users (moderators)', () => {
  it('lists, searches and filters users with paging', async () => {
    const kennel = await createUser(app, { kennelName: 'Ravensgill Searchable' });
    const all = (await app.inject({ url: '/api/users?limit=100', headers: cast.moderator.headers })).json();
    expect(all.total).toBeGreaterThanOrEqual(6);
    expect(all.items[0]).toHaveProperty('email');
    const found = (await app.inject({ url: '/api/users?q=searchable', headers: cast.moderator.headers })).json();
    expect(found.items.map((u: { id: number }) => u.id)).toEqual([kennel.user.id]);
    const banned = (await app.inject({ url: '/api/users?role=banned', headers: cast.moderator.headers })).json();
    expect(banned.items.map((u: { id: number }) => u.id)).toContain(cast.banned.user.id);
    expect(banned.items.every((u: { isBaned: boolean }) => u.isBaned)).toBe(true);
    const premium = (await app.inject({ url: '/api/users?role=premium', headers: cast.moderator.headers })).json();
    expect(premium.items.map((u: { id: number }) => u.id)).toEqual([cast.premium.user.id]);
    const paged = (await app.inject({ url: '/api/users?limit=2&page=2', headers: cast.moderator.headers })).json();
    expect(paged).toMatchObject({ page: 2, limit: 2 });
    expect(paged.items).toHaveLength(2);
  });

  it('treats search text literally (no LIKE wildcards)', async () => {
    const response = await app.inject({ url: '/api/users?q=%25', headers: cast.moderator.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBe(0);
  });

  it('refuses members (403) and visitors (401), and bad filters (400)', async () => {
    expect((await app.inject({ url: '/api/users', headers: cast.member.headers })).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/users' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/users?role=god', headers: cast.moderator.headers })).json()).toMatchObject({ statusCode: 400, data: { field: 'role' } });
  });
});

describe('POST /api/users/add-account-request', () => {
  const ask = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/users/add-account-request', payload: body, headers });

  it('stores a visitor request for moderators', async () => {
    const response = await ask({ userId: cast.other.user.id, info: '  This is my kennel.  ', email: 'Owner@Example.test', locale: 'cz' });
    expect(response.statusCode).toBe(201);
    const [row] = await app.db.select().from(accountRequests).where(eq(accountRequests.email, 'owner@example.test'));
    expect(row).toMatchObject({ userId: cast.other.user.id, requesterUserId: null, info: 'This is my kennel.', locale: 'cz', status: 'new' });
  });

  it('records the signed-in requester', async () => {
    await ask({ userId: cast.other.user.id, info: 'Connect me please', email: 'member-req@example.test', locale: 'ru' }, cast.member.headers);
    const [row] = await app.db.select().from(accountRequests).where(eq(accountRequests.email, 'member-req@example.test'));
    expect(row.requesterUserId).toBe(cast.member.user.id);
  });

  it('answers 404 for an unknown account and 400 for empty info', async () => {
    expect((await ask({ userId: 999_999, info: 'x', email: 'a@b.co', locale: 'ru' })).json()).toMatchObject({ statusCode: 404, data: { field: 'userId' } });
    expect((await ask({ userId: cast.other.user.id, info: '', email: 'a@b.co', locale: 'ru' })).json()).toMatchObject({ statusCode: 400, data: { field: 'info' } });
  });
});
