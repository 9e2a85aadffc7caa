import { sql } from 'drizzle-orm';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PetSort, PublishStatus, Sex } from '@bc/shared/contracts';
import { queryRows } from '../../../src/db/client';
import type { PetCriteria } from '../../../src/domains/pets/data/search';
import { compareCodePoints, indexAnswers, PetSearchIndex } from '../../../src/domains/pets/search-index';
import { normalizeSearch } from '../../../src/domains/pets/search-text';
import { warmUp } from '../../../src/warm-up';
import { seedDemoData } from '../../../src/seed';
import { build } from '../../helpers/build';
import { assertProperty } from '../../helpers/fuzz-seed';

/**
 * The in-memory search index answers exactly what the SQL search answers (data/search.ts): the same pets, in the
 * same order, with the same total, for random texts, filters, visibilities, sorts and pages — on the seeded demo
 * data and after writes of every kind.
 */
let app: FastifyInstance;
let texts: string[] = [];
let members: number[] = [];

const index = () => app.pets.searchIndex!;

async function rows<T>(query: string) {
  return queryRows<T>(app.db, sql.raw(query));
}

beforeAll(async () => {
  app = await build();
  await seedDemoData(app.db, { pets: 600 });
  // Some variety the seed may not have: drafts, hidden pets, dead ones, pets created and owned by members.
  await app.db.execute(sql`update pets set publish_status = 'draft' where id % 11 = 0`);
  await app.db.execute(sql`update pets set publish_status = 'hidden' where id % 13 = 0`);
  await app.db.execute(sql`update pets set created_by = (select min(id) from users) where id % 7 = 0`);
  await app.pedigree.reload();
  app.events.emit('petsChanged', { ids: (await rows<{ id: number }>('select id from pets')).map((r) => r.id) });
  await index().settled();
  texts = (await rows<{ search_text: string }>('select search_text from pets')).map((r) => r.search_text);
  members = (await rows<{ id: number }>('select id from users order by id limit 5')).map((r) => r.id);
}, 120_000);
afterAll(async () => app?.close());

const SEXES: Sex[] = ['male', 'female'];
const STATUSES: PublishStatus[] = ['draft', 'published', 'hidden'];
const SORTS: PetSort[] = ['name', 'birth', 'newest'];

/**
 * A piece of a real search text (1–6 characters) as a query is (normalised: a query never holds the fields'
 * separator), or now and then one that matches nothing.
 */
const textArb = () =>
  fc.oneof(
    { weight: 9, arbitrary: fc.tuple(fc.nat(), fc.nat(), fc.integer({ min: 1, max: 6 })).map(([t, at, n]) => {
      const text = texts[t % texts.length];
      const start = at % Math.max(1, text.length - 1);
      return normalizeSearch(text.slice(start, start + n)) || text.slice(0, 3);
    }) },
    { weight: 1, arbitrary: fc.constantFrom('zzq', 'x', 'qj', 'nomatch') },
  );

const criteriaArb = () =>
  fc.record({
    text: textArb(),
    visibility: fc.oneof(
      fc.constant<PetCriteria['visibility']>({ kind: 'published' }),
      fc.constant<PetCriteria['visibility']>({ kind: 'all' }),
      fc.nat().map((k): PetCriteria['visibility'] => ({ kind: 'own', userId: members[k % members.length] })),
    ),
    sex: fc.option(fc.constantFrom(...SEXES), { nil: undefined }),
    alive: fc.option(fc.boolean(), { nil: undefined }),
    status: fc.option(fc.constantFrom(...STATUSES), { nil: undefined }),
    offeredForStud: fc.option(fc.boolean(), { nil: undefined }),
    hasPhotos: fc.option(fc.boolean(), { nil: undefined }),
    countriesOfResidence: fc.option(fc.subarray(['RU', 'GB', 'DE', 'PL', 'LV', 'CZ', 'SE']), { nil: undefined }),
    countriesOfBirth: fc.option(fc.subarray(['RU', 'GB', 'DE', 'PL']), { nil: undefined }),
    birthYearFrom: fc.option(fc.integer({ min: 1995, max: 2026 }), { nil: undefined }),
    birthYearTo: fc.option(fc.integer({ min: 1995, max: 2026 }), { nil: undefined }),
    sort: fc.constantFrom(...SORTS),
    order: fc.constantFrom<'asc' | 'desc'>('asc', 'desc'),
    page: fc.integer({ min: 1, max: 4 }),
    limit: fc.integer({ min: 1, max: 40 }),
  });

