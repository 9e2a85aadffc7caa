import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../helpers/build';
import { insertPet } from '../../helpers/pets';
import { createUser, uniqueName } from '../../helpers/users';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(async () => app?.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) => app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /api/user/update', () => {
  it('updates the own profile and answers the user', async () => {
    const user = await createUser(app);
    const response = await post('/api/user/update', {
      displayName: '  Anna Ozola ', country: 'LV', city: 'Rīga', kennelName: 'Baltic Wind', kennelPrefix: 'Baltic Wind',
      contacts: { phone: '+371 2000 0000', telegram: '@anna' }, about: 'Working border collies.', locale: 'lv', avatar: null,
    }, user.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      displayName: 'Anna Ozola', country: 'LV', city: 'Rīga', kennelName: 'Baltic Wind', locale: 'lv',
      contacts: { phone: '+371 2000 0000', telegram: '@anna' },
    });
    const cleared = await post('/api/user/update', { city: null, about: '' }, user.headers);
    expect(cleared.json()).toMatchObject({ city: null, about: null, country: 'LV' });
  });

  it('refuses unknown countries, over-long texts and unknown contact fields with 400 naming the field', async () => {
    const user = await createUser(app);
    expect((await post('/api/user/update', { country: 'XX' }, user.headers)).json()).toMatchObject({ statusCode: 400, data: { field: 'country' } });
    expect((await post('/api/user/update', { country: 'lv' }, user.headers)).json()).toMatchObject({ statusCode: 400, data: { field: 'country' } });
    expect((await post('/api/user/update', { about: 'x'.repeat(5001) }, user.headers)).json()).toMatchObject({
      statusCode: 400, message: 'body/about must NOT have more than 5000 characters', data: { field: 'about' },
    });
    expect((await post('/api/user/update', { displayName: 'x'.repeat(101) }, user.headers)).json()).toMatchObject({ statusCode: 400, data: { field: 'displayName' } });
    expect((await post('/api/user/update', { contacts: { skype: 'x' } }, user.headers)).json()).toMatchObject({ statusCode: 400, data: { field: 'contacts.skype' } });
    expect((await post('/api/user/update', { isModerator: true }, user.headers)).json()).toMatchObject({ statusCode: 400, data: { field: 'isModerator' } });
  });

  it("members edit only their own profile; moderators may pass another user's id", async () => {
    const [member, target, moderator] = await Promise.all([createUser(app), createUser(app), createUser(app, { role: 'moderator' })]);
    expect((await post('/api/user/update', { userId: target.user.id, city: 'Nowhere' }, member.headers)).statusCode).toBe(403);
    const byModerator = await post('/api/user/update', { userId: target.user.id, city: 'Praha' }, moderator.headers);
    expect(byModerator.statusCode).toBe(200);
    expect(byModerator.json()).toMatchObject({ id: target.user.id, city: 'Praha' });
    expect((await post('/api/user/update', { userId: 999_999, city: 'Praha' }, moderator.headers)).statusCode).toBe(404);
  });
});

describe('POST /api/user/update-nickname', () => {
  it('renames; a taken nickname (any case) is 409 and a reserved word 400', async () => {
    const [user, other] = await Promise.all([createUser(app), createUser(app)]);
    const fresh = uniqueName('nick');
    const response = await post('/api/user/update-nickname', { nickname: fresh }, user.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().nickname).toBe(fresh);
    expect((await post('/api/user/update-nickname', { nickname: fresh.toUpperCase() }, user.headers)).statusCode).toBe(200);
    expect((await post('/api/user/update-nickname', { nickname: other.user.nickname!.toUpperCase() }, user.headers)).json()).toMatchObject({ statusCode: 409, data: { field: 'nickname' } });
    for (const word of ['edit', 'Likes', 'ADMIN', 'settings']) {
      expect((await post('/api/user/update-nickname', { nickname: word }, user.headers)).json()).toMatchObject({ statusCode: 400, data: { field: 'nickname' } });
    }
    for (const bad of ['ab', '-starts-with-dash', 'has space', 'x'.repeat(31), 'кириллица']) {
      expect((await post('/api/user/update-nickname', { nickname: bad }, user.headers)).json()).toMatchObject({ statusCode: 400, data: { field: 'nickname' } });
    }
  });
});

describe('GET /api/user/nickname/{nickname}/show and /edit', () => {
  it('shows the public profile to anyone, without the email', async () => {
    const user = await createUser(app, { kennelName: 'Heatherbank' });
    const response = await app.inject({ url: `/api/user/nickname/${user.user.nickname!.toUpperCase()}/show` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.user.id, nickname: user.user.nickname, kennelName: 'Heatherbank' });
    expect(response.json()).not.toHaveProperty('email');
    expect((await app.inject({ url: '/api/user/nickname/no-such-member/show' })).statusCode).toBe(404);
  });

  it('gives the editable fields to the owner and moderators only', async () => {
    const [owner, other, moderator] = await Promise.all([createUser(app), createUser(app), createUser(app, { role: 'moderator' })]);
    const url = `/api/user/nickname/${owner.user.nickname}/edit`;
    const own = await app.inject({ url, headers: owner.headers });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: owner.user.id, email: owner.user.email });
    expect((await app.inject({ url, headers: other.headers })).statusCode).toBe(403);
    expect((await app.inject({ url, headers: moderator.headers })).statusCode).toBe(200);
    expect((await app.inject({ url })).statusCode).toBe(401);
  });
});

describe('POST /api/user/delete', () => {
  it('needs the password', async () => {
    const user = await createUser(app);
    const response = await post('/api/user/delete', { password: 'not-the-password' }, user.headers);
    expect(response.json()).toMatchObject({ statusCode: 400, data: { field: 'password' } });
    expect((await app.inject({ url: '/api/user', headers: user.headers })).statusCode).toBe(200);
  });

  it('anonymises the account, ends every session and keeps the pets as from a former member', async () => {
    const user = await createUser(app, { kennelName: 'Fellside' });
    const pet = await insertPet(app, { breederUserId: user.user.id, ownerUserId: user.user.id });
    const response = await post('/api/user/delete', { password: user.password }, user.headers);
    expect(response.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/user', headers: user.headers })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/user/refresh', payload: { refreshToken: user.refreshToken } })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/user/login', payload: { email: user.user.email, password: user.password } })).statusCode).toBe(401);
    expect((await app.inject({ url: `/api/user/nickname/${user.user.nickname}/show` })).statusCode).toBe(404);
    const row = await app.repos.users.byId(user.user.id);
    expect(row).toMatchObject({ email: null, nickname: null, passwordHash: null, kennelName: null, contacts: {} });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    const pets = (await app.inject({ url: `/api/user/pets/breeder/${user.user.id}` })).json();
    expect(pets.items).toHaveLength(1);
    expect(pets.items[0]).toMatchObject({ id: pet.id, breeder: { userId: user.user.id, formerMember: true, name: null, nickname: null } });
    // The freed email can register again.
    const again = await post('/api/user/registration', { email: user.user.email, password: 'Password-123', nickname: uniqueName('again'), locale: 'en' });
    expect(again.statusCode).toBe(201);
  });
});
