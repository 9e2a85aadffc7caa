import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { petDnaResults, petPhotos, pets } from '../../../src/db/schema';
import type { PedigreeRow } from '../../../src/domains/pedigree/service';
import { insertPet, type NewPet } from '../../helpers/pets';

export type Pet = typeof pets.$inferSelect;

export const rowOf = (pet: Pick<Pet, 'id' | 'sireId' | 'damId' | 'sex' | 'birthDate'>): PedigreeRow => ({
  id: pet.id, sireId: pet.sireId, damId: pet.damId, sex: pet.sex, birthDate: pet.birthDate,
});

/** Inserts a pet and tells the pedigree, as the pets' write paths do. */
export async function addPet(app: FastifyInstance, values: Partial<NewPet>): Promise<Pet> {
  const pet = await insertPet(app, values);
  app.pedigree.check(rowOf(pet));
  await app.pedigree.saved(rowOf(pet));
  return pet;
}

/** Changes a pet's parents (checked first, as the pets' write paths do) and tells the pedigree. */
export async function setParents(app: FastifyInstance, id: number, sireId: number | null, damId: number | null): Promise<Pet> {
  const pet = await app.db.transaction(async (tx) => {
    const [updated] = await tx.update(pets).set({ sireId, damId }).where(eq(pets.id, id)).returning();
    app.pedigree.check(rowOf(updated));
    return updated;
  });
  await app.pedigree.saved(rowOf(pet));
  return pet;
}

/**
 * Half-sib parents: grand sire G with dams D1 and D2 gives sire S (G × D1) and dam D (G × D2); X = S × D.
 * F(X) = 1/8, G its only common ancestor (two slots in X's tree), S × D the same as a test mating.
 */
export async function halfSibFamily(app: FastifyInstance, tag = '') {
  const g = await addPet(app, { registeredName: `Grand Sire${tag}`, sex: 'male', birthDate: '2010-03-01' });
  const d1 = await addPet(app, { registeredName: `First Dam${tag}`, sex: 'female', birthDate: '2010-04-01' });
  const d2 = await addPet(app, { registeredName: `Second Dam${tag}`, sex: 'female', birthDate: '2011-05-01' });
  const s = await addPet(app, { registeredName: `Sire${tag}`, sex: 'male', birthDate: '2014-06-01', sireId: g.id, damId: d1.id });
  const d = await addPet(app, { registeredName: `Dam${tag}`, sex: 'female', birthDate: '2015-07-01', sireId: g.id, damId: d2.id });
  const x = await addPet(app, { registeredName: `Puppy${tag}`, sex: 'male', birthDate: '2018-08-01', sireId: s.id, damId: d.id });
  return { g, d1, d2, s, d, x };
}

export async function addDnaResult(app: FastifyInstance, petId: number, testId: string, result: string) {
  await app.db.insert(petDnaResults).values({ petId, testId, result });
  await app.pedigree.resultsChanged(testId);
}

export async function addMainPhoto(app: FastifyInstance, petId: number, url: string) {
  await app.db.insert(petPhotos).values({ petId, url, isMain: true });
}

/** Polls `probe` until it returns true (or fails after `ms`). Returns the time it took. */
export async function within(ms: number, probe: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await probe()) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A GET of the pedigree routes as `headers`' caller: the status and the JSON answer. */
export async function answer(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json() };
}

/** A GET that must answer 200: the JSON answer. */
export async function okAnswer<T>(app: FastifyInstance, url: string, headers?: Record<string, string>): Promise<T> {
  const { status, body } = await answer(app, url, headers);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as T;
}
