import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudRankingResponse } from '@bc/shared/contracts';
import { breedRules } from '../../../../src/db/schema';
import { build } from '../../../helpers/build';
import { createUser, type TestUser } from '../../../helpers/users';
import { addDnaResult, addPet, type Pet } from '../fixtures';

/**
 * GET /api/pets/:id/stud-ranking with a breeder's filters. The candidates live in Finland (FI) and Latvia (LV),
 * where no other pet of this database lives, so every answer is exact:
 *
 *   P1 (clear) × P2 (clear) → M3 "Clear By Parentage" (LV, 2017): the dam's paternal half-brother, offspring COI 1/8
 *   M1 "Tested Clear" (FI, 2015, cea N/N), M2 "Deceased" (FI, 2008, died 2019), M4 "Carrier" (FI, 2016, cea N/M):
 *   unrelated to the dam; M5 "Not Offered" (FI, 2016, cea N/N) is not offered for stud.
 */
let app: FastifyInstance;
let dam: Pet;
let m1: Pet;
let m2: Pet;
let m3: Pet;
let m4: Pet;
let m5: Pet;

/** The ranked search is a premium benefit: a premium member ranks (visitors and other members get 403, below). */
let premium: TestUser;

beforeAll(async () => {
  app = await build();
  premium = await createUser(app, { role: 'premium' });
  // The breed's rules (read once and kept for a minute): the default thresholds, and an NCL result required of each parent.
  await app.db.update(breedRules).set({ coiWarning: 0.0625, coiHigh: 0.125, requiredTests: ['ncl'] }).where(eq(breedRules.breedId, 'border-collie'));
  const p1 = await addPet(app, { registeredName: 'Clear Grand Sire', sex: 'male', birthDate: '2010-01-01' });
  const p2 = await addPet(app, { registeredName: 'Clear Grand Dam', sex: 'female', birthDate: '2011-01-01' });
  const damOfDam = await addPet(app, { registeredName: 'Dam Of Dam', sex: 'female', birthDate: '2011-02-01' });
  dam = await addPet(app, { registeredName: 'Ranking Dam', sex: 'female', birthDate: '2016-03-01', sireId: p1.id, damId: damOfDam.id });
  const offered = { sex: 'male' as const, offeredForStud: true };
  m1 = await addPet(app, { ...offered, registeredName: 'Tested Clear', birthDate: '2015-05-01', countryOfResidence: 'FI' });
  m2 = await addPet(app, { ...offered, registeredName: 'Deceased', birthDate: '2008-05-01', deathDate: '2019-01-01', countryOfResidence: 'FI' });
  m3 = await addPet(app, {
    ...offered, registeredName: 'Clear By Parentage', birthDate: '2017-05-01', countryOfResidence: 'LV', sireId: p1.id, damId: p2.id,
  });
  m4 = await addPet(app, { ...offered, registeredName: 'Carrier', birthDate: '2016-05-01', countryOfResidence: 'FI' });
  m5 = await addPet(app, { registeredName: 'Not Offered', sex: 'male', birthDate: '2016-06-01', countryOfResidence: 'FI' });
  await addDnaResult(app, p1.id, 'cea', 'N/N');
  await addDnaResult(app, p2.id, 'cea', 'N/N');
  await addDnaResult(app, m1.id, 'cea', 'N/N');
  await addDnaResult(app, m4.id, 'cea', 'N/M');
  await addDnaResult(app, m5.id, 'cea', 'N/N');
  await addDnaResult(app, m1.id, 'ncl', 'N/N');
});
afterAll(async () => app?.close());

const get = async (query: string) => {
  const response = await app.inject({ method: 'GET', url: `/api/pets/${dam.id}/stud-ranking?${query}`, headers: premium.headers });
  return { status: response.statusCode, body: response.json() };
};
const ranking = async (query: string) => {
  const { status, body } = await get(query);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as StudRankingResponse;
};
const ids = (body: StudRankingResponse) => body.items.map((item) => item.pet.id);
const byId = (...pets: Pet[]) => pets.map((p) => p.id).sort((a, b) => a - b);

