import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiseasesResponse, DiseaseTestReport } from '@bc/shared/contracts';
import { pets } from '../../../../src/db/schema';
import { build } from '../../../helpers/build';
import { createUser, type TestUser } from '../../../helpers/users';
import { addDnaResult, addPet, answer, halfSibFamily, okAnswer } from '../fixtures';

let app: FastifyInstance;
let family: Awaited<ReturnType<typeof halfSibFamily>>;
let owner: TestUser;

beforeAll(async () => {
  app = await build();
  owner = await createUser(app);
  family = await halfSibFamily(app);
  const { s, d, d1, d2 } = family;
  await addDnaResult(app, s.id, 'cea', 'N/M');
  await addDnaResult(app, d.id, 'cea', 'N/M');
  await addDnaResult(app, d1.id, 'cea', 'N/N');
  await addDnaResult(app, d2.id, 'cea', 'N/N');
  await addDnaResult(app, s.id, 'ncl', 'N/N');
  await addDnaResult(app, d.id, 'ncl', 'N/N');
});
afterAll(async () => app?.close());

let premium: TestUser | null = null;
const premiumMember = async () => (premium ??= await createUser(app, { role: 'premium' }));

const get = (url: string, headers?: Record<string, string>) => answer(app, url, headers);
const diseases = (url: string, headers?: Record<string, string>) => okAnswer<DiseasesResponse>(app, url, headers);
const testOf = (body: DiseasesResponse, code: string) => body.tests.find((t) => t.code === code) as DiseaseTestReport;

describe('GET /api/pets/all-trees-diseases/:id/:sireId/:damId', () => {
  it('for a pet: every DNA test of the dictionary, the subject, counts over distinct ancestors and the ancestors', async () => {
    const { g, d1, d2, s, d, x } = family;
    const body = await diseases(`/api/pets/all-trees-diseases/${x.id}/0/0?depth=2&locale=en`);
    expect(body.subject).toEqual({ kind: 'pet', id: x.id });
    expect(body.depth).toBe(2);
    expect(body.tests.map((t) => t.code)).toEqual(expect.arrayContaining(['cea', 'ncl', 'tns', 'mdr1']));
    const cea = testOf(body, 'cea');
    expect(cea.name).toBe('Collie eye anomaly (CEA)');
    expect(cea.subject).toMatchObject({ id: x.id, registeredName: x.registeredName, status: 'unknown', tested: null });
    // S and D carriers, G an obligate carrier (D1 and D2 are clear), D1 and D2 clear: 5 distinct ancestors.
    expect(cea.summary).toEqual({ affected: 0, carriers: 3, clear: 2, unknown: 0 });
    expect(cea.ancestors.map((a) => a.id)).toEqual([s.id, d.id, g.id, d1.id, d2.id]);
    expect(cea.ancestors.find((a) => a.id === g.id)).toMatchObject({ status: 'obligate-carrier', tested: null });
    expect(cea.offspring).toMatchObject({ exact: true, probabilities: { 'N/N': 0.25, 'N/M': 0.5, 'M/M': 0.25 } });
    const ncl = testOf(body, 'ncl');
    expect(ncl.subject?.status).toBe('clear-by-parentage');
    expect(ncl.offspring).toMatchObject({ exact: true, status: 'clear' });
    const tns = testOf(body, 'tns');
    expect(tns.summary).toEqual({ affected: 0, carriers: 0, clear: 0, unknown: 5 });
  });

  it('for a test mating: no subject, the offspring probabilities of S × D', async () => {
    const { s, d } = family;
    const body = await diseases(`/api/pets/all-trees-diseases/0/${s.id}/${d.id}`);
    expect(body.subject).toEqual({ kind: 'mating', sireId: s.id, damId: d.id });
    expect(body.depth).toBe(10);
    const cea = testOf(body, 'cea');
    expect(cea.subject).toBeNull();
    expect(cea.offspring.probabilities).toEqual({ 'N/N': 0.25, 'N/M': 0.5, 'M/M': 0.25 });
    expect(cea.ancestors[0]).toMatchObject({ id: s.id, status: 'carrier', tested: 'N/M', possible: ['N/M'] });
  });

  it('gives bounds when a parent is untested', async () => {
    const { s } = family;
    const fresh = await addPet(app, { registeredName: 'Untested Bitch', sex: 'female', birthDate: '2016-01-01' });
    const cea = testOf(await diseases(`/api/pets/all-trees-diseases/0/${s.id}/${fresh.id}`), 'cea');
    expect(cea.offspring.exact).toBe(false);
    expect(cea.offspring.probabilities).toBeNull();
    expect(cea.offspring.min['M/M']).toBe(0);
    expect(cea.offspring.max['M/M']).toBeGreaterThan(0);
  });

  it('sees new results after resultsChanged (the cache per test is dropped)', async () => {
    const { x } = family;
    const before = testOf(await diseases(`/api/pets/all-trees-diseases/${x.id}/0/0?depth=1`), 'cea');
    expect(before.subject?.status).toBe('unknown');
    await addDnaResult(app, x.id, 'cea', 'M/M');
    const after = testOf(await diseases(`/api/pets/all-trees-diseases/${x.id}/0/0?depth=1`), 'cea');
    expect(after.subject).toMatchObject({ status: 'affected', tested: 'M/M' });
  });

  it('leaves hidden ancestors out of the lists and counts them as unknown', async () => {
    const { g, d1 } = family;
    const draft = await addPet(app, {
      registeredName: 'Hidden Carrier', sex: 'female', birthDate: '2016-03-03', publishStatus: 'hidden', ownerUserId: owner.user.id,
      sireId: g.id, damId: d1.id,
    });
    await addDnaResult(app, draft.id, 'cea', 'N/M');
    const pup = await addPet(app, { registeredName: 'Visible Pup', sex: 'male', birthDate: '2019-03-03', sireId: family.x.id, damId: draft.id });
    const visitor = testOf(await diseases(`/api/pets/all-trees-diseases/${pup.id}/0/0?depth=1`), 'cea');
    expect(JSON.stringify(visitor)).not.toContain('Hidden Carrier');
    expect(visitor.ancestors.map((a) => a.id)).toEqual([family.x.id]);
    expect(visitor.summary).toEqual({ affected: 1, carriers: 0, clear: 0, unknown: 1 });
    const mine = testOf(await diseases(`/api/pets/all-trees-diseases/${pup.id}/0/0?depth=1`, owner.headers), 'cea');
    expect(mine.ancestors.map((a) => a.id)).toEqual([family.x.id, draft.id]);
    expect(mine.summary).toEqual({ affected: 1, carriers: 1, clear: 0, unknown: 0 });
    expect((await get(`/api/pets/all-trees-diseases/${draft.id}/0/0`)).status).toBe(404);
    expect((await get(`/api/pets/all-trees-diseases/0/${family.x.id}/${draft.id}`)).body.data).toEqual({ field: 'damId' });
  });

  it('refuses other combinations of ids with 400 naming the field, and unknown pets with 404', async () => {
    const { s, d, x } = family;
    const cases: [string, number, string][] = [
      [`${x.id}/${s.id}/0`, 400, 'sireId'],
      [`${x.id}/0/${d.id}`, 400, 'damId'],
      [`0/0/0`, 400, 'sireId'],
      [`0/${s.id}/0`, 400, 'damId'],
      [`0/${d.id}/${s.id}`, 400, 'sireId'],
      [`0/${s.id}/${s.id}`, 400, 'damId'],
      [`999999/0/0`, 404, 'id'],
      [`${x.id}/0/0?depth=11`, 400, 'depth'],
    ];
    for (const [path, status, field] of cases) {
      const answer = await get(`/api/pets/all-trees-diseases/${path}`);
      expect(answer.status, path).toBe(status);
      expect(answer.body.data?.field, path).toBe(field);
    }
  });
});

