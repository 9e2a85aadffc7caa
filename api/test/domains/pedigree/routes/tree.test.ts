import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dogAt, SLOT_EMPTY, SLOT_HIDDEN, treeDogs, TreeResponse } from '@bc/shared/contracts';
import { build } from '../../../helpers/build';
import { addPet as addPetThroughApi, currentVersion } from '../../../helpers/pets';
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
/** A tree answer with its dogs as objects: `at(slot)` is the dog there, 'hidden' or null. */
const treeAt = async (url: string, headers?: Record<string, string>) => {
  const body = await tree(url, headers);
  const dogs = treeDogs(body.dogs);
  return { body, dogs, at: (slot: number) => dogAt(body, dogs, slot) };
};
const idAt = (at: (slot: number) => ReturnType<typeof dogAt>, slot: number) => {
  const dog = at(slot);
  return dog === null || dog === 'hidden' ? 0 : dog.id;
};

describe('GET /api/pets/tree/:id/:depth', () => {
  it('lays the tree out in heap order with pet info, COI 1/8 for half-sib parents and the repeated grand sire coloured', async () => {
    const { g, d1, d2, s, d, x } = family;
    await addMainPhoto(app, s.id, 'https://img.example/s.jpg');
    app.events.emit('photosChanged', { petId: s.id }); // as the photo writes tell
    const { body, dogs, at } = await treeAt(`/api/pets/tree/${x.id}/3`);
    expect(body.subject).toEqual({ kind: 'pet', id: x.id });
    // Slots 7–14 (the great-grandparents) are unknown: left out after the last known slot.
    expect(body.slots).toEqual([x.id, s.id, d.id, g.id, d1.id, g.id, d2.id]);
    // Each dog once, in order of first appearance.
    expect(body.dogs.ids).toEqual([x.id, s.id, d.id, g.id, d1.id, d2.id]);
    // The grand sire fills slots 3 and 5: one colour; nobody else repeats.
    expect(body.dogs.repeats).toEqual({ [g.id]: 0 });
    expect(at(1)).toEqual({
      id: s.id, registeredName: s.registeredName, birthYear: 2014, colorId: null, titles: null, thumbnail: 'https://img.example/s.jpg',
      inbreeding: 0, repeat: null, dna: {},
    });
    expect(dogs.get(x.id)?.inbreeding).toBeCloseTo(0.125, 12);
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
    expect(one.slots).toEqual([x.id, s.id, d.id]);
    expect(one.coi.coi).toBe(0); // no common ancestor within one generation
    expect(one.coi.full).toBeCloseTo(0.125, 12);
    expect(one.commonAncestors).toEqual([]);
    expect(one.avk).toMatchObject({ generations: 1, distinct: 2, knownSlots: 2, possibleSlots: 2 });
    const deep = await tree(`/api/pets/tree/${x.id}/10?generations=20`);
    expect(deep.depth).toBe(10);
    expect(deep.slots).toHaveLength(7); // the known ancestors end at slot 6
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
    const { body, dogs } = await treeAt(`/api/pets/tree/${x.id}/2?locale=de`);
    const dnaOf = (id: number) => dogs.get(id)?.dna;
    expect(dnaOf(s.id)).toEqual({ cea: 'carrier' });
    expect(dnaOf(g.id)).toEqual({ cea: 'obligate-carrier' }); // G passed the M to S (D1 is clear)
    expect(dnaOf(d1.id)).toEqual({ cea: 'clear' });
    expect(dnaOf(d.id)).toEqual({}); // D untested: unknown is left out
    expect(body.dogs.dna[d.id]).toBeUndefined();
    expect(body.tests).toEqual([{ code: 'cea', name: 'Collie Eye Anomalie (CEA)' }]);
    expect(g.id).toBeGreaterThan(0);
    expect(d.id).toBeGreaterThan(0);
  });

  it('follows a parents change at once (incremental update through a write)', async () => {
    const { x, s, d } = family;
    const outsider = await addPet(app, { registeredName: 'Outsider', sex: 'male', birthDate: '2012-01-01' });
    await setParents(app, x.id, outsider.id, d.id);
    const after = await tree(`/api/pets/tree/${x.id}/2`);
    expect(after.slots[1]).toBe(outsider.id);
    expect(after.coi.coi).toBe(0);
    expect(after.commonAncestors).toEqual([]);
    expect(after.dogs.repeats).toEqual({});
    await setParents(app, x.id, s.id, d.id);
    expect((await tree(`/api/pets/tree/${x.id}/2`)).coi.coi).toBeCloseTo(0.125, 12);
  });
});

