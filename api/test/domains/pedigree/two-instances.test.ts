import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DiseasesResponse, SLOT_EMPTY, treeDogs, type TreeResponse } from '@bc/shared/contracts';
import { queryRows } from '../../../src/db/client';
import { pets } from '../../../src/db/schema';
import { twoInstances } from '../../helpers/instances';
import { addDnaResult, addPet, halfSibFamily, setParents, within } from './fixtures';

/**
 * Two API instances over one database (one PostgreSQL database with DATABASE_URL, as in CI's second pass;
 * otherwise one in-process PGlite): a write through A changes B's answers within a second (LISTEN/NOTIFY).
 */
let a: FastifyInstance;
let b: FastifyInstance;
let close: () => Promise<void>;
let family: Awaited<ReturnType<typeof halfSibFamily>>;

beforeAll(async () => {
  ({ a, b, close } = await twoInstances());
  family = await halfSibFamily(a);
});
afterAll(async () => close?.());

const treeOf = async (app: FastifyInstance, id: number) => {
  const response = await app.inject({ method: 'GET', url: `/api/pets/tree/${id}/2` });
  return response.statusCode === 200 ? (response.json() as TreeResponse) : null;
};

describe('two API instances', () => {
  it('B hears of the pets written through A', async () => {
    await within(1000, async () => b.pedigree.engine.has(family.x.id) && b.pedigree.engine.has(family.g.id));
    const body = await treeOf(b, family.x.id);
    expect(body?.coi.coi).toBeCloseTo(0.125, 12);
    expect(body?.slots[3]).toBe(family.g.id);
  });

  it('a parents change through A changes the COI and the tree answered by B within a second', async () => {
    const outsider = await addPet(a, { registeredName: 'Outsider', sex: 'male', birthDate: '2012-01-01' });
    await setParents(a, family.x.id, outsider.id, family.d.id);
    const took = await within(1000, async () => {
      const body = await treeOf(b, family.x.id);
      return body?.slots[1] === outsider.id && body.coi.coi === 0;
    });
    expect(took).toBeLessThan(1000);
    await setParents(a, family.x.id, family.s.id, family.d.id);
    await within(1000, async () => (await treeOf(b, family.x.id))?.coi.coi === 0.125);
  });

  it('new DNA results through A reach B (the cached inference is dropped)', async () => {
    const status = async () => {
      const response = await b.inject({ method: 'GET', url: `/api/pets/all-trees-diseases/${family.x.id}/0/0?depth=1` });
      return (response.json() as DiseasesResponse).tests.find((t) => t.code === 'cea')?.subject?.status;
    };
    expect(await status()).toBe('unknown');
    await addDnaResult(a, family.x.id, 'cea', 'N/M');
    await within(1000, async () => (await status()) === 'carrier');
  });

  it("a rename through A reaches B's trees at once, under a new ETag (B drops the dog's card)", async () => {
    const url = `/api/pets/tree/${family.x.id}/2`;
    const first = await b.inject({ method: 'GET', url });
    const etag = String(first.headers.etag);
    expect(treeDogs((first.json() as TreeResponse).dogs).get(family.g.id)?.registeredName).toBe(family.g.registeredName);
    await a.db.update(pets).set({ registeredName: 'Grand Sire Renamed' }).where(eq(pets.id, family.g.id));
    a.events.emit('petsChanged', { ids: [family.g.id] }); // as the pets' writes tell, after the commit
    await within(1000, async () => (await b.inject({ method: 'GET', url, headers: { 'if-none-match': etag } })).statusCode === 200);
    const after = (await treeOf(b, family.x.id))!;
    expect(treeDogs(after.dogs).get(family.g.id)?.registeredName).toBe('Grand Sire Renamed');
  });

  it('a removal through A reaches B', async () => {
    const stray = await addPet(a, { registeredName: 'Stray', sex: 'male', birthDate: '2012-01-01' });
    const pup = await addPet(a, { registeredName: 'Stray Pup', sex: 'female', birthDate: '2016-01-01', sireId: stray.id, damId: family.d1.id });
    await within(1000, async () => (await treeOf(b, pup.id))?.slots[1] === stray.id);
    await a.db.delete(pets).where(eq(pets.id, stray.id));
    await a.pedigree.removed(stray.id);
    await within(1000, async () => !b.pedigree.engine.has(stray.id) && ((await treeOf(b, pup.id))?.slots[1] ?? SLOT_EMPTY) === SLOT_EMPTY);
  });

  it("B's text search finds a pet written through A, follows its rename and forgets it once removed, each within a second", async () => {
    const found = async (q: string) =>
      ((await b.inject({ method: 'GET', url: `/api/pets?q=${q}&limit=5` })).json() as { items: { id: number }[] }).items.map((p) => p.id);
    const pet = await addPet(a, { registeredName: 'Quasarwind Tally', sex: 'female', birthDate: '2015-01-01' });
    await within(1000, async () => (await found('quasarwind')).includes(pet.id));
    await a.db.update(pets).set({ registeredName: 'Zephyrmoor Tally', searchText: 'zephyrmoor tally', sortName: 'zephyrmoor tally' }).where(eq(pets.id, pet.id));
    a.events.emit('petsChanged', { ids: [pet.id] });
    await within(1000, async () => (await found('zephyrmoor')).includes(pet.id) && !(await found('quasarwind')).includes(pet.id));
    await a.db.delete(pets).where(eq(pets.id, pet.id));
    await a.pedigree.removed(pet.id);
    await within(1000, async () => !(await found('zephyrmoor')).includes(pet.id));
  });

  it("a member's new name through A shows in B's search results within a second (B drops the items naming the member)", async () => {
    const breeder = await a.data.users.insert({ email: 'far-breeder@example.test', nickname: 'farbreeder', passwordHash: null, isActive: true, locale: 'en', displayName: 'Old Kennel Name' });
    const pet = await addPet(a, { registeredName: 'Nightjarrow Pip', sex: 'male', birthDate: '2016-01-01', breederUserId: breeder.id, publishStatus: 'published' });
    const breederShown = async () =>
      ((await b.inject({ method: 'GET', url: '/api/pets?q=nightjarrow&limit=5' })).json() as { items: { id: number; breeder: { name: string | null } }[] })
        .items.find((p) => p.id === pet.id)?.breeder.name;
    await within(1000, async () => (await breederShown()) === 'Old Kennel Name');
    await a.data.users.update(breeder.id, { displayName: 'New Kennel Name' });
    const took = await within(1000, async () => (await breederShown()) === 'New Kennel Name');
    expect(took).toBeLessThan(1000);
  });

  it.runIf(process.env.DATABASE_URL && process.env.DATABASE_URL !== ':memory:')(
    'PostgreSQL: a listener that loses its connection reconnects and catches up on what it missed',
    async () => {
      const listeners = () =>
        queryRows<{ pid: number }>(
          a.db,
          sql`select pid from pg_stat_activity where datname = current_database() and query ilike 'listen pedigree_changes%'`,
        );
      expect((await listeners()).length).toBe(2);
      await queryRows(a.db, sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen pedigree_changes%'`);
      // Written while nobody listens: B only learns of it from the resync after reconnecting.
      const missed = await addPet(a, { registeredName: 'Missed', sex: 'male', birthDate: '2012-01-01' });
      await setParents(a, family.x.id, missed.id, family.d.id);
      await within(5000, async () => (await treeOf(b, family.x.id))?.slots[1] === missed.id);
      await within(5000, async () => (await listeners()).length === 2);
      // And hears the next write as usual.
      await setParents(a, family.x.id, family.s.id, family.d.id);
      await within(1000, async () => (await treeOf(b, family.x.id))?.slots[1] === family.s.id);
    },
  );
});
