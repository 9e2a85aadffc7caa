import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TreeResponse } from '@bc/shared/contracts';
import { build } from '../../../helpers/build';
import { createCast, type TestUser } from '../../../helpers/users';
import { addDnaResult, addMainPhoto, addPet, answer, halfSibFamily, okAnswer, setParents } from '../fixtures';

let app: FastifyInstance;
let family: Awaited<ReturnType<typeof halfSibFamily>>;
let member: TestUser;
let other: TestUser;
let moderator: TestUser;

beforeAll(async () => {
  app = await build();
  ({ member, other, moderator } = await createCast(app));
  family = await halfSibFamily(app);
});
afterAll(async () => app?.close());

const get = (url: string, headers?: Record<string, string>) => answer(app, url, headers);
const tree = (url: string, headers?: Record<string, string>) => okAnswer<TreeResponse>(app, url, headers);

describe('GET /api/pets/tree/:id/:depth', () => {
  it('lays the tree out in heap order with pet info, COI 1/8 for half-sib parents and the repeated grand sire coloured', async () => {
    const { g, d1, d2, s, d, x } = family;
    await addMainPhoto(app, s.id, 'https://img.example/s.jpg');
    const body = await tree(`/api/pets/tree/${x.id}/3`);
    expect(body.subject).toEqual({ kind: 'pet', id: x.id });
    expect(body.slots).toHaveLength(15);
    expect(body.slots.map((slot) => slot.pet?.id ?? 0).slice(0, 7)).toEqual([x.id, s.id, d.id, g.id, d1.id, g.id, d2.id]);
    expect(body.slots.map((slot) => slot.generation).slice(0, 7)).toEqual([0, 1, 1, 2, 2, 2, 2]);
    expect(body.slots.slice(7).every((slot) => slot.pet === null && !slot.hidden)).toBe(true);
    // The grand sire fills slots 3 and 5: one colour; nobody else repeats.
    expect(body.slots[3].repeat).toBe(0);
    expect(body.slots[5].repeat).toBe(0);
    expect(body.slots.filter((slot) => slot.repeat !== null)).toHaveLength(2);
    expect(body.slots[1].pet).toMatchObject({
      registeredName: s.registeredName, sex: 'male', birthDate: '2014-06-01', birthPrecision: 'day', thumbnail: 'https://img.example/s.jpg',
      inbreeding: 0,
    });
    expect(body.slots[0].pet?.inbreeding).toBeCloseTo(0.125, 12);
    expect(body.coi.coi).toBeCloseTo(0.125, 12);
    expect(body.coi.full).toBeCloseTo(0.125, 12);
    expect(body.coi.generations).toBe(10);
    expect(body.coi.completeness.slice(0, 3)).toEqual([1, 1, 0]);
    expect(body.avk).toMatchObject({ generations: 10, distinct: 5, knownSlots: 6 });
    expect(body.commonAncestors).toHaveLength(1);
    expect(body.commonAncestors[0]).toMatchObject({
      id: g.id, registeredName: g.registeredName, hidden: false, sex: 'male', paths: 1, sireSide: 2, damSide: 2, repeat: 0,
    });
    const sum = body.commonAncestors.reduce((total, a) => total + a.contribution, 0);
    expect(sum).toBeCloseTo(body.coi.coi, 12);
  });

  it('honours depth and generations', async () => {
    const { x, s, d } = family;
    const one = await tree(`/api/pets/tree/${x.id}/1?generations=1`);
    expect(one.slots.map((slot) => slot.pet?.id)).toEqual([x.id, s.id, d.id]);
    expect(one.coi.coi).toBe(0); // no common ancestor within one generation
    expect(one.coi.full).toBeCloseTo(0.125, 12);
    expect(one.commonAncestors).toEqual([]);
    expect(one.avk).toMatchObject({ generations: 1, distinct: 2, knownSlots: 2, possibleSlots: 2 });
    const deep = await tree(`/api/pets/tree/${x.id}/10?generations=20`);
    expect(deep.slots).toHaveLength(2047);
    expect(deep.coi.completeness).toHaveLength(20);
    for (const bad of ['0', '11', 'x']) expect((await get(`/api/pets/tree/${x.id}/${bad}`)).status).toBe(400);
    const tooMany = await get(`/api/pets/tree/${x.id}/3?generations=21`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.data.field).toBe('generations');
  });

  it('answers 404 naming the field for a pet that does not exist', async () => {
    const missing = await get('/api/pets/tree/999999/3');
    expect(missing.status).toBe(404);
    expect(missing.body.data).toEqual({ field: 'id' });
  });

  it('shows DNA statuses per test, tested and inferred, and lists the tests present', async () => {
    const { g, d1, d2, s, d, x } = family;
    await addDnaResult(app, s.id, 'cea', 'N/M');
    await addDnaResult(app, d1.id, 'cea', 'N/N');
    await addDnaResult(app, d2.id, 'cea', 'N/N');
    const body = await tree(`/api/pets/tree/${x.id}/2?locale=de`);
    const at = (slot: number) => body.slots[slot].pet?.dna;
    expect(at(1)).toEqual({ cea: 'carrier' });
    expect(at(3)).toEqual({ cea: 'obligate-carrier' }); // G passed the M to S (D1 is clear)
    expect(at(4)).toEqual({ cea: 'clear' });
    expect(at(2)).toEqual({}); // D untested: unknown is left out
    expect(body.tests).toEqual([{ code: 'cea', name: 'Collie Eye Anomalie (CEA)' }]);
    expect(g.id).toBeGreaterThan(0);
    expect(d.id).toBeGreaterThan(0);
  });

  it('follows a parents change at once (incremental update through a write)', async () => {
    const { x, s, d } = family;
    const outsider = await addPet(app, { registeredName: 'Outsider', sex: 'male', birthDate: '2012-01-01' });
    await setParents(app, x.id, outsider.id, d.id);
    const after = await tree(`/api/pets/tree/${x.id}/2`);
    expect(after.slots[1].pet?.id).toBe(outsider.id);
    expect(after.coi.coi).toBe(0);
    expect(after.commonAncestors).toEqual([]);
    expect(after.slots.every((slot) => slot.repeat === null)).toBe(true);
    await setParents(app, x.id, s.id, d.id);
    expect((await tree(`/api/pets/tree/${x.id}/2`)).coi.coi).toBeCloseTo(0.125, 12);
  });
});