describe('GET /api/pets/tree/0/:depth/mating/:sireId/:damId', () => {
  it('draws the hypothetical offspring: COI of S × D is 1/8 with G as the common ancestor', async () => {
    const { g, s, d } = family;
    const body = await tree(`/api/pets/tree/0/3/mating/${s.id}/${d.id}?generations=5`);
    expect(body.subject).toEqual({ kind: 'mating', sireId: s.id, damId: d.id });
    expect(body.slots.slice(0, 3)).toEqual([SLOT_EMPTY, s.id, d.id]); // slot 0: the offspring, not a dog
    expect(body.dogs.ids).not.toContain(0);
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
    expect(byDefault.slots).toHaveLength(7);
    expect(byDefault.coi.generations).toBe(6);
    expect(byDefault).toEqual(await tree(`/api/pets/tree/${x.id}/10?generations=6&locale=en`));
    expect((await tree(`/api/pets/tree/${x.id}`)).coi.generations).toBe(10);
  });

  it('a test mating\'s tree without a depth is its tree at depth 10', async () => {
    const { g, s, d } = family;
    const byDefault = await tree(`/api/pets/tree/0/mating/${s.id}/${d.id}`);
    expect(byDefault.subject).toEqual({ kind: 'mating', sireId: s.id, damId: d.id });
    expect(byDefault.depth).toBe(10);
    expect(byDefault.slots.slice(0, 3)).toEqual([SLOT_EMPTY, s.id, d.id]);
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
    const { body: visitor, at } = await treeAt(`/api/pets/tree/${child.id}/3`);
    const json = JSON.stringify(visitor);
    expect(json).not.toContain('Secret Draft Dam');
    expect(visitor.dogs.ids).not.toContain(draft.id);
    expect(visitor.slots).not.toContain(draft.id);
    expect(visitor.slots[2]).toBe(SLOT_HIDDEN);
    expect(at(2)).toBe('hidden');
    // The draft's own parents are published pets and stay visible.
    expect(idAt(at, 5)).toBe(family.g.id);
    const owner = await treeAt(`/api/pets/tree/${child.id}/3`, member.headers);
    expect(owner.at(2)).toMatchObject({ id: draft.id, registeredName: 'Secret Draft Dam' });
    expect(owner.body.coi).toEqual(visitor.coi);
    const visitorSum = visitor.commonAncestors.reduce((total, a) => total + a.contribution, 0);
    expect(visitorSum).toBeCloseTo(visitor.coi.coi, 12);
  });

  it('trees are written as the schema would write them: JSON.stringify adds no field and changes no value', async () => {
    // The tree routes serialize with JSON.stringify (routes/trees.ts); the schema's serializer, which drops what it
    // does not declare, must write the very same answer.
    const bySchema = Fastify();
    bySchema.get('/', { schema: { response: { 200: TreeResponse } } }, async (request) => JSON.parse(String(request.headers['x-tree'])));
    for (const [url, headers] of [
      [`/api/pets/tree/${child.id}/3`, undefined], [`/api/pets/tree/${child.id}/10?locale=de`, member.headers],
      [`/api/pets/tree/0/mating/${family.s.id}/${family.d.id}`, undefined],
    ] as const) {
      const sent = await app.inject({ method: 'GET', url, headers });
      expect(sent.statusCode).toBe(200);
      const rewritten = await bySchema.inject({ method: 'GET', url: '/', headers: { 'x-tree': sent.body } });
      expect(JSON.parse(rewritten.body)).toEqual(JSON.parse(sent.body));
    }
    await bySchema.close();
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

describe('caching: a strong ETag, 304 on If-None-Match, a new ETag after a write', () => {
  const raw = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  /**
   * A sire the member owns (added through the API) and his pup out of Dam: the tree of the pup shows him at slot 1.
   * Each line's names carry its number: the same name with the same birth date is a possible duplicate (409).
   */
  let lines = 0;
  async function ownedLine() {
    lines += 1;
    const sire = await addPetThroughApi(app, member.headers, { registeredName: `Owned Sire ${lines}`, sex: 'male', birthDate: '2015-01-01' });
    const pup = await addPetThroughApi(app, member.headers, {
      registeredName: `Owned Pup ${lines}`, sex: 'female', birthDate: '2019-01-01', sireId: sire.id, damId: family.d.id,
    });
    return { sire, pup, url: `/api/pets/tree/${pup.id}/3` };
  }

  it('answers 304 without a body to its own ETag, and again 200 to any other', async () => {
    const url = `/api/pets/tree/${family.x.id}/3`;
    const first = await raw(url);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/); // strong
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(String(first.headers.vary)).toMatch(/authorization/i);
    const again = await raw(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await raw(url, { 'if-none-match': `W/${etag}, "other"` })).statusCode).toBe(304);
    expect((await raw(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
    // Another request, another tag: depth, generations, language.
    for (const other of [`/api/pets/tree/${family.x.id}/4`, `${url}?generations=5`, `${url}?locale=de`, `/api/pets/tree/${family.s.id}/3`]) {
      expect((await raw(other, { 'if-none-match': etag })).statusCode, other).toBe(200);
    }
  });

  it('the ETag differs between audiences: visitors, each member, moderators', async () => {
    const url = `/api/pets/tree/${family.x.id}/3`;
    const tags = await Promise.all([{}, member.headers, other.headers, moderator.headers].map(async (headers) => (await raw(url, headers)).headers.etag));
    expect(new Set(tags).size).toBe(4);
    const mine = await raw(url, member.headers);
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    expect((await raw(url, { 'if-none-match': String(tags[0]) , ...member.headers })).statusCode).toBe(200);
  });

  it('a write to a dog in the tree changes the ETag, and the answer shows the write at once', async () => {
    const { sire, url } = await ownedLine();
    const before = await raw(url);
    const etag = String(before.headers.etag);
    expect((before.json() as TreeResponse).slots[1]).toBe(sire.id);
    expect((await raw(url, { 'if-none-match': etag })).statusCode).toBe(304);

    // Renamed by its owner: seen at once (the dog's card is dropped), under a new ETag.
    const saved = await app.inject({
      method: 'POST', url: `/api/pets/${sire.id}/save`, headers: member.headers,
      payload: { registeredName: 'Owned Sire Renamed', sex: 'male', birthDate: '2015-01-01', version: await currentVersion(app, sire.id) },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const renamed = await raw(url, { 'if-none-match': etag });
    expect(renamed.statusCode).toBe(200);
    const renamedTag = String(renamed.headers.etag);
    expect(renamedTag).not.toBe(etag);
    expect(treeDogs((renamed.json() as TreeResponse).dogs).get(sire.id)?.registeredName).toBe('Owned Sire Renamed');

    // Taken down to a draft: visitors see a hidden ancestor, under another ETag; the owner still sees him.
    const draft = await app.inject({ method: 'POST', url: '/api/pets/set-publish', headers: member.headers, payload: { id: sire.id, status: 'draft' } });
    expect(draft.statusCode, draft.body).toBe(200);
    const hidden = await raw(url, { 'if-none-match': renamedTag });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.headers.etag).not.toBe(renamedTag);
    expect((hidden.json() as TreeResponse).slots[1]).toBe(SLOT_HIDDEN);
    expect((await tree(url, member.headers)).slots[1]).toBe(sire.id);
  });

  it('a new main photo of a dog in the tree changes the ETag and shows', async () => {
    const { sire, url } = await ownedLine();
    const etag = String((await raw(url)).headers.etag);
    await addMainPhoto(app, sire.id, 'https://img.example/owned-sire.jpg');
    app.events.emit('photosChanged', { petId: sire.id }); // as the photo writes tell (src/domains/files/photos.ts)
    const after = await raw(url, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect((after.json() as TreeResponse).dogs.thumbnails[sire.id]).toBe('https://img.example/owned-sire.jpg');
  });

  it('many trees asked at once are all answered, each as when asked alone', async () => {
    const urls = [family.x, family.s, family.d, family.g].flatMap((pet) => [1, 3, 10].map((depth) => `/api/pets/tree/${pet.id}/${depth}`));
    const alone = await Promise.all(urls.map((url) => tree(url)));
    const together = await Promise.all(urls.map((url) => tree(url)));
    expect(together).toEqual(alone);
  });
});