describe('GET /api/pets/:id/stud-ranking is for premium members', () => {
  it('answers a visitor and a member without premium 403 premium-required, naming nothing of the ranking; premium and moderators rank', async () => {
    const url = `/api/pets/${dam.id}/stud-ranking`;
    const [member, lapsed, moderator] = await Promise.all([createUser(app), createUser(app), createUser(app, { role: 'moderator' })]);
    await app.data.users.update(lapsed.user.id, { premiumUntil: new Date(Date.now() - 60_000) });
    for (const headers of [undefined, member.headers, lapsed.headers]) {
      const refused = await app.inject({ method: 'GET', url, headers });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ statusCode: 403, message: expect.stringContaining('premium'), data: { code: 'premium-required' } });
      expect(refused.body).not.toContain('Tested Clear');
    }
    expect((await app.inject({ method: 'GET', url, headers: premium.headers })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url, headers: moderator.headers })).statusCode).toBe(200);
  });
});

describe('GET /api/pets/:id/stud-ranking filters', () => {
  it('countryOfResidence: males living in any of the countries, still ordered by the offspring COI', async () => {
    const fi = await ranking('countryOfResidence=FI');
    expect(ids(fi)).toEqual(byId(m1, m2, m4)); // all unrelated (COI 0): ties by id; M5 is not offered
    expect(fi.total).toBe(3);
    const both = await ranking('countryOfResidence=FI,LV&generations=4');
    expect(ids(both)).toEqual([...byId(m1, m2, m4), m3.id]);
    expect(both.items[3].coi).toBeCloseTo(0.125, 12);
    expect(both.items[3].coiGenerations).toBeCloseTo(0.125, 12);
    expect(both.items.map((item) => item.rank)).toEqual([1, 2, 3, 4]);
  });

  it('clearFor: tested N/N or clear by parentage for every test named', async () => {
    const cea = await ranking('countryOfResidence=FI,LV&clearFor=cea');
    expect(ids(cea)).toEqual([m1.id, m3.id]); // the carrier and the untested male are out
    expect(cea.items[1].pet.dna.cea).toBe('clear-by-parentage');
    expect(ids(await ranking('countryOfResidence=FI,LV&clearFor=cea,ncl'))).toEqual([m1.id]);
    expect(ids(await ranking('countryOfResidence=FI&offeredOnly=false&clearFor=cea'))).toEqual(byId(m1, m5));
  });

  it('birthYearFrom / birthYearTo (inclusive) and alive', async () => {
    expect(ids(await ranking('countryOfResidence=FI,LV&birthYearFrom=2015&birthYearTo=2016'))).toEqual(byId(m1, m4));
    expect(ids(await ranking('countryOfResidence=FI,LV&birthYearFrom=2017'))).toEqual([m3.id]);
    expect(ids(await ranking('countryOfResidence=FI,LV&birthYearTo=2008'))).toEqual([m2.id]);
    expect(ids(await ranking('countryOfResidence=FI&alive=false'))).toEqual([m2.id]);
    expect(ids(await ranking('countryOfResidence=FI&alive=true'))).toEqual(byId(m1, m4));
  });

  it('filters combine with AND and page over what is left', async () => {
    const first = await ranking('countryOfResidence=FI,LV&alive=true&birthYearFrom=2015&limit=2');
    expect(first).toMatchObject({ total: 3, page: 1, limit: 2, damId: dam.id });
    expect(ids(first)).toEqual(byId(m1, m4));
    const second = await ranking('countryOfResidence=FI,LV&alive=true&birthYearFrom=2015&limit=2&page=2');
    expect(second.items.map((item) => [item.rank, item.pet.id])).toEqual([[3, m3.id]]);
    expect((await ranking('countryOfResidence=LV&alive=false')).total).toBe(0);
  });

  it('bad filters answer 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['countryOfResidence=XX', 'countryOfResidence'],
      ['countryOfResidence=fi', 'countryOfResidence'],
      ['countryOfResidence=FI,', 'countryOfResidence'],
      ['birthYearFrom=2018&birthYearTo=2015', 'birthYearTo'],
      ['birthYearFrom=1700', 'birthYearFrom'],
      ['birthYearTo=soon', 'birthYearTo'],
      ['alive=maybe', 'alive'],
      ['clearFor=nope', 'clearFor'],
      ['clearFor=CEA', 'clearFor'],
      ['clearFor=cea,,ncl', 'clearFor'],
      [`clearFor=${Array.from({ length: 11 }, (_, k) => `t${k}`).join(',')}`, 'clearFor'],
      ['color=black', 'color'],
    ];
    for (const [query, field] of cases) {
      const answer = await get(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.data?.field, query).toBe(field);
    }
  });
});