describe('GET /api/pets/tree/0/:depth/mating/:sireId/:damId', () => {
  it('draws the hypothetical offspring: COI of S × D is 1/8 with G as the common ancestor', async () => {
    const { g, s, d } = family;
    const body = await tree(`/api/pets/tree/0/3/mating/${s.id}/${d.id}?generations=5`);
    expect(body.subject).toEqual({ kind: 'mating', sireId: s.id, damId: d.id });
    expect(body.slots[0]).toMatchObject({ slot: 0, pet: null, hidden: false, repeat: null });
    expect(body.slots[1].pet?.id).toBe(s.id);
    expect(body.slots[2].pet?.id).toBe(d.id);
    expect(body.coi.coi).toBeCloseTo(0.125, 12);
    expect(body.coi.full).toBeCloseTo(0.125, 12);
    expect(body.coi.generations).toBe(5);
    expect(body.commonAncestors.map((a) => a.id)).toEqual([g.id]);
  });

  it('allows relatives (that is what COI is for): father × daughter gives 1/4', async () => {
    const { s, d2 } = family;
    const daughter = await addPet(app, { registeredName: 'Daughter', sex: 'female', birthDate: '2017-02-02', sireId: s.id, damId: d2.id });
    const body = await tree(`/api/pets/tree/0/2/mating/${s.id}/${daughter.id}`);
    expect(body.coi.coi).toBeCloseTo(0.25, 12);
  });

  it('refuses a sire that is not male, a dam that is not female and the same pet twice (400 naming the field)', async () => {
    const { s, d } = family;
    const swapped = await get(`/api/pets/tree/0/3/mating/${d.id}/${s.id}`);
    expect(swapped.status).toBe(400);
    expect(swapped.body.data.field).toBe('sireId');
    const twice = await get(`/api/pets/tree/0/3/mating/${d.id}/${d.id}`);
    expect(twice.status).toBe(400);
    expect(twice.body.data.field).toBe('damId');
    const noDam = await get(`/api/pets/tree/0/3/mating/${s.id}/${s.id + 100000}`);
    expect(noDam.status).toBe(404);
    expect(noDam.body.data.field).toBe('damId');
    const maleDam = await get(`/api/pets/tree/0/3/mating/${s.id}/${family.g.id}`);
    expect(maleDam.status).toBe(400);
    expect(maleDam.body.data.field).toBe('damId');
    expect((await get(`/api/pets/tree/1/3/mating/${s.id}/${d.id}`)).status).toBe(400);
    expect((await get(`/api/pets/tree/0/3/other/${s.id}/${d.id}`)).status).toBe(400);
  });
});

