import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SLOT_EMPTY, type TreeResponse } from '@bc/shared/contracts';
import { app as appPlugin, serverOptions } from '../../../src/app';
import { pets } from '../../../src/db/schema';
import { PedigreeError } from '../../../src/pedigree';
import { testConfig } from '../../helpers/build';
import { freshDatabase } from '../../helpers/database';
import { addPet, halfSibFamily, rowOf } from './fixtures';

/**
 * The service as the pets' write paths use it, through a stand-in write route (check inside the
 * transaction, saved after the commit): refusals answer 409 naming the pets, and nothing is written.
 */
let app: FastifyInstance;
let family: Awaited<ReturnType<typeof halfSibFamily>>;
let drop: () => Promise<void>;
let brokenIds: { parent: number; child: number };

beforeAll(async () => {
  const fresh = await freshDatabase();
  drop = fresh.drop;
  const config = testConfig();
  // Data written before the checks existed: a parent born after its offspring must not stop the start.
  const [parent] = await fresh.database.db
    .insert(pets)
    .values({ registeredName: 'Late Father', sex: 'male', birthDate: '2020-01-01', publishStatus: 'published' })
    .returning();
  const [child] = await fresh.database.db
    .insert(pets)
    .values({ registeredName: 'Early Son', sex: 'male', birthDate: '2015-01-01', sireId: parent.id, publishStatus: 'published' })
    .returning();
  brokenIds = { parent: parent.id, child: child.id };
  app = Fastify(serverOptions(config, false));
  await app.register(appPlugin, {
    config, database: fresh.database, migrate: false, mail: 'memory', rateLimits: false, passwordHashing: { memoryCost: 1024, timeCost: 1 },
  });
  app.register(async (scope) => {
    scope.post<{ Body: { id: number; sireId: number | null; damId: number | null } }>('/test/parents', async (request) => {
      const { id, sireId, damId } = request.body;
      const pet = await scope.db.transaction(async (tx) => {
        const [updated] = await tx.update(pets).set({ sireId, damId }).where(eq(pets.id, id)).returning();
        scope.pedigree.check(rowOf(updated));
        return updated;
      });
      await scope.pedigree.saved(rowOf(pet));
      return { ok: true };
    });
  });
  await app.ready();
  family = await halfSibFamily(app);
});
afterAll(async () => {
  await app?.close();
  await drop?.();
});

const setParents = (id: number, sireId: number | null, damId: number | null) =>
  app.inject({ method: 'POST', url: '/test/parents', payload: { id, sireId, damId } });
const tree = async (id: number, depth = 2) => (await app.inject({ method: 'GET', url: `/api/pets/tree/${id}/${depth}` })).json() as TreeResponse;
const sireOf = async (id: number) => (await app.db.select({ sireId: pets.sireId }).from(pets).where(eq(pets.id, id)))[0].sireId;

describe('pedigree service', () => {
  it('starts on data the engine refuses, repairing it in memory (the birth date that breaks the order is ignored)', async () => {
    const body = await tree(brokenIds.child, 1);
    expect(body.slots[1]).toBe(brokenIds.parent);
  });

  it('a loop answers 409 naming the pets, with conflict and ids, and nothing is written', async () => {
    // No birth dates, so that the loop itself is what the check finds.
    const elder = await addPet(app, { registeredName: 'Elder', sex: 'male', birthDate: null });
    const younger = await addPet(app, { registeredName: 'Younger', sex: 'male', birthDate: null, sireId: elder.id });
    const grandson = await addPet(app, { registeredName: 'Grandson', sex: 'male', birthDate: null, sireId: younger.id });
    const response = await setParents(elder.id, grandson.id, null);
    expect(response.statusCode).toBe(409);
    const body = response.json();
    expect(body.statusCode).toBe(409);
    expect(body.data).toEqual({ conflict: 'loop', ids: [elder.id, grandson.id, younger.id] });
    expect(body.message).toBe(
      `pets form a loop, each a parent of the one before: "Elder" (#${elder.id}) -> "Grandson" (#${grandson.id}) -> "Younger" (#${younger.id}) -> "Elder" (#${elder.id})`,
    );
    expect(await sireOf(elder.id)).toBeNull();
    expect(app.pedigree.engine.parents(elder.id).sire).toBeNull();
  });

  it('a sire that is not male, a parent born after the pet and a parent that does not exist answer 409', async () => {
    const { s, d, d1, x } = family;
    const sex = await setParents(x.id, d.id, d1.id);
    expect([sex.statusCode, sex.json().data.conflict]).toEqual([409, 'sex']);
    expect(sex.json().message).toContain('"Dam"');
    const young = await addPet(app, { registeredName: 'Young Male', sex: 'male', birthDate: '2022-01-01' });
    const order = await setParents(x.id, young.id, d.id);
    expect([order.statusCode, order.json().data]).toEqual([409, { conflict: 'birth-order', ids: [x.id, young.id] }]);
    expect(await sireOf(x.id)).toBe(s.id);
    // Not in the pedigree: the check refuses before the foreign key does.
    expect(() => app.pedigree.check({ id: x.id, sireId: 987654, damId: d.id, sex: 'male', birthDate: null })).toThrow(PedigreeError);
    try {
      app.pedigree.check({ id: x.id, sireId: 987654, damId: d.id, sex: 'male', birthDate: null });
    } catch (error) {
      expect([(error as PedigreeError).code, (error as PedigreeError).ids]).toEqual(['unknown-pet', [987654]]);
    }
    // A pet not inserted yet (id 0) is checked by its parents only.
    expect(() => app.pedigree.check({ id: 0, sireId: s.id, damId: d.id, sex: 'female', birthDate: '2019-01-01' })).not.toThrow();
  });

  it('removed(): the offspring lose that parent', async () => {
    const stray = await addPet(app, { registeredName: 'Stray Sire', sex: 'male', birthDate: '2012-01-01' });
    const pup = await addPet(app, { registeredName: 'Stray Pup', sex: 'female', birthDate: '2016-01-01', sireId: stray.id, damId: family.d1.id });
    expect((await tree(pup.id)).slots[1]).toBe(stray.id);
    await app.db.delete(pets).where(eq(pets.id, stray.id));
    await app.pedigree.removed(stray.id);
    expect(app.pedigree.engine.has(stray.id)).toBe(false);
    expect((await tree(pup.id)).slots[1] ?? SLOT_EMPTY).toBe(SLOT_EMPTY);
  });

  it('a pet written without telling the service (another instance, not heard yet) is picked up when asked for', async () => {
    const [quiet] = await app.db
      .insert(pets)
      .values({ registeredName: 'Quiet Pup', sex: 'male', birthDate: '2019-01-01', sireId: family.s.id, damId: family.d.id, publishStatus: 'published' })
      .returning();
    expect(app.pedigree.engine.has(quiet.id)).toBe(false);
    const body = await tree(quiet.id);
    expect(body.coi.coi).toBeCloseTo(0.125, 12);
  });

  it('loads the pets again on reload()', async () => {
    const before = app.pedigree.engine;
    await app.pedigree.reload();
    expect(app.pedigree.engine).not.toBe(before);
    expect(app.pedigree.engine.inbreeding(family.x.id)).toBeCloseTo(0.125, 12);
  });
});
