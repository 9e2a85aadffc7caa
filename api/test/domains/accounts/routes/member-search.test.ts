import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberSearchItem } from '@bc/shared/contracts';
import { build } from '../../../helpers/build';
import { createCast, createUser, type TestUser } from '../../../helpers/users';

/** GET /api/users/search: the breeder and owner pickers of the pet form, for every member. */
let app: FastifyInstance;
let cast: Awaited<ReturnType<typeof createCast>>;
let kennel: TestUser;
let named: TestUser;
beforeAll(async () => {
  app = await build();
  cast = await createCast(app);
  kennel = await createUser(app, { nickname: 'heathermoor', kennelName: 'Glen Heather' });
  await app.data.users.update(kennel.user.id, { displayName: 'Anna Berzina', country: 'LV', avatar: '/api/files/images/a/160.webp', contacts: { phone: '+371 2000 0000' } });
  named = await createUser(app, { nickname: 'sheepdogs', kennelName: 'Heather Hill' });
  const inactive = await createUser(app, { nickname: 'heathernew', active: false });
  const gone = await createUser(app, { nickname: 'heatherold' });
  await app.data.users.update(gone.user.id, { deletedAt: new Date() });
  expect(inactive.user.isActive).toBe(false);
});
afterAll(async () => app?.close());

const search = (query: string, headers: Record<string, string> = cast.member.headers) => app.inject({ url: `/api/users/search?${query}`, headers });

describe('GET /api/users/search', () => {
  it('finds active members by nickname, display name or kennel name, starts first, public fields only', async () => {
    const response = await search('query=heather');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, max-age=60');
    const { items } = response.json() as { items: MemberSearchItem[] };
    // heathermoor starts with the query; sheepdogs only contains it (kennel Heather Hill starts with it too: both first).
    expect(items.map((i) => i.nickname)).toEqual(['heathermoor', 'sheepdogs']);
    expect(items[0]).toEqual({
      id: kennel.user.id, nickname: 'heathermoor', displayName: 'Anna Berzina', kennelName: 'Glen Heather', country: 'LV', avatar: '/api/files/images/a/160.webp',
    });
    expect(Object.keys(items[1]).sort()).toEqual(['avatar', 'country', 'displayName', 'id', 'kennelName', 'nickname']);
    expect(response.body).not.toContain('@example.test');
    expect(response.body).not.toContain('+371');
  });

  it('matches any part, case-insensitively; limit caps the answer', async () => {
    expect((await search('query=BERZ')).json().items.map((i: MemberSearchItem) => i.id)).toEqual([kennel.user.id]);
    expect((await search('query=hill')).json().items.map((i: MemberSearchItem) => i.id)).toEqual([named.user.id]);
    expect((await search('query=heather&limit=1')).json().items).toHaveLength(1);
    expect((await search('query=%25%25')).json().items).toEqual([]);
    expect((await search('query=nobody-by-that-name')).json().items).toEqual([]);
  });

  it('every member may search (not only moderators); visitors get 401, banned members 403', async () => {
    expect((await search('query=heather', cast.other.headers)).statusCode).toBe(200);
    expect((await search('query=heather', cast.moderator.headers)).statusCode).toBe(200);
    expect((await search('query=heather', {})).statusCode).toBe(401);
    expect((await search('query=heather', cast.banned.headers)).statusCode).toBe(403);
  });

  it('refuses short queries and bad limits with 400 naming the field', async () => {
    expect((await search('query=h')).json()).toMatchObject({ statusCode: 400, data: { field: 'query' } });
    expect((await search('query=%20%20%20h')).json()).toMatchObject({ statusCode: 400, data: { field: 'query' } });
    expect((await search('')).json()).toMatchObject({ statusCode: 400, data: { field: 'query' } });
    expect((await search('query=heather&limit=21')).json()).toMatchObject({ statusCode: 400, data: { field: 'limit' } });
    expect((await search('query=heather&email=x')).json()).toMatchObject({ statusCode: 400 });
  });
});