describe('GET /api/pets/:id/stud-ranking', () => {
  // The ranked search is for premium members (test/domains/pedigree/routes/stud-ranking.test.ts has the roles).
  const ranked = async (url: string) => answer(app, url, (await premiumMember()).headers);
  it('orders males by the COI of the offspring with the female (by default only those offered for stud)', async () => {
    const { g, s, d } = family;
    const { db } = app;
    const stranger = await addPet(app, { registeredName: 'Stranger Stud', sex: 'male', birthDate: '2013-01-01', offeredForStud: true });
    await db.update(pets).set({ offeredForStud: true }).where(inArray(pets.id, [g.id, s.id]));
    const offered = await ranked(`/api/pets/${d.id}/stud-ranking?generations=3&limit=2`);
    expect(offered.status, JSON.stringify(offered.body)).toBe(200);
    // Stranger 0 < S (half-brother: 1/8) < G (her sire: 1/4).
    expect(offered.body).toMatchObject({ total: 3, page: 1, limit: 2, damId: d.id, generations: 3 });
    expect(offered.body.items.map((i: { pet: { id: number } }) => i.pet.id)).toEqual([stranger.id, s.id]);
    expect(offered.body.items[0]).toMatchObject({ rank: 1, coi: 0, coiGenerations: 0, offeredForStud: true });
    expect(offered.body.items[1].coi).toBeCloseTo(0.125, 12);
    expect(offered.body.items[1].coiGenerations).toBeCloseTo(0.125, 12);
    const second = await ranked(`/api/pets/${d.id}/stud-ranking?limit=2&page=2`);
    expect(second.body.items.map((i: { rank: number; pet: { id: number }; coi: number }) => [i.rank, i.pet.id, i.coi])).toEqual([[3, g.id, 0.25]]);
    const all = await ranked(`/api/pets/${d.id}/stud-ranking?offeredOnly=false&limit=100`);
    expect(all.body.total).toBeGreaterThan(3);
    expect(all.body.items.every((i: { pet: { sex: string } }) => i.pet.sex === 'male')).toBe(true);
  });

  it('refuses a male (400 naming id) and an unknown or unseen female (404)', async () => {
    const male = await ranked(`/api/pets/${family.s.id}/stud-ranking`);
    expect(male.status).toBe(400);
    expect(male.body.data).toEqual({ field: 'id' });
    expect((await ranked('/api/pets/999999/stud-ranking')).status).toBe(404);
  });
});
