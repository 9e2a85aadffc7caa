import type { FastifyInstance } from 'fastify';
import type { AddPetBody, PetDetail } from '@bc/shared/contracts';
import { pets } from '../../src/db/schema';
import { petSearchColumns } from '../../src/domains/pets/search-text';

let counter = 0;
export type NewPet = typeof pets.$inferInsert;

/**
 * Inserts a pet straight into the database (search columns filled as the API does; the pedigree engine is not
 * told: use `addPet`, or `app.pedigree.saved`, when a test needs it there).
 */
export async function insertPet(app: FastifyInstance, values: Partial<NewPet> = {}) {
  counter += 1;
  const base = { registeredName: `Test Dog ${counter}`, sex: counter % 2 ? 'male' : 'female', publishStatus: 'published', birthDate: '2020-05-01', ...values } as NewPet;
  const [pet] = await app.db
    .insert(pets)
    .values({ ...petSearchColumns(base), ...base })
    .returning();
  // Written behind the pets domain's back: tell what changed, as its writes do.
  app.events.emit('petsChanged', { ids: [pet.id] });
  return pet;
}

/** Adds a pet through POST /api/pets/add as `headers`' user (published unless said otherwise); fails the test on refusal. */
export async function addPet(app: FastifyInstance, headers: Record<string, string>, body: Partial<AddPetBody> = {}): Promise<PetDetail> {
  counter += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/pets/add',
    headers,
    payload: { registeredName: `Api Dog ${counter}`, sex: counter % 2 ? 'male' : 'female', publishStatus: 'published', ...body },
  });
  if (response.statusCode !== 201) throw new Error(`addPet: ${response.statusCode} ${response.body}`);
  return response.json() as PetDetail;
}

/** The version of pet `id` now (what an editor who has just loaded it sends back with a save); 1 for an unknown id. */
export async function currentVersion(app: FastifyInstance, id: number): Promise<number> {
  return (await app.data.pets.byId(id))?.version ?? 1;
}