describe('GET /api/pets/:id/stud-ranking rows: DNA risk, rules, country and offspring', () => {
  let carrierDam: Pet;
  beforeAll(async () => {
    // A dam tested carrier for CEA (the breed requires an NCL result on each parent: see the first beforeAll).
    carrierDam = await addPet(app, { registeredName: 'Carrier Dam', sex: 'female', birthDate: '2017-01-01' });
    await addDnaResult(app, carrierDam.id, 'cea', 'N/M');
    await addPet(app, { registeredName: 'Son Of Tested Clear', sex: 'male', birthDate: '2019-01-01', sireId: m1.id, damId: carrierDam.id });
  });
  const rowsOf = async (damId: number, query = '') => {
    const response = await app.inject({ method: 'GET', url: `/api/pets/${damId}/stud-ranking?countryOfResidence=FI,LV${query}`, headers: premium.headers });
    expect(response.statusCode, response.body).toBe(200);
    return new Map((response.json() as StudRankingResponse).items.map((item) => [item.pet.id, item]));
  };

  it('counts the DNA tests where puppies surely or possibly are affected, and warns of the sure ones in red', async () => {
    const rows = await rowsOf(carrierDam.id);
    expect(rows.get(m4.id)!.dnaRisk).toEqual({ certain: ['cea'], possible: [] }); // carrier × carrier: 25 %
    expect(rows.get(m4.id)!.warnings).toContainEqual({ code: 'dna-risk', level: 'high', params: { test: 'cea', affectedMin: 0.25, affectedMax: 0.25 } });
    expect(rows.get(m2.id)!.dnaRisk).toEqual({ certain: [], possible: ['cea'] }); // untested × carrier
    expect(rows.get(m1.id)!.dnaRisk).toEqual({ certain: [], possible: [] }); // N/N: no puppy affected
    expect(rows.get(m3.id)!.dnaRisk).toEqual({ certain: [], possible: [] }); // clear by parentage
  });

  it('withoutDnaRisk leaves out the males with which some puppies would surely be affected', async () => {
    const rows = await rowsOf(carrierDam.id, '&withoutDnaRisk=true');
    expect([...rows.keys()].sort((a, b) => a - b)).toEqual(byId(m1, m2, m3));
  });

  it('gives the COI light and the breed rules’ warnings: the COI above the threshold, a required test missing on the male', async () => {
    const rows = await rowsOf(dam.id);
    const halfBrother = rows.get(m3.id)!; // offspring COI 1/8: above 6.25 %, not above 12.5 %
    expect(halfBrother.light).toBe('amber');
    expect(halfBrother.warnings).toContainEqual({ code: 'coi', level: 'warning', params: { coi: 0.125, threshold: 0.0625 } });
    expect(rows.get(m4.id)!.light).toBe('green');
    // NCL is required: M1 has a result, the others none
    const missing = (id: number) => rows.get(id)!.warnings.filter((w) => w.code === 'missing-test').map((w) => w.params);
    expect(missing(m1.id)).toEqual([]);
    expect(missing(m4.id)).toEqual([{ test: 'ncl', parent: 'sire', petId: m4.id }]);
  });

  it('says where the male lives and how many published offspring he has', async () => {
    const rows = await rowsOf(carrierDam.id);
    expect(rows.get(m3.id)).toMatchObject({ countryOfResidence: 'LV', offspringCount: 0 });
    expect(rows.get(m1.id)).toMatchObject({ countryOfResidence: 'FI', offspringCount: 1 });
  });
});