async function compare(criteria: PetCriteria) {
  expect(indexAnswers(criteria)).toBe(true);
  const bySql = await app.data.petSearch.search(criteria);
  const found = await index().search(criteria);
  expect(found).not.toBeNull();
  expect({ ids: found!.ids, total: found!.total }).toEqual({ ids: bySql.items.map((p) => p.id), total: bySql.total });
  const page = await app.data.petSearch.pageOf(criteria, found!);
  expect(page).toEqual(bySql);
}

describe('the pets search index', () => {
  it('holds every pet once loaded', async () => {
    const [{ n }] = await rows<{ n: number }>('select count(*)::int as n from pets');
    expect(index().size).toBe(n);
  });

  it('is warmed up at start by searches, pet pages and callers over HTTP through the routes, which leave nothing remembered', async () => {
    const texts = index().sampleTexts(60);
    expect(texts).toHaveLength(60);
    for (const text of texts) expect(text).toMatch(/^[\p{L}\p{N}]{3,6}$/u);
    const ids = index().sampleIds(30);
    expect(new Set(ids).size).toBe(30);
    const [{ held }] = await rows<{ held: number }>(`select count(*)::int as held from pets where id in (${ids.join(',')})`);
    expect(held).toBe(30);
    const level = app.log.level;
    expect(await warmUp(app, { searches: 60, pages: 30, callers: 5 })).toMatchObject({ searches: 60, pages: 30, callers: 5 });
    expect(index().remembered).toEqual({ texts: 0, pets: 0 });
    // The request logs are quieted for the warm-up only.
    expect(app.log.level).toBe(level);
    // At `info` (a log line per request), the warm-up's requests run at `warn`, and `info` is back after; each
    // reaches the API's own request handler as a real HTTP request.
    app.log.level = 'info';
    const seen: { url: string; level: string; status?: number }[] = [];
    const routing = app.routing;
    const handler = (request: IncomingMessage, response: ServerResponse) => {
      const entry: (typeof seen)[number] = { url: request.url ?? '', level: app.log.level };
      seen.push(entry);
      response.on('finish', () => (entry.status = response.statusCode));
      routing(request, response);
    };
    Object.assign(app, { routing: handler });
    try {
      expect(await warmUp(app, { searches: 3, pages: 2, callers: 2 })).toMatchObject({ searches: 3, pages: 2, callers: 2 });
    } finally {
      Object.assign(app, { routing });
      app.log.level = level;
    }
    expect(seen.map((r) => r.level)).toEqual(Array(7).fill('warn'));
    expect(seen.map((r) => [r.url.replace(/\?.*/, '?').replace(/\d+$/, 'N'), r.status])).toEqual([
      ['/api/pets?', 200], ['/api/pets?', 200], ['/api/pets?', 200],
      ['/api/pets/N', expect.any(Number)], ['/api/pets/N', expect.any(Number)],
      ['/api/user', 401], ['/api/user', 401],
    ]);
  });

  it('warm-up never stops the start: a request that gets no answer ends it, logged, and it forgets what it asked', async () => {
    const routing = app.routing;
    const warnings: unknown[] = [];
    const warn = app.log.warn.bind(app.log);
    Object.assign(app.log, { warn: (...args: unknown[]) => warnings.push(args) });
    // Every connection is dropped before an answer: each fetch rejects.
    Object.assign(app, { routing: (request: IncomingMessage) => request.socket.destroy() });
    try {
      expect(await warmUp(app, { searches: 30, pages: 5, callers: 2 })).toMatchObject({ searches: 0, pages: 0, callers: 0 });
    } finally {
      Object.assign(app, { routing });
      Object.assign(app.log, { warn });
    }
    expect(warnings).toHaveLength(1);
    expect(String((warnings[0] as unknown[])[1])).toMatch(/^warm-up stopped \(a request got no answer\)/);
    expect(index().remembered).toEqual({ texts: 0, pets: 0 });
  });

  it('answers what SQL answers, for random criteria', async () => {
    await assertProperty(fc.asyncProperty(criteriaArb(), async (criteria) => compare(criteria as PetCriteria)), 300);
  }, 120_000);

  it('follows writes: saves, hiding, new pets, photos and deletions, through the pets domain and its events', async () => {
    const [pet] = await rows<{ id: number; registered_name: string }>(`select id, registered_name from pets where publish_status = 'published' and sire_id is not null order by id limit 1`);
    const renamed = 'Zyxwvut Quillon';
    // A save of the search columns (written as the pets domain writes them), then told.
    await app.db.execute(sql`update pets set search_text = 'zyxwvut quillon', sort_name = 'zyxwvut quillon', registered_name = ${renamed} where id = ${pet.id}`);
    app.events.emit('petsChanged', { ids: [pet.id] });
    const base = { visibility: { kind: 'published' }, sort: 'name', order: 'asc', page: 1, limit: 20 } as const;
    expect((await index().search({ ...base, text: 'quillon' }))?.ids).toEqual([pet.id]);
    await compare({ ...base, text: 'quillon' });

    await app.db.execute(sql`update pets set publish_status = 'hidden' where id = ${pet.id}`);
    app.events.emit('petsChanged', { ids: [pet.id] });
    expect((await index().search({ ...base, text: 'quillon' }))?.ids).toEqual([]);
    await compare({ ...base, visibility: { kind: 'all' }, text: 'quillon' });

    await app.db.execute(sql`update pets set publish_status = 'published' where id = ${pet.id}`);
    await app.db.execute(sql`insert into pet_photos (pet_id, url, position, is_main) values (${pet.id}, '/files/x.jpg', 0, true)`);
    app.events.emit('photosChanged', { petId: pet.id });
    app.events.emit('petsChanged', { ids: [pet.id] });
    expect((await index().search({ ...base, text: 'quillon', hasPhotos: true }))?.ids).toEqual([pet.id]);

    await app.db.execute(sql`delete from pet_photos where pet_id = ${pet.id}`);
    await app.db.execute(sql`update pets set sire_id = null where sire_id = ${pet.id}`);
    await app.db.execute(sql`update pets set dam_id = null where dam_id = ${pet.id}`);
    await app.db.execute(sql`delete from pets where id = ${pet.id}`);
    app.events.emit('petsChanged', { ids: [pet.id] });
    expect((await index().search({ ...base, visibility: { kind: 'all' }, text: 'quillon' }))?.ids).toEqual([]);
  });

  it('finds a pet added through the API at once, by a search right after the write', async () => {
    const [member] = await rows<{ id: number }>('select id from users where is_moderator order by id limit 1');
    expect(member).toBeDefined();
    const added = await app.pets.add(
      { registeredName: 'Quokkasong Ember', sex: 'female', birthDate: '2020-02-02', publishStatus: 'published' } as never,
      { id: member.id, isModerator: true } as never,
    );
    const found = await index().search({ visibility: { kind: 'published' }, text: 'quokkasong', sort: 'name', order: 'asc', page: 1, limit: 20 });
    expect(found?.ids).toEqual([added.id]);
  });

  it('leaves to SQL what it does not hold: health, breeder, owner and a member\'s own list', () => {
    const base = { visibility: { kind: 'published' }, text: 'storm', sort: 'name', order: 'asc', page: 1, limit: 20 } as const;
    expect(indexAnswers(base)).toBe(true);
    expect(indexAnswers({ ...base, text: undefined })).toBe(false);
    expect(indexAnswers({ ...base, breeder: { userId: 1 } })).toBe(false);
    expect(indexAnswers({ ...base, owner: { name: 'x' } })).toBe(false);
    expect(indexAnswers({ ...base, health: [{ kind: 'dna', set: 'dna:cea', testId: 'cea', values: ['N/N'] }] })).toBe(false);
    expect(indexAnswers({ ...base, member: { userId: 1, role: 'all' } })).toBe(false);
    // Only SQL matches across the fields of search_text (no normalised query holds their separator).
    expect(indexAnswers({ ...base, text: 'a | 12' })).toBe(false);
  });
});

