import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportMapping, ImportPreview, ImportUploaded } from '@bc/shared/contracts';
import { queryRows } from '../../../../src/db/client';
import { build } from '../../../helpers/build';
import { freshDatabase } from '../../../helpers/database';
import { createCast, type Cast, type TestUser } from '../../../helpers/users';
import { multipart } from '../../files/fixtures';

/** A club's export as it comes: one row per hip test, sire = dam on one row, a parent found nowhere else. */
const CSV = [
  'Registration,Registered Name,Sex,Birthdate,Color,Sire Reg,Dam Reg,Test Date,Result,Notes',
  'ABCA100,Old Shep,M,May  2 1991 ,BLACK/WHITE,,,,,',
  'ABCA101,Meg of Wiston,F,08.03.1992,BLACK & WHITE,,,,,',
  'ABCA200,Wiston Cap,M,Mar  8 1995,BLACK/WHITE,ABCA100,ABCA101,1997-01-10,FAIR,first test',
  'ABCA200,Wiston Cap,M,Mar  8 1995,BLACK/WHITE,ABCA100,ABCA101,1999-02-11,GOOD,second test',
  'ABCA300,Bad Row,F,1996,MAHOGANY,ABCA200,ABCA200,,,',
  'ABCA400,Placeholder Child,F,1998-04-01,,ABCA999,ABCA101,,EXCELLENT,',
  '',
].join('\n');

async function upload(app: FastifyInstance, user: TestUser, text = CSV, name = 'club.csv') {
  const { payload, headers } = await multipart({}, { field: 'file', name, data: Buffer.from(text), type: 'text/csv' });
  return app.inject({ method: 'POST', url: '/api/imports', payload, headers: { ...headers, ...user.headers } });
}

const mappingOf = (uploaded: ImportUploaded): ImportMapping => ({
  registry: 'ABCA',
  // The two columns a moderator maps by hand: the hip result's system, and the registration's registry.
  columns: uploaded.mapping.columns.map((c) => (c.header === 'Result' ? { header: 'Result', field: 'hips', system: 'ofa' } : c)),
});

/** Every row of the tables an import writes, to compare before and after. */
async function dump(app: FastifyInstance) {
  const [pets, regs, health] = await Promise.all([
    queryRows(app.db, sql`select * from pets order by id`),
    queryRows(app.db, sql`select * from pet_registrations order by id`),
    queryRows(app.db, sql`select * from pet_health_results order by id`),
  ]);
  return JSON.stringify({ pets, regs, health });
}

