import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { likes, petNotes, reports } from '../../../../src/db/schema';
import { withApp } from '../../../helpers/build';
import { insertPet } from '../../../helpers/pets';
import type { Cast, TestUser } from '../../../helpers/users';

let app: FastifyInstance;
let cast: Cast;
let breeder: TestUser;
withApp((built) => ({ app, cast } = built));
beforeAll(async () => {
  breeder = cast.other;
  await app.data.users.update(breeder.user.id, { kennelName: 'Moorcroft' });
  for (let i = 0; i < 5; i++) await insertPet(app, { breederUserId: breeder.user.id, registeredName: `Moorcroft Published ${i}` });
  await insertPet(app, { breederUserId: breeder.user.id, publishStatus: 'draft', registeredName: 'Moorcroft Draft' });
  await insertPet(app, { breederUserId: breeder.user.id, publishStatus: 'hidden', registeredName: 'Moorcroft Hidden' });
  // Another member's draft of a puppy bred by Moorcroft: the breeder alone does not see it.
  await insertPet(app, { breederUserId: breeder.user.id, createdBy: cast.member.user.id, ownerUserId: cast.member.user.id, publishStatus: 'draft', registeredName: 'Moorcroft Puppy Draft' });
  await insertPet(app, { ownerUserId: breeder.user.id, breederName: 'Glenmorrow', registeredName: 'Glenmorrow Owned' });
});

const list = (kind: 'breeder' | 'owner', id: number, query = '', headers: Record<string, string> = {}) =>
  app.inject({ url: `/api/user/pets/${kind}/${id}${query}`, headers });

describe('GET /api/user/pets/breeder/{id} and /owner/{id}', () => {
  it('visitors and other members see published pets only', async () => {
    for (const headers of [{}, cast.member.headers]) {
      const body = (await list('breeder', breeder.user.id, '', headers)).json();
      expect(body.total).toBe(5);
      expect(body.items.every((p: { publishStatus: string }) => p.publishStatus === 'published')).toBe(true);
      expect(body.items[0].breeder).toEqual({ userId: breeder.user.id, nickname: breeder.user.nickname, name: 'Moorcroft', formerMember: false });
    }
  });

  it('moderators see every draft and hidden pet; the breeder only those they created or own', async () => {
    expect((await list('breeder', breeder.user.id, '', cast.moderator.headers)).json().total).toBe(8);
    await insertPet(app, { breederUserId: breeder.user.id, createdBy: breeder.user.id, publishStatus: 'draft', registeredName: 'Moorcroft Own Draft' });
    const own = (await list('breeder', breeder.user.id, '', breeder.headers)).json();
    expect(own.items.map((p: { registeredName: string }) => p.registeredName)).toContain('Moorcroft Own Draft');
    expect(own.items.map((p: { registeredName: string }) => p.registeredName)).not.toContain('Moorcroft Puppy Draft');
    expect(own.total).toBe(6);
    // The draft's owner sees it in their own owner list.
    const owned = (await list('owner', cast.member.user.id, '', cast.member.headers)).json();
    expect(owned.items.map((p: { registeredName: string }) => p.registeredName)).toContain('Moorcroft Puppy Draft');
  });

  it('paginates', async () => {
    const page = (await list('breeder', breeder.user.id, '?page=2&limit=2')).json();
    expect(page).toMatchObject({ total: 5, page: 2, limit: 2 });
    expect(page.items).toHaveLength(2);
    expect((await list('breeder', breeder.user.id, '?limit=101')).statusCode).toBe(400);
  });

  it('lists owned pets with the free-text breeder name', async () => {
    const body = (await list('owner', breeder.user.id)).json();
    expect(body.total).toBe(1);
    expect(body.items[0]).toMatchObject({ registeredName: 'Glenmorrow Owned', breeder: { userId: null, name: 'Glenmorrow', formerMember: false } });
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    expect((await list('breeder', 999_999)).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/user/pets/owner/abc' })).json()).toMatchObject({ statusCode: 400, data: { field: 'id' } });
  });
});

describe('GET /api/user/likes and /api/user/reports', () => {
  it("answer the signed-in member's own lists", async () => {
    const [a, b] = await Promise.all([insertPet(app), insertPet(app)]);
    await app.db.insert(likes).values([{ userId: cast.member.user.id, petId: a.id }, { userId: cast.member.user.id, petId: b.id }]);
    await app.db.insert(reports).values({ userId: cast.member.user.id, petId: a.id });
    const liked = (await app.inject({ url: '/api/user/likes', headers: cast.member.headers })).json();
    expect(liked.total).toBe(2);
    expect(liked.items.map((i: { pet: { id: number } }) => i.pet.id).sort()).toEqual([a.id, b.id].sort());
    expect(typeof liked.items[0].likedAt).toBe('string');
    const bought = (await app.inject({ url: '/api/user/reports?limit=5', headers: cast.member.headers })).json();
    expect(bought).toMatchObject({ total: 1, limit: 5, items: [{ pet: { id: a.id } }] });
    // Someone else's lists are their own.
    expect((await app.inject({ url: '/api/user/likes', headers: cast.premium.headers })).json().total).toBe(0);
  });

  it('leave out pets that became another member’s draft or were hidden (their names stay unknown)', async () => {
    const viewer = cast.premium;
    const [shown, drafted, hidden] = await Promise.all([
      insertPet(app, { createdBy: cast.other.user.id }),
      insertPet(app, { createdBy: cast.other.user.id }),
      insertPet(app, { createdBy: cast.other.user.id }),
    ]);
    const all = [shown, drafted, hidden];
    await app.db.insert(likes).values(all.map((pet) => ({ userId: viewer.user.id, petId: pet.id })));
    await app.db.insert(reports).values(all.map((pet) => ({ userId: viewer.user.id, petId: pet.id })));
    await app.db.insert(petNotes).values(all.map((pet) => ({ userId: viewer.user.id, petId: pet.id, note: 'seen once' })));
    await app.data.pets.update(drafted.id, { publishStatus: 'draft' });
    await app.data.pets.update(hidden.id, { publishStatus: 'hidden', hiddenReason: 'duplicate' });
    for (const url of ['/api/user/likes', '/api/user/reports', '/api/pets/user-notes']) {
      const answer = (await app.inject({ url, headers: viewer.headers })).json();
      expect({ url, total: answer.total, ids: answer.items.map((i: { pet: { id: number } }) => i.pet.id) }).toEqual({ url, total: 1, ids: [shown.id] });
      expect(JSON.stringify(answer)).not.toContain(drafted.registeredName);
    }
    // Moderators see every pet, so their lists keep them.
    await app.db.insert(likes).values(all.map((pet) => ({ userId: cast.moderator.user.id, petId: pet.id })));
    expect((await app.inject({ url: '/api/user/likes', headers: cast.moderator.headers })).json().total).toBe(3);
  });
});