describe('default depth: GET /api/pets/tree/:id and /api/pets/tree/0/mating/:sireId/:damId', () => {
  it('a pet\'s tree without a depth is its tree at depth 10', async () => {
    const { x } = family;
    const byDefault = await tree(`/api/pets/tree/${x.id}?generations=6&locale=en`);
    expect(byDefault.depth).toBe(10);
    expect(byDefault.slots).toHaveLength(2047);
    expect(byDefault.coi.generations).toBe(6);
    expect(byDefault).toEqual(await tree(`/api/pets/tree/${x.id}/10?generations=6&locale=en`));
    expect((await tree(`/api/pets/tree/${x.id}`)).coi.generations).toBe(10);
  });

  it('a test mating\'s tree without a depth is its tree at depth 10', async () => {
    const { g, s, d } = family;
    const byDefault = await tree(`/api/pets/tree/0/mating/${s.id}/${d.id}`);
    expect(byDefault.subject).toEqual({ kind: 'mating', sireId: s.id, damId: d.id });
    expect(byDefault.depth).toBe(10);
    expect(byDefault.slots).toHaveLength(2047);
    expect(byDefault.commonAncestors.map((a) => a.id)).toEqual([g.id]);
    expect(byDefault).toEqual(await tree(`/api/pets/tree/0/10/mating/${s.id}/${d.id}`));
  });

  it('keeps the checks of the routes with a depth: 400/404 naming the field', async () => {
    const { s, d, x } = family;
    const cases: [string, number, string][] = [
      ['/api/pets/tree/abc', 400, 'id'],
      ['/api/pets/tree/0', 400, 'id'],
      [`/api/pets/tree/${x.id}?generations=0`, 400, 'generations'],
      [`/api/pets/tree/${x.id}?depth=3`, 400, 'depth'], // the depth goes in the path
      ['/api/pets/tree/999999', 404, 'id'],
      [`/api/pets/tree/1/mating/${s.id}/${d.id}`, 400, 'id'],
      [`/api/pets/tree/0/other/${s.id}/${d.id}`, 400, 'flag'],
      [`/api/pets/tree/0/mating/x/${d.id}`, 400, 'sireId'],
      [`/api/pets/tree/0/mating/${d.id}/${s.id}`, 400, 'sireId'],
      [`/api/pets/tree/0/mating/${s.id}/999999`, 404, 'damId'],
      [`/api/pets/tree/${x.id}/mating`, 400, 'depth'],
      ['/api/pets/tree/0/mating', 400, 'id'], // the tree of pet 0 at depth "mating": id is checked first
    ];
    for (const [url, status, field] of cases) {
      const answer = await get(url);
      expect(answer.status, url).toBe(status);
      expect(answer.body.data?.field, url).toBe(field);
    }
  });
});

describe('visibility', () => {
  let draft: Awaited<ReturnType<typeof addPet>>;
  let child: Awaited<ReturnType<typeof addPet>>;
  beforeAll(async () => {
    draft = await addPet(app, {
      registeredName: 'Secret Draft Dam', sex: 'female', birthDate: '2016-01-01', publishStatus: 'draft', ownerUserId: member.user.id,
      sireId: family.g.id, damId: family.d1.id,
    });
    child = await addPet(app, { registeredName: 'Public Child', sex: 'male', birthDate: '2019-01-01', sireId: family.x.id, damId: draft.id });
  });

  it('a draft answers 404 to visitors and other members, 200 to its owner and moderators', async () => {
    expect((await get(`/api/pets/tree/${draft.id}/2`)).status).toBe(404);
    expect((await get(`/api/pets/tree/${draft.id}/2`, other.headers)).status).toBe(404);
    expect((await get(`/api/pets/tree/${draft.id}/2`, member.headers)).status).toBe(200);
    expect((await get(`/api/pets/tree/${draft.id}/2`, moderator.headers)).status).toBe(200);
    const mating = await get(`/api/pets/tree/0/2/mating/${family.s.id}/${draft.id}`);
    expect(mating.status).toBe(404);
    expect(mating.body.data.field).toBe('damId');
  });

  it('in a tree, an ancestor the caller may not see is marked hidden without id or name; COI still counts it', async () => {
    const visitor = await tree(`/api/pets/tree/${child.id}/3`);
    const json = JSON.stringify(visitor);
    expect(json).not.toContain('Secret Draft Dam');
    expect(visitor.slots[2]).toMatchObject({ pet: null, hidden: true });
    // The draft's own parents are published pets and stay visible.
    expect(visitor.slots[5].pet?.id).toBe(family.g.id);
    const owner = await tree(`/api/pets/tree/${child.id}/3`, member.headers);
    expect(owner.slots[2]).toMatchObject({ hidden: false, pet: { id: draft.id, registeredName: 'Secret Draft Dam' } });
    expect(visitor.coi).toEqual(owner.coi);
    const visitorSum = visitor.commonAncestors.reduce((total, a) => total + a.contribution, 0);
    expect(visitorSum).toBeCloseTo(visitor.coi.coi, 12);
  });

  it('a hidden common ancestor keeps its contribution but not its id or name', async () => {
    // Puppy × Secret Draft Dam's son: the draft is a common ancestor of a test mating of her son and granddaughter.
    const son = await addPet(app, { registeredName: 'Draft Son', sex: 'male', birthDate: '2019-06-01', sireId: family.s.id, damId: draft.id });
    const granddaughter = await addPet(app, { registeredName: 'Granddaughter', sex: 'female', birthDate: '2021-01-01', sireId: child.id, damId: family.d1.id });
    const visitor = await tree(`/api/pets/tree/0/3/mating/${son.id}/${granddaughter.id}`);
    const hidden = visitor.commonAncestors.filter((a) => a.hidden);
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden.every((a) => a.id === null && a.registeredName === null && a.repeat === null)).toBe(true);
    const sum = visitor.commonAncestors.reduce((total, a) => total + a.contribution, 0);
    expect(sum).toBeCloseTo(visitor.coi.coi, 12);
    const owner = await tree(`/api/pets/tree/0/3/mating/${son.id}/${granddaughter.id}`, member.headers);
    expect(owner.commonAncestors.some((a) => a.id === draft.id)).toBe(true);
  });
});
