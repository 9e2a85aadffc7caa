import type { FastifyInstance } from 'fastify';
import type * as c from '@bc/shared/contracts';
import { build } from '../../helpers/build';
import { addPet } from '../../helpers/pets';
import { createCast, createUser, type TestUser } from '../../helpers/users';

/** A moderation test's world: a cast, a second moderator, and a fresh subject for each decision. */
export async function moderationWorld(options: Parameters<typeof build>[0] = {}) {
  const app = await build(options);
  const cast = await createCast(app);
  const secondModerator = await createUser(app, { role: 'moderator' });
  return { app, cast, secondModerator, ...subjects(app, cast.member, cast.moderator) };
}
export type ModerationWorld = Awaited<ReturnType<typeof moderationWorld>>;

/** Fresh records for one decision each: a member, a member's published dog, a hidden dog and a logged decision. */
export function subjects(app: FastifyInstance, owner: TestUser, moderator: TestUser) {
  const decide = async (url: string, payload: object) => {
    const response = await app.inject({ method: 'POST', url, headers: moderator.headers, payload });
    if (response.statusCode !== 200) throw new Error(`fixture ${url}: ${response.statusCode} ${response.body}`);
    return response.json() as c.ModerationAction;
  };
  const member = async () => (await createUser(app)).user.id;
  let serial = 0;
  const pet = async () => (await addPet(app, owner.headers, { registeredName: `Moderated Dog ${++serial}`, sex: 'female' })).id;
  const mating = async () => {
    const dam = await addPet(app, owner.headers, { registeredName: `Moderated Dam ${++serial}`, sex: 'female', birthDate: '2020-01-01' });
    const sire = await addPet(app, owner.headers, { registeredName: `Moderated Sire ${++serial}`, sex: 'male', birthDate: '2019-01-01' });
    const response = await app.inject({
      method: 'POST', url: '/api/matings/add', headers: owner.headers, payload: { damId: dam.id, sireId: sire.id, matingDates: ['2026-01-05'], status: 'mated' },
    });
    if (response.statusCode !== 201) throw new Error(`fixture mating: ${response.statusCode} ${response.body}`);
    return response.json().id as number;
  };
  const litter = async () => {
    const response = await app.inject({
      method: 'POST', url: '/api/litters/add', headers: owner.headers,
      payload: { matingId: await mating(), birthDate: '2026-03-08', malesBorn: 1, femalesBorn: 0, malesAlive: 1, femalesAlive: 0, publishStatus: 'published', puppies: [] },
    });
    if (response.statusCode !== 201) throw new Error(`fixture litter: ${response.statusCode} ${response.body}`);
    return response.json().litter.id as number;
  };
  return {
    member,
    pet,
    bannedMember: async () => {
      const id = await member();
      await decide(`/api/moderation/users/${id}/ban`, { reason: 'spam', note: 'fixture' });
      return id;
    },
    hiddenPet: async () => {
      const id = await pet();
      await decide(`/api/moderation/pets/${id}/hide`, { reason: 'spam' });
      return id;
    },
    /** Two records of one dog, for a merge. */
    duplicatePair: async () => ({ survivorId: await pet(), duplicateId: await pet() }),
    /** A waiting account request: a fresh member asks for another fresh member's account. */
    accountRequest: async () => {
      const [target, requester] = [await createUser(app), await createUser(app)];
      return app.data.accountRequests.insert({ userId: target.user.id, requesterUserId: requester.user.id, info: 'Mine', email: requester.user.email!, locale: 'en' });
    },
    /** A member with a kennel and a dog (the owner's) naming it as breeder in plain text, to connect. */
    kennelDog: async () => {
      const member = await createUser(app, { kennelName: `Kennel ${++serial}` });
      const dog = await addPet(app, owner.headers, { registeredName: `Moderated Dog ${++serial}`, breeder: { name: member.user.kennelName! } });
      return { memberId: member.user.id, petIds: [dog.id] };
    },
    /** A mating of the owner's dam and sire (a draft: publishing needs premium), a published litter, and hidden ones. */
    mating,
    litter,
    hiddenMating: async () => {
      const id = await mating();
      await decide(`/api/moderation/matings/${id}/hide`, { reason: 'spam' });
      return id;
    },
    hiddenLitter: async () => {
      const id = await litter();
      await decide(`/api/moderation/litters/${id}/hide`, { reason: 'spam' });
      return id;
    },
    /** A ban in the log that can be undone. */
    undoableAction: async () => decide(`/api/moderation/users/${await member()}/ban`, { reason: 'spam', note: 'fixture' }),
  };
}