describe('imports: upload, preview, import, undo', () => {
  let app: FastifyInstance;
  let cast: Cast;
  beforeAll(async () => {
    app = await build({ imports: { batch: 2 } });
    cast = await createCast(app);
  });
  afterAll(async () => app.close());

  it('uploads a CSV and offers a mapping guessed from the headers', async () => {
    const res = await upload(app, cast.moderator);
    expect(res.statusCode).toBe(200);
    const body = res.json<ImportUploaded>();
    expect(body.rows).toBe(6);
    expect(body.sample[0][1]).toBe('Old Shep');
    expect(body.mapping.columns.map((c) => c.field)).toEqual(['registration', 'registeredName', 'sex', 'birthDate', 'color', 'sire', 'dam', 'healthDate', null, null]);
  });

  it('refuses a missing file, an empty file, and another member’s import (404)', async () => {
    const { payload, headers } = await multipart({ note: 'x' });
    const none = await app.inject({ method: 'POST', url: '/api/imports', payload, headers: { ...headers, ...cast.moderator.headers } });
    expect(none.statusCode).toBe(400);
    expect(none.json().data.field).toBe('file');
    expect((await upload(app, cast.member, '\n')).statusCode).toBe(400);
    const mine = (await upload(app, cast.member)).json<ImportUploaded>();
    const other = await app.inject({ method: 'GET', url: `/api/imports/${mine.id}`, headers: cast.other.headers });
    expect(other.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/imports/${mine.id}` })).statusCode).toBe(401);
  });

  it('previews every problem with its rows; a bad mapping is a 400 naming the field', async () => {
    const uploaded = (await upload(app, cast.moderator)).json<ImportUploaded>();
    const bad = await app.inject({
      method: 'POST', url: `/api/imports/${uploaded.id}/preview`, headers: cast.moderator.headers,
      payload: { mapping: { registry: 'ABCA', columns: [{ header: 'Nope', field: 'sex' }] } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.field).toBe('mapping.columns.0.header');
    for (const [fixes, field] of [
      [{ color: { MAHOGANY: 'purple' } }, 'resolutions.fixes.color'],
      [{ hips: { WONDERFUL: 'A' } }, 'resolutions.fixes.hips'], // an FCI grade, not OFA's
      [{ registeredName: { x: 'y' } }, 'resolutions.fixes.registeredName'],
    ] as const) {
      const refused = await app.inject({
        method: 'POST', url: `/api/imports/${uploaded.id}/preview`, headers: cast.moderator.headers,
        payload: { mapping: mappingOf(uploaded), resolutions: { choices: {}, fixes } },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().data.field).toBe(field);
    }
    const res = await app.inject({ method: 'POST', url: `/api/imports/${uploaded.id}/preview`, headers: cast.moderator.headers, payload: { mapping: mappingOf(uploaded) } });
    expect(res.statusCode).toBe(200);
    const preview = res.json<ImportPreview>();
    expect(preview.summary).toEqual({ rows: 6, dogs: 5, existing: 0, placeholders: 1, healthResults: 3 });
    expect(preview.problems).toEqual(
      expect.arrayContaining([
        { kind: 'duplicate', rows: [4, 5], dogs: ['ABCA200'] },
        { kind: 'same-parent', rows: [4, 5, 6], dogs: ['ABCA300', 'ABCA200'] },
        { kind: 'unknown-value', rows: [6], dogs: ['ABCA300'], field: 'color', value: 'MAHOGANY' },
      ]),
    );
  });

  it('imports in the background: dogs with their parents, merged results and a placeholder; undo restores the database', async () => {
    const before = await dump(app);
    const uploaded = (await upload(app, cast.moderator)).json<ImportUploaded>();
    const body = { mapping: mappingOf(uploaded), resolutions: { choices: { 'same-parent': 'drop-link' as const }, fixes: { color: { MAHOGANY: 'red-white' } } } };
    const started = await app.inject({ method: 'POST', url: `/api/imports/${uploaded.id}/start`, headers: cast.moderator.headers, payload: body });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().total).toBe(6);
    await app.imports.idle();
    const status = (await app.inject({ method: 'GET', url: `/api/imports/${uploaded.id}`, headers: cast.moderator.headers })).json();
    expect(status).toMatchObject({ status: 'done', done: 6, total: 6, phase: 'finish' });
    // The result names the dogs it wrote, to link to (the placeholder too).
    expect(status.pets.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['Wiston Cap', 'Old Shep', 'ABCA999']));
    expect(status.pets).toHaveLength(6);

    const cap = await queryRows<{ id: number; sire_id: number; dam_id: number; color_id: string; publish_status: string; birth_date: string }>(
      app.db, sql`select p.id, p.sire_id, p.dam_id, p.color_id, p.publish_status, p.birth_date::text from pets p join pet_registrations r on r.pet_id = p.id where r.number = 'ABCA200'`,
    );
    expect(cap).toHaveLength(1);
    expect(cap[0]).toMatchObject({ color_id: 'black-white', publish_status: 'published', birth_date: '1995-03-08' });
    const hips = await queryRows<{ score: string; tested_at: string }>(app.db, sql`select score, tested_at::text from pet_health_results where pet_id = ${cap[0].id} order by tested_at`);
    expect(hips).toEqual([{ score: 'fair', tested_at: '1997-01-10' }, { score: 'good', tested_at: '1999-02-11' }]);
    const page = (await app.inject({ method: 'GET', url: `/api/pets/${cap[0].id}` })).json();
    expect(page.sire?.registeredName ?? page.pet?.sire?.registeredName).toBe('Old Shep');
    const placeholder = await queryRows<{ registered_name: string; sex: string }>(
      app.db, sql`select p.registered_name, p.sex from pets p join pet_registrations r on r.pet_id = p.id where r.number = 'ABCA999' and r.registry = 'ABCA'`,
    );
    expect(placeholder).toEqual([{ registered_name: 'ABCA999', sex: 'male' }]);
    const badRow = await queryRows<{ sire_id: number | null; dam_id: number | null; color_id: string }>(
      app.db, sql`select p.sire_id, p.dam_id, p.color_id from pets p join pet_registrations r on r.pet_id = p.id where r.number = 'ABCA300'`,
    );
    expect(badRow).toEqual([{ sire_id: null, dam_id: null, color_id: 'red-white' }]);
    expect(app.pedigree.engine.has(cap[0].id)).toBe(true);

    // A second start is refused; the undo puts every table back as it was.
    expect((await app.inject({ method: 'POST', url: `/api/imports/${uploaded.id}/start`, headers: cast.moderator.headers, payload: body })).statusCode).toBe(409);
    const undone = await app.inject({ method: 'POST', url: `/api/imports/${uploaded.id}/undo`, headers: cast.moderator.headers });
    expect(undone.statusCode).toBe(200);
    expect(undone.json().status).toBe('undone');
    expect(await dump(app)).toBe(before);
    expect(app.pedigree.engine.has(cap[0].id)).toBe(false);
    expect((await app.inject({ method: 'POST', url: `/api/imports/${uploaded.id}/undo`, headers: cast.moderator.headers })).statusCode).toBe(409);
  });

  it('a member imports drafts of their own; a dog already in the database is updated, and the undo restores it', async () => {
    const first = (await upload(app, cast.premium)).json<ImportUploaded>();
    await app.inject({ method: 'POST', url: `/api/imports/${first.id}/start`, headers: cast.premium.headers, payload: { mapping: mappingOf(first) } });
    await app.imports.idle();
    const drafts = await queryRows<{ publish_status: string; owner_user_id: number }>(
      app.db, sql`select distinct p.publish_status, p.owner_user_id from pets p join import_job_pets j on j.pet_id = p.id where j.job_id = ${first.id}`,
    );
    expect(drafts).toEqual([{ publish_status: 'draft', owner_user_id: cast.premium.user.id }]);
    const before = await dump(app);
    const again = (await upload(app, cast.premium, CSV.replace('BLACK/WHITE,,,,,', 'BLACK/WHITE,,,2001-01-01,EXCELLENT,'))).json<ImportUploaded>();
    // The mapping is remembered for the uploader.
    expect(again.mapping.columns.find((c) => c.header === 'Result')).toEqual({ header: 'Result', field: 'hips', system: 'ofa' });
    const preview = (await app.inject({ method: 'POST', url: `/api/imports/${again.id}/preview`, headers: cast.premium.headers, payload: { mapping: again.mapping } })).json<ImportPreview>();
    expect(preview.summary.existing).toBe(5);
    await app.inject({ method: 'POST', url: `/api/imports/${again.id}/start`, headers: cast.premium.headers, payload: { mapping: again.mapping } });
    await app.imports.idle();
    const shep = await queryRows<{ score: string }>(app.db, sql`select h.score from pet_health_results h join pet_registrations r on r.pet_id = h.pet_id where r.number = 'ABCA100' and r.registry = 'ABCA'`);
    expect(shep.map((h) => h.score)).toContain('excellent');
    expect((await app.inject({ method: 'POST', url: `/api/imports/${again.id}/undo`, headers: cast.premium.headers })).statusCode).toBe(200);
    expect(await dump(app)).toBe(before);
  });
});

describe('imports: a restart during an import resumes it', () => {
  it('closes the app mid-job; a new app on the same database finishes it', async () => {
    const { database, drop } = await freshDatabase();
    const rows = ['Registration,Registered Name,Sex,Birthdate,Sire Reg,Dam Reg'];
    for (let i = 0; i < 40; i++) rows.push(`R${i},Dog ${i},${i % 2 ? 'F' : 'M'},${2000 + (i >> 2)}-01-01,${i >= 4 ? `R${(i >> 2) * 2 - 8 >= 0 ? (i >> 2) * 2 - 8 : 0}` : ''},${i >= 4 ? `R${(i >> 2) * 2 - 7 >= 1 ? (i >> 2) * 2 - 7 : 1}` : ''}`);
    // The first app stops once two batches are written, as a server stopped mid-import would.
    let stopping: Promise<void> | null = null;
    const a: FastifyInstance = await build({
      database, onClose: async () => {},
      imports: { batch: 3, onBatch: (_job, done) => void (done >= 6 && (stopping ??= a.imports.close())) },
    });
    const moderator = (await createCast(a)).moderator;
    const uploaded = (await upload(a, moderator, rows.join('\n'))).json<ImportUploaded>();
    const started = await a.inject({ method: 'POST', url: `/api/imports/${uploaded.id}/start`, headers: moderator.headers, payload: { mapping: { ...uploaded.mapping, registry: 'X' } } });
    expect(started.statusCode).toBe(200);
    await a.imports.idle();
    await stopping;
    await a.close();
    // The database is the test's (not the app's): still open, with the job stopped half-way.
    const half = await a.data.importJobs.head(uploaded.id);
    expect(['queued', 'running']).toContain(half?.status);
    expect(half!.done).toBe(6);
    const b = await build({ database, onClose: drop, imports: { batch: 3 } });
    try {
      await b.ready();
      await b.imports.idle();
      const done = await b.data.importJobs.head(uploaded.id);
      expect(done).toMatchObject({ status: 'done', done: 40, total: 40 });
      const pets = await queryRows<{ n: number; linked: number }>(b.db, sql`select count(*)::int as n, count(sire_id)::int as linked from pets`);
      expect(pets[0]).toEqual({ n: 40, linked: 36 });
      const regs = await queryRows<{ n: number }>(b.db, sql`select count(distinct number)::int as n from pet_registrations`);
      expect(regs[0].n).toBe(40);
    } finally {
      await b.close();
    }
  }, 240_000);
});
