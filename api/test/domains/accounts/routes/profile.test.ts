import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAN_MESSAGE } from '@bc/shared/contracts';
import { build } from '../../../helpers/build';
import { insertPet } from '../../../helpers/pets';
import { createUser, uniqueName } from '../../../helpers/users';

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

describe('POST /api/user/update-nickname with userId (a moderator renaming a member)', () => {
  it("moderators rename another member; members get 403 for another's id; visitors 401; banned 403", async () => {
    const [member, other, moderator, banned] = await Promise.all([
      createUser(app), createUser(app), createUser(app, { role: 'moderator' }), createUser(app, { role: 'banned' }),
    ]);
    const renamed = uniqueName('byModerator');
    const byModerator = await post('/api/user/update-nickname', { nickname: renamed, userId: member.user.id }, moderator.headers);
    expect(byModerator.statusCode).toBe(200);
    expect(byModerator.json()).toMatchObject({ id: member.user.id, nickname: renamed });
    expect((await app.data.users.byId(moderator.user.id))?.nickname).toBe(moderator.user.nickname);
    // The member's session goes on under the new nickname.
    expect((await app.inject({ url: '/api/user', headers: member.headers })).json().nickname).toBe(renamed);

    const attempt = { nickname: uniqueName('hijack'), userId: other.user.id };
    expect((await post('/api/user/update-nickname', attempt, member.headers)).json()).toMatchObject({ statusCode: 403 });
    expect((await post('/api/user/update-nickname', attempt)).statusCode).toBe(401);
    const fromBanned = await post('/api/user/update-nickname', attempt, banned.headers);
    expect(fromBanned.json()).toMatchObject({ statusCode: 403, message: BAN_MESSAGE });
    expect((await app.data.users.byId(other.user.id))?.nickname).toBe(other.user.nickname);
    // The owner may pass their own id.
    const own = await post('/api/user/update-nickname', { nickname: uniqueName('own'), userId: other.user.id }, other.headers);
    expect(own.statusCode).toBe(200);
  });

  it('a taken or reserved nickname and an unknown member are refused, naming the field', async () => {
    const [member, other, moderator] = await Promise.all([createUser(app), createUser(app), createUser(app, { role: 'moderator' })]);
    const taken = await post('/api/user/update-nickname', { nickname: other.user.nickname, userId: member.user.id }, moderator.headers);
    expect(taken.json()).toMatchObject({ statusCode: 409, data: { field: 'nickname' } });
    const reserved = await post('/api/user/update-nickname', { nickname: 'moder', userId: member.user.id }, moderator.headers);
    expect(reserved.json()).toMatchObject({ statusCode: 400, data: { field: 'nickname' } });
    const missing = await post('/api/user/update-nickname', { nickname: uniqueName('ghost'), userId: 2_000_000_000 }, moderator.headers);
    expect(missing.json()).toMatchObject({ statusCode: 404, data: { field: 'userId' } });
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

  it("moderators delete another member's account, confirmed with their own password", async () => {
    const [member, moderator] = await Promise.all([createUser(app), createUser(app, { role: 'moderator' })]);
    const wrong = await post('/api/user/delete', { password: member.password + 'x', userId: member.user.id }, moderator.headers);
    expect(wrong.json()).toMatchObject({ statusCode: 400, data: { field: 'password' } });
    const response = await post('/api/user/delete', { password: moderator.password, userId: member.user.id }, moderator.headers);
    expect(response.statusCode).toBe(200);
    expect((await app.data.users.byId(member.user.id))?.deletedAt).toBeInstanceOf(Date);
    expect((await app.inject({ url: '/api/user', headers: member.headers })).statusCode).toBe(401);
    // The moderator stays signed in; the account is gone for a second try.
    expect((await app.inject({ url: '/api/user', headers: moderator.headers })).statusCode).toBe(200);
    const again = await post('/api/user/delete', { password: moderator.password, userId: member.user.id }, moderator.headers);
    expect(again.json()).toMatchObject({ statusCode: 404, data: { field: 'userId' } });
  });

  it('members cannot delete another account (403), visitors 401, banned users 403 with the ban message', async () => {
    const [member, other, banned] = await Promise.all([createUser(app), createUser(app), createUser(app, { role: 'banned' })]);
    const byMember = await post('/api/user/delete', { password: member.password, userId: other.user.id }, member.headers);
    expect(byMember.statusCode).toBe(403);
    expect((await post('/api/user/delete', { password: 'x', userId: other.user.id })).statusCode).toBe(401);
    const byBanned = await post('/api/user/delete', { password: banned.password, userId: other.user.id }, banned.headers);
    expect(byBanned.json()).toMatchObject({ statusCode: 403, message: BAN_MESSAGE });
    expect((await app.data.users.byId(other.user.id))?.deletedAt).toBeNull();
    expect((await app.inject({ url: '/api/user', headers: member.headers })).statusCode).toBe(200);
  });

  it('anonymises the account, ends every session and keeps the pets as from a former member', async () => {
    const user = await createUser(app, { kennelName: 'Fellside' });
    const pet = await insertPet(app, { breederUserId: user.user.id, ownerUserId: user.user.id });
    const response = await post('/api/user/delete', { password: user.password }, user.headers);
    expect(response.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/user', headers: user.headers })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/user/refresh', cookies: { rt: user.refreshToken } })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/user/login', payload: { email: user.user.email, password: user.password } })).statusCode).toBe(401);
    expect((await app.inject({ url: `/api/user/nickname/${user.user.nickname}/show` })).statusCode).toBe(404);
    const row = await app.data.users.byId(user.user.id);
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
