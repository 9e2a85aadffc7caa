import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAN_MESSAGE } from '@bc/shared/contracts';
import { queryRows } from '../../src/db/client';
import { DEMO_ACCOUNTS, seedDemoData, type SeedSummary } from '../../src/seed';
import { dayOf } from '../../src/seed/calendar';
import { planCurrentBreeding } from '../../src/seed/current-breeding';
import { LOCUS_INDEX } from '../../src/seed/genetics';
import { generatePopulation } from '../../src/seed/population';
import { Random } from '../../src/seed/prng';
import { build } from '../helpers/build';

let app: FastifyInstance;
let summary: SeedSummary;
/** The seed's today: the live announcements are dated from it, and the API's clock is real. */
const TODAY = new Date().toISOString().slice(0, 10);
beforeAll(async () => {
  // Real password hashing: the demo accounts must work with the server's settings.
  app = await build({ passwordHashing: undefined });
  summary = await seedDemoData(app.db, { pets: 600, today: TODAY });
  await app.pedigree.reload();
});
afterAll(async () => app?.close());

const one = async <T>(query: string) => (await queryRows<T>(app.db, sql.raw(query)))[0];

describe('generatePopulation', () => {
  it('is deterministic', () => {
    const a = generatePopulation(300, new Random(7));
    const b = generatePopulation(300, new Random(7));
    expect(a.pets.map((p) => [p.registeredName, p.birthDate, p.sireId])).toEqual(b.pets.map((p) => [p.registeredName, p.birthDate, p.sireId]));
  });

  it('has no TNS-affected parent: affected puppies die in their first months, as they rarely live (polish issue, point 8)', () => {
    const population = generatePopulation(5000, new Random(2026));
    const tns = LOCUS_INDEX.tns;
    const affected = population.pets.filter((p) => p.sireId !== null && population.genotypes.get(p.id - 1, tns) === 2);
    expect(affected.length).toBeGreaterThan(0);
    for (const pup of affected) {
      if (pup.deathDay !== null) expect(pup.deathDay - pup.birthDay).toBeLessThan(240);
    }
    const parents = new Set(population.pets.flatMap((p) => [p.sireId, p.damId]).filter((id): id is number => id !== null));
    expect([...parents].filter((id) => population.genotypes.get(id - 1, tns) === 2 && population.pets[id - 1].sireId !== null)).toEqual([]);
  });

  it('reaches 12+ generations with 5,000 pets', () => {
    const population = generatePopulation(5000, new Random(2026));
    expect(population.pets).toHaveLength(5000);
    expect(population.generations).toBeGreaterThanOrEqual(12);
  });
});

