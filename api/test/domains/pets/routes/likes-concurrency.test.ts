import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { withApp } from '../../../helpers/build';
import { addPet } from '../../../helpers/pets';
import { type Cast, createUser, type TestUser } from '../../../helpers/users';

/**
 * Like toggles sent at once stay exact (on PGlite and on PostgreSQL, where they run on several connections): each
 * answer tells the state and count as of its own toggle, and the count kept is the number of likes.
 */
let app: FastifyInstance;
let cast: Cast;
withApp((built) => ({ app, cast } = built));

const like = (petId: number, user: TestUser) => app.inject({ url: `/api/pets/${petId}/like`, headers: user.headers });

describe('GET /api/pets/{id}/like under concurrency', () => {
  it('many members liking at once: each answer counts one more, and the count is every like', async () => {
    const pet = await addPet(app, cast.other.headers);
    const members = await Promise.all(Array.from({ length: 24 }, () => createUser(app)));
    const answers = (await Promise.all(members.map((member) => like(pet.id, member)))).map((r) => r.json() as { liked: boolean; count: number });
    expect(answers.every((a) => a.liked)).toBe(true);
    expect(answers.map((a) => a.count).sort((a, b) => a - b)).toEqual(members.map((_, i) => i + 1));
    expect((await app.inject({ url: `/api/pets/${pet.id}` })).json().likes).toBe(members.length);
    // All of them taking it back at once: down to none, each answer one fewer.
    const back = (await Promise.all(members.map((member) => like(pet.id, member)))).map((r) => r.json() as { liked: boolean; count: number });
    expect(back.every((a) => !a.liked)).toBe(true);
    expect(back.map((a) => a.count).sort((a, b) => a - b)).toEqual(members.map((_, i) => i));
    expect(await app.data.likes.countOf(pet.id)).toBe(0);
  });

  it('one member’s toggles sent at once alternate: an even number leaves the pet unliked', async () => {
    const pet = await addPet(app, cast.other.headers);
    const answers = (await Promise.all(Array.from({ length: 10 }, () => like(pet.id, cast.member)))).map((r) => r.json() as { liked: boolean; count: number });
    expect(answers.filter((a) => a.liked)).toHaveLength(5);
    expect(answers.every((a) => a.count === (a.liked ? 1 : 0))).toBe(true);
    expect(await app.data.likes.countOf(pet.id)).toBe(0);
    expect(await app.data.likes.isLiked(cast.member.user.id, pet.id)).toBe(false);
  });
});