describe('name order', () => {
  it('is code-point order, as PostgreSQL\'s collate "C" (characters beyond the BMP after U+E000–U+FFFF)', () => {
    const names = ['b', 'a', 'ab', '\uffee', '\u{1f600}', 'é', 'z', '\ue000', 'a b'];
    const sorted = [...names].sort(compareCodePoints);
    expect(sorted).toEqual(['a', 'a b', 'ab', 'b', 'z', 'é', '\ue000', '\uffee', '\u{1f600}']);
  });

  it('sorts by name, then id, in both directions', () => {
    const idx = new PetSearchIndex();
    const pet = (id: number, name: string) => ({
      id, searchText: name, sortName: name, sex: 'male' as const, species: 'dog', breedId: 'border-collie', colorId: null, coat: null,
      countryOfBirth: null, countryOfResidence: null, birthDate: null, alive: true, offeredForStud: false, hasPhotos: false,
      publishStatus: 'published' as const, createdBy: null, ownerUserId: null, createdAt: id,
    });
    for (const [id, name] of [[3, 'abc one'], [1, 'abc two'], [2, 'abc one'], [4, 'abd']] as const) idx.put(pet(id, name));
    const base = { visibility: { kind: 'published' }, text: 'ab', page: 1, limit: 10, sort: 'name' } as const;
    expect(idx.search({ ...base, order: 'asc' }).ids).toEqual([2, 3, 1, 4]);
    expect(idx.search({ ...base, order: 'desc' }).ids).toEqual([4, 1, 3, 2]);
    expect(idx.search({ ...base, order: 'asc', page: 2, limit: 3 })).toEqual({ ids: [4], total: 4 });
  });

  it('keeps a small page of many matches in the full order (the bounded heap), equal first keys included', () => {
    const idx = new PetSearchIndex();
    const pets: { id: number; name: string; createdAt: number }[] = [];
    // 600 pets with few distinct first letters (many equal first keys) and equal creation times in runs.
    for (let id = 1; id <= 600; id++) {
      const name = `${'abc'.charAt(id % 3)}${'xy'.charAt(id % 2)}z ${String((id * 7919) % 601).padStart(3, '0')} ${id % 5 ? 'dog' : 'dogs'}`;
      pets.push({ id, name, createdAt: Math.floor(id / 4) });
      idx.put({
        id, searchText: name, sortName: name, sex: 'male', species: 'dog', breedId: 'border-collie', colorId: null, coat: null,
        countryOfBirth: null, countryOfResidence: null, birthDate: null, alive: true, offeredForStud: false, hasPhotos: false,
        publishStatus: 'published', createdBy: null, ownerUserId: null, createdAt: Math.floor(id / 4),
      });
    }
    const byName = [...pets].sort((a, b) => compareCodePoints(a.name, b.name) || a.id - b.id);
    const byNewest = [...pets].sort((a, b) => a.createdAt - b.createdAt || a.id - b.id);
    const base = { visibility: { kind: 'published' }, text: 'dog', limit: 7 } as const;
    for (const page of [1, 2, 5]) {
      const slice = (list: typeof pets) => list.slice((page - 1) * 7, page * 7).map((p) => p.id);
      expect(idx.search({ ...base, page, sort: 'name', order: 'asc' }).ids).toEqual(slice(byName));
      expect(idx.search({ ...base, page, sort: 'name', order: 'desc' }).ids).toEqual(slice([...byName].reverse()));
      expect(idx.search({ ...base, page, sort: 'newest', order: 'asc' }).ids).toEqual(slice(byNewest));
      expect(idx.search({ ...base, page, sort: 'newest', order: 'desc' }).ids).toEqual(slice([...byNewest].reverse()));
    }
  });
});
