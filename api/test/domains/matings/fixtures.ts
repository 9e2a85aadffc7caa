import type { FastifyInstance } from 'fastify';
import type { AddMatingBody, MatingDetail } from '@bc/shared/contracts';
import { build } from '../../helpers/build';
import { addPet } from '../../helpers/pets';
import { createUser } from '../../helpers/users';

/**
 * A breeding cast on a fresh app with a driven clock (`clock.set('2026-06-22')`): the dam's owner and her females,
 * another member who owns a stud, a moderator, a banned member, a member with nothing to do with them.
 */
export async function breedingWorld() {
  let now = new Date('2026-03-10T12:00:00Z');
  const app = await build({ now: () => now });
  const [damOwner, studOwner, stranger, moderator, banned] = await Promise.all([
    // Premium: publishing mating announcements needs premium or the mating payment (tested in matings.test.ts).
    createUser(app, { kennelName: 'Of the Hill', role: 'premium' }),
    createUser(app, { locale: 'de' }),
    createUser(app),
    createUser(app, { role: 'moderator' }),
    createUser(app, { role: 'banned' }),
  ]);
  const dam = await addPet(app, damOwner.headers, { registeredName: 'Hill Bess', sex: 'female', birthDate: '2022-01-01', countryOfResidence: 'DE' });
  const youngDam = await addPet(app, damOwner.headers, { registeredName: 'Hill Puppy Girl', sex: 'female', birthDate: '2025-06-01' });
  const stud = await addPet(app, studOwner.headers, { registeredName: 'Stud Cap', sex: 'male', birthDate: '2021-01-01', offeredForStud: true });
  const ownStud = await addPet(app, damOwner.headers, { registeredName: 'Hill Moss', sex: 'male', birthDate: '2020-01-01' });
  return {
    app, damOwner, studOwner, stranger, moderator, banned, dam, youngDam, stud, ownStud,
    clock: { set: (day: string) => void (now = new Date(`${day}T12:00:00Z`)) },
  };
}
export type BreedingWorld = Awaited<ReturnType<typeof breedingWorld>>;

/** A planned mating of the world's dam with the other member's stud; fails the test on refusal. */
export async function addMating(app: FastifyInstance, headers: Record<string, string>, body: AddMatingBody): Promise<MatingDetail> {
  const response = await app.inject({ method: 'POST', url: '/api/matings/add', headers, payload: body });
  if (response.statusCode !== 201) throw new Error(`addMating: ${response.statusCode} ${response.body}`);
  return response.json() as MatingDetail;
}