describe('seedDemoData', () => {
  it('loads users, pets, litters, matings, registrations and health data', async () => {
    expect(summary).toMatchObject({ users: DEMO_ACCOUNTS.length });
    // 600 pets of the population, and the puppies of the live litters.
    expect(summary.pets).toBeGreaterThan(600);
    expect((await one<{ n: number }>('select count(*)::int as n from pets')).n).toBe(summary.pets);
    expect(summary.litters).toBeGreaterThan(50);
    expect(summary.matings).toBeGreaterThan(summary.litters);
    expect(summary.dnaResults).toBeGreaterThan(100);
    expect(summary.healthResults).toBeGreaterThan(50);
    expect(DEMO_ACCOUNTS.length).toBeGreaterThanOrEqual(20);
  });

  it('keeps parents consistent: sires male, dams female, dams 2-8.5 years old, sires older than a year', async () => {
    const row = await one<{ bad_sex: number; min_dam: number; max_dam: number; min_sire: number; pups_before_parents: number }>(`
      select count(*) filter (where s.sex <> 'male' or d.sex <> 'female')::int as bad_sex,
             min((p.birth_date - d.birth_date) / 365.25)::float as min_dam, max((p.birth_date - d.birth_date) / 365.25)::float as max_dam,
             min((p.birth_date - s.birth_date) / 365.25)::float as min_sire,
             count(*) filter (where p.birth_date <= s.birth_date or p.birth_date <= d.birth_date)::int as pups_before_parents
      from pets p join pets s on s.id = p.sire_id join pets d on d.id = p.dam_id`);
    expect(row.bad_sex).toBe(0);
    expect(row.pups_before_parents).toBe(0);
    expect(row.min_dam).toBeGreaterThanOrEqual(1.9);
    expect(row.max_dam).toBeLessThanOrEqual(8.6);
    expect(row.min_sire).toBeGreaterThanOrEqual(1.2);
  });

  it('DNA results follow Mendel: no M/M from an N/N parent, no N/N from an M/M parent', async () => {
    const row = await one<{ n: number }>(`
      select count(*)::int as n from pet_dna_results c join pets p on p.id = c.pet_id
      join pet_dna_results sr on sr.pet_id = p.sire_id and sr.test_id = c.test_id
      join pet_dna_results dr on dr.pet_id = p.dam_id and dr.test_id = c.test_id
      where (c.result = 'M/M' and 'N/N' in (sr.result, dr.result)) or (c.result = 'N/N' and 'M/M' in (sr.result, dr.result))`);
    expect(row.n).toBe(0);
    const counts = await one<{ nn: number; mm: number }>(`select count(*) filter (where result = 'N/N')::int as nn, count(*) filter (where result = 'M/M')::int as mm from pet_dna_results`);
    expect(counts.nn).toBeGreaterThan(counts.mm * 5);
  });

  it('leaves no dangling references (foreign keys hold even where the bulk load skipped their triggers)', async () => {
    const row = await one<{ n: number }>(`
      select (select count(*) from pets p where (p.sire_id is not null and not exists (select 1 from pets s where s.id = p.sire_id))
                or (p.dam_id is not null and not exists (select 1 from pets d where d.id = p.dam_id))
                or (p.litter_id is not null and not exists (select 1 from litters l where l.id = p.litter_id))
                or (p.breeder_user_id is not null and not exists (select 1 from users u where u.id = p.breeder_user_id)))
           + (select count(*) from pet_dna_results r where not exists (select 1 from pets p where p.id = r.pet_id)
                or not exists (select 1 from dna_tests t where t.id = r.test_id))
           + (select count(*) from pet_health_results r where not exists (select 1 from health_scales h where h.id = r.scale_id))
           + (select count(*) from matings m where not exists (select 1 from pets p where p.id = m.sire_id))::int as n`);
    expect(Number(row.n)).toBe(0);
  });

  it('draws every health score and DNA result from its dictionary', async () => {
    const row = await one<{ n: number }>(`
      select (select count(*) from pet_health_results r join health_scales h on h.id = r.scale_id
                where not exists (select 1 from jsonb_array_elements(h.options) o where o->>'id' = r.score))
           + (select count(*) from pet_dna_results r join dna_tests t on t.id = r.test_id
                where not exists (select 1 from jsonb_array_elements(t.options) o where o->>'id' = r.result))::int as n`);
    expect(Number(row.n)).toBe(0);
  });

  it('gives unique registration numbers and litters that match their puppies', async () => {
    const row = await one<{ mismatched: number }>(`
      select count(*)::int as mismatched from pets p join litters l on l.id = p.litter_id
      where l.sire_id <> p.sire_id or l.dam_id <> p.dam_id or l.birth_date <> p.birth_date`);
    expect(row.mismatched).toBe(0);
    const next = await app.inject({
      method: 'POST', url: '/api/user/registration',
      payload: { email: 'after-seed@example.test', password: 'Password-123', nickname: 'after-seed', locale: 'en' },
    });
    expect(next.statusCode).toBe(201);
  });

  it('keeps matings and litters as the breeding API writes them: statuses, dates, counts, stud owners', async () => {
    const wrong = await one<{ n: number }>(`
      select (select count(*) from matings where (litter_id is null) = (status = 'whelped'))::int
           + (select count(*) from matings where date is not null and mating_dates[1] <> date)::int
           + (select count(*) from matings where listed_until is null and date is not null)::int
           + (select count(*) from litters l where males_born + females_born <> (select count(*) from pets p where p.litter_id = l.id))::int
           + (select count(*) from matings where stud_answer <> 'not-needed' and (stud_owner_id is null or stud_owner_id = created_by))::int as n`);
    expect(wrong.n).toBe(0);
    const answers = await queryRows<{ stud_answer: string }>(app.db, sql`select distinct stud_answer from matings where litter_id is null order by 1`);
    expect(answers.map((a) => a.stud_answer)).toEqual(expect.arrayContaining(['awaiting', 'confirmed']));
  });

  it('has live breeding announcements: matings in every status, answers awaited from demo accounts, one declined', async () => {
    const statuses = await queryRows<{ status: string }>(app.db, sql`select distinct status from matings where date >= ${TODAY}::date - 365 order by 1`);
    expect(statuses.map((s) => s.status)).toEqual(['cancelled', 'confirmed', 'mated', 'missed', 'planned', 'whelped']);
    const answers = await queryRows<{ nickname: string; stud_answer: string }>(app.db, sql`
      select u.nickname, m.stud_answer from matings m join users u on u.id = m.stud_owner_id
      where m.date >= ${TODAY}::date - 365 and m.stud_answer in ('awaiting', 'declined') order by 2, 1`);
    expect(answers).toEqual(expect.arrayContaining([{ nickname: 'premium-breeder', stud_answer: 'awaiting' }, { nickname: 'premium-breeder', stud_answer: 'declined' }]));
    expect(answers.filter((a) => a.stud_answer === 'declined')).toHaveLength(1);
    // Premium's mated mating whose litter is due: the one the end-to-end test records a litter of.
    const due = await one<{ n: number }>(`select count(*)::int as n from matings m join users u on u.id = m.created_by
      where u.email = 'premium@example.com' and m.status = 'mated' and m.litter_id is null and m.date between '${TODAY}'::date - 72 and '${TODAY}'::date - 56`);
    expect(due.n).toBe(1);
  });

  it('lists litters with puppies available and matings now, keeps the expired ones on their owners’ pages, and has inquiries', async () => {
    const litters = (await app.inject({ url: '/api/matings/litter' })).json();
    expect(litters.total).toBeGreaterThanOrEqual(2);
    expect(litters.items.every((i: { counts: { available: number }; expired: boolean }) => i.counts.available > 0 && !i.expired)).toBe(true);
    expect((await app.inject({ url: '/api/matings/mating' })).json().total).toBeGreaterThanOrEqual(2);
    expect((await app.inject({ url: '/api/matings/planned' })).json().total).toBeGreaterThanOrEqual(1);
    const expired = await one<{ n: number }>(`select (select count(*) from litters where listed_until < '${TODAY}' and birth_date >= '${TODAY}'::date - 365)
      + (select count(*) from matings where listed_until < '${TODAY}' and status = 'mated')::int as n`);
    expect(Number(expired.n)).toBeGreaterThanOrEqual(2);
    const login = await app.inject({ method: 'POST', url: '/api/user/login', payload: { email: 'premium@example.com', password: 'Premium-2026' } });
    const headers = { authorization: `Bearer ${login.json().accessToken}` };
    expect((await app.inject({ url: '/api/matings/user-inquiries', headers })).json().total).toBeGreaterThanOrEqual(2);
    const mine = (await app.inject({ url: '/api/litters/user-litters', headers })).json();
    expect(mine.items[0].puppies).toEqual({ available: 3, reserved: 1, sold: 1, kept: 1 });
    // Its puppies have nothing of their own yet, as the litter writes create them: deleting the litter deletes them.
    const deleted = (await app.inject({ url: `/api/litters/${mine.items[0].litterId}/delete`, headers })).json();
    expect(deleted).toMatchObject({ detached: [] });
    expect(deleted.deleted).toHaveLength(6);
  });

  it('stores each mating’s and litter’s COI as the breeding writes compute it', async () => {
    const rows = await queryRows<{ sire_id: number; dam_id: number; coi: number | null }>(app.db, sql`
      select sire_id, dam_id, coi from matings union all select sire_id, dam_id, coi from litters where sire_id is not null order by 1, 2 limit 400`);
    expect(rows.length).toBeGreaterThan(50);
    for (const row of rows) expect(row.coi, `${row.sire_id} × ${row.dam_id}`).toBeCloseTo(app.pedigree.engine.matingCoi(row.sire_id, row.dam_id), 12);
  });

  it('plans the same live announcements on every run for the same day', () => {
    const plan = () => {
      const population = generatePopulation(600, new Random(2026));
      return planCurrentBreeding(population, dayOf(TODAY), new Random(2027), {
        userOf: (key) => (key === 'premium' ? 2 : key === 'member' ? 4 : /^breeder\d\d$/.test(key) ? 4 + Number(key.slice(7)) : null),
        kennelOf: (user) => (user === 2 ? 24 : user > 4 ? user : null),
      });
    };
    const [a, b] = [plan(), plan()];
    expect(a).toEqual(b);
    expect(a.matings.length).toBeGreaterThanOrEqual(10);
  });

  it('the documented demo accounts sign in; the banned one gets the ban message', async () => {
    const login = (email: string, password: string) => app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });
    const moderator = await login('moderator@example.com', 'Moderator-2026');
    expect(moderator.statusCode).toBe(200);
    expect(moderator.json().user.isModerator).toBe(true);
    const premium = await login('premium@example.com', 'Premium-2026');
    expect(premium.json().user.isPremium).toBe(true);
    const banned = await login('banned@example.com', 'Banned-2026');
    expect(banned.json()).toMatchObject({ statusCode: 403, message: BAN_MESSAGE });
    expect((await login('breeder01@example.com', 'Breeder-2026')).statusCode).toBe(200);
    const token = premium.json().accessToken;
    const reports = (await app.inject({ url: '/api/user/reports', headers: { authorization: `Bearer ${token}` } })).json();
    expect(reports.total).toBe(5);
  });

  it('refuses to seed a database that has data, unless asked to reset', async () => {
    await expect(seedDemoData(app.db, { pets: 50 })).rejects.toThrow(/--reset/);
    const again = await seedDemoData(app.db, { pets: 100, reset: true, today: TODAY });
    expect(again.pets).toBeGreaterThanOrEqual(100);
    expect((await one<{ n: number }>('select count(*)::int as n from pets')).n).toBe(again.pets);
    expect((await one<{ n: number }>('select count(*)::int as n from colors')).n).toBeGreaterThanOrEqual(20);
  });
});
