import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_SIZES } from '@bc/shared/contracts';
import { queryRows } from '../../src/db/client';
import { checkPdf } from '../../src/domains/files/checks';
import { seedDemoData, type SeedSummary } from '../../src/seed';
import { DEMO_FILE_SHARES, planDemoFiles } from '../../src/seed/demo-files';
import { generateHealthResults } from '../../src/seed/health-results';
import { generatePopulation } from '../../src/seed/population';
import { Random } from '../../src/seed/prng';
import { build } from '../helpers/build';

/** The demo photos and documents (polish issue 15, point 8): drawn, converted like uploads, stored, shared. */
let app: FastifyInstance;
let summary: SeedSummary;
let filesDir: string;
const TODAY = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  // Real password hashing (the demo accounts sign in); the files domain's own storage, in the test's DATA_DIR.
  app = await build({ passwordHashing: undefined });
  filesDir = join(app.files.tempDir, '..', 'files');
  summary = await seedDemoData(app.db, { pets: 400, today: TODAY, files: { storage: app.files.storage } });
}, 300_000); // a few dozen drawings converted to WebP
afterAll(async () => app?.close());

const rows = <T>(query: string) => queryRows<T>(app.db, sql.raw(query));
const one = async <T>(query: string) => (await rows<T>(query))[0];
const keyOfUrl = (url: string) => app.files.storage.keyOf(url);

describe('the demo photos', () => {
  it('give about 40 % of the published dogs a main photo, some two or three, puppies of the live litters too', async () => {
    const share = await one<{ published: number; with_photo: number; several: number; puppies: number; mains: number }>(`
      select count(*)::int as published,
             count(*) filter (where exists (select 1 from pet_photos f where f.pet_id = p.id and f.is_main))::int as with_photo,
             count(*) filter (where (select count(*) from pet_photos f where f.pet_id = p.id) >= 2)::int as several,
             count(*) filter (where p.availability is not null and exists (select 1 from pet_photos f where f.pet_id = p.id))::int as puppies,
             (select count(*) from pet_photos where is_main)::int as mains
      from pets p where p.publish_status = 'published'`);
    expect(share.with_photo / share.published).toBeGreaterThan(DEMO_FILE_SHARES.photo - 0.08);
    expect(share.with_photo / share.published).toBeLessThan(DEMO_FILE_SHARES.photo + 0.08);
    expect(share.several).toBeGreaterThan(share.with_photo * 0.1);
    expect(share.puppies).toBeGreaterThan(0);
    // One main photo per dog with photos; none on unpublished dogs.
    expect(share.mains).toBe(share.with_photo);
    expect((await one<{ n: number }>(`select count(*)::int as n from pet_photos f join pets p on p.id = f.pet_id where p.publish_status <> 'published'`)).n).toBe(0);
    expect(summary.photos).toBe((await one<{ n: number }>('select count(*)::int as n from pet_photos')).n);
  });

  it('point at used image uploads whose WebP sizes are in the storage, one upload shared by the dogs of a drawing', async () => {
    const photos = await rows<{ url: string; upload_id: string; width: number; height: number; status: string; kind: string; files: string[]; upload_url: string; user_id: number }>(`
      select f.url, f.upload_id, f.width, f.height, u.status, u.kind, u.files, u.url as upload_url, u.user_id
      from (select url, upload_id, width, height from pet_photos union all select url, upload_id, width, height from litter_photos) f
      left join uploads u on u.id = f.upload_id`);
    expect(photos.length).toBeGreaterThan(50);
    const uploads = new Set(photos.map((p) => p.upload_id));
    expect(uploads.size).toBe(summary.drawings);
    expect(uploads.size).toBeLessThan(photos.length / 2);
    for (const photo of photos) {
      expect(photo).toMatchObject({ status: 'used', kind: 'image', url: photo.upload_url, width: 1280, height: 960 });
      expect(photo.files).toEqual(Object.values(IMAGE_SIZES).map((size) => `images/${photo.upload_id}/${size}.webp`));
      expect(keyOfUrl(photo.url)).toBe(`images/${photo.upload_id}/1280.webp`);
    }
    for (const id of uploads) {
      for (const size of Object.values(IMAGE_SIZES)) {
        const file = readFileSync(join(filesDir, 'images', id, `${size}.webp`));
        expect(file.subarray(8, 12).toString('latin1')).toBe('WEBP');
      }
    }
  });

  it('are served by the files domain and listed with the pet', async () => {
    const [photo] = await rows<{ pet_id: number; url: string }>('select pet_id, url from pet_photos where is_main order by id limit 1');
    const file = await app.inject({ url: photo.url.replace(/\/1280\.webp$/, '/480.webp') });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const list = await app.inject({ url: `/api/images/pet/${photo.pet_id}` });
    expect(list.statusCode).toBe(200);
    expect(list.json().items[0]).toMatchObject({ url: photo.url, isMain: true, width: 1280, height: 960 });
  });
});

describe('the demo litter photos', () => {
  it('give most live litters and some past ones a main photo, one live litter three, listed with the litter', async () => {
    const litters = await rows<{ id: number; live: boolean; photos: number; mains: number; created_by: number; recorder: number }>(`
      select l.id, l.listed_until is not null and l.listed_until >= current_date as live,
             count(f.id)::int as photos, count(f.id) filter (where f.is_main)::int as mains,
             min(f.created_by) as created_by, l.created_by as recorder
      from litters l join litter_photos f on f.litter_id = l.id group by l.id`);
    expect(litters.length).toBeGreaterThan(3);
    expect(summary.litterPhotos).toBe(litters.reduce((sum, l) => sum + l.photos, 0));
    expect(litters.filter((l) => l.live).length).toBeGreaterThan(0);
    expect(litters.filter((l) => !l.live).length).toBeGreaterThan(0);
    // One main photo each; the three photos of one litter show different drawings.
    for (const litter of litters) expect(litter).toMatchObject({ mains: 1, created_by: litter.recorder });
    const several = litters.filter((l) => l.photos > 1);
    expect(several.map((l) => l.photos)).toEqual([3]);
    const drawings = await rows<{ upload_id: string }>(`select distinct upload_id from litter_photos where litter_id = ${several[0].id}`);
    expect(drawings).toHaveLength(3);

    const [main] = await rows<{ url: string }>(`select url from litter_photos where litter_id = ${several[0].id} and is_main`);
    expect((await app.inject({ url: main.url.replace(/\/1280\.webp$/, '/480.webp') })).statusCode).toBe(200);
    const page = await app.inject({ url: `/api/litters/${several[0].id}` });
    expect(page.statusCode).toBe(200);
    expect(JSON.stringify(page.json())).toContain(main.url);
  });
});

describe('the demo documents', () => {
  it('give about 15 % of the dogs with health results a health certificate, some a pedigree certificate too', async () => {
    const share = await one<{ tested: number; health: number; pedigree: number; linked: number; unlinked: number }>(`
      select count(distinct r.pet_id)::int as tested,
             (select count(*) from pet_documents where kind = 'health')::int as health,
             (select count(*) from pet_documents where kind = 'pedigree')::int as pedigree,
             (select count(*) from pet_health_results r join pet_documents d on d.id = r.document_id and d.pet_id = r.pet_id and d.kind = 'health')::int as linked,
             (select count(*) from pet_health_results r where r.document_id is null
                and exists (select 1 from pet_documents d where d.pet_id = r.pet_id and d.kind = 'health'))::int as unlinked
      from pet_health_results r`);
    expect(share.health / share.tested).toBeGreaterThan(DEMO_FILE_SHARES.healthDocument - 0.07);
    expect(share.health / share.tested).toBeLessThan(DEMO_FILE_SHARES.healthDocument + 0.07);
    expect(share.pedigree).toBeGreaterThan(0);
    expect(share.pedigree).toBeLessThan(share.health);
    // Each result of a dog with a health certificate points at it.
    expect(share.linked).toBeGreaterThan(0);
    expect(share.unlinked).toBe(0);
  });

  it('are PDFs in the storage, with used document uploads of the dog’s owner (else the moderator)', async () => {
    const documents = await rows<{ url: string; upload_id: string; title: string; kind: string; status: string; files: string[]; user_id: number; owner: number | null; registered_name: string }>(`
      select d.url, d.upload_id, d.title, d.kind, u.status, u.files, u.user_id, p.owner_user_id as owner, p.registered_name
      from pet_documents d join uploads u on u.id = d.upload_id join pets p on p.id = d.pet_id`);
    expect(documents.length).toBe(summary.documents);
    const moderator = await one<{ id: number }>(`select id from users where email = 'moderator@example.com'`);
    for (const document of documents) {
      expect(document).toMatchObject({ status: 'used', files: [`docs/${document.upload_id}.pdf`] });
      expect(document.title).toMatch(/^(Health|Pedigree) certificate \(.+\)$/);
      expect(document.user_id).toBe(document.owner ?? moderator.id);
      expect(keyOfUrl(document.url)).toBe(`docs/${document.upload_id}.pdf`);
      const pdf = readFileSync(join(filesDir, 'docs', `${document.upload_id}.pdf`));
      expect(() => checkPdf(pdf)).not.toThrow();
      expect(pdf.toString('latin1')).toContain(document.kind === 'health' ? '(Health certificate) Tj' : '(Pedigree certificate) Tj');
    }
  });
});

describe('deleting a demo photo', () => {
  it('keeps the files another dog’s photo still uses, and removes them with the last photo of the drawing', async () => {
    const login = await app.inject({ method: 'POST', url: '/api/user/login', payload: { email: 'moderator@example.com', password: 'Moderator-2026' } });
    const headers = { authorization: `Bearer ${login.json().accessToken}` };
    const [shared] = await rows<{ upload_id: string }>(`
      select upload_id from pet_photos where upload_id not in (select upload_id from litter_photos)
      group by upload_id having count(*) between 2 and 6 order by count(*), upload_id limit 1`);
    const photos = await rows<{ id: number; pet_id: number }>(`select id, pet_id from pet_photos where upload_id = '${shared.upload_id}' order by id`);
    const large = join(filesDir, 'images', shared.upload_id, '1280.webp');
    for (const [i, photo] of photos.entries()) {
      const deleted = await app.inject({ url: `/api/images/delete/${photo.pet_id}/${photo.id}`, headers });
      expect(deleted.statusCode).toBe(200);
      const last = i === photos.length - 1;
      expect(existsSync(large)).toBe(!last);
      expect((await one<{ n: number }>(`select count(*)::int as n from uploads where id = '${shared.upload_id}'`)).n).toBe(last ? 0 : 1);
    }
  });
});

describe('planDemoFiles', () => {
  const input = () => {
    const population = generatePopulation(300, new Random(5));
    const { health } = generateHealthResults(population.pets, population.genotypes, new Random(6));
    return {
      pets: population.pets, puppyIds: new Set<number>(), health, ownerOf: () => null, breederOf: () => 'Kennel', moderatorId: 1,
      scaleNames: new Map<string, string>(),
      litters: population.litters.map((l, i) => ({ id: l.id, live: i < 4, drawn: population.pets.find((p) => p.id === l.damId)!, createdBy: 1 })),
    };
  };

  it('is deterministic: the same drawings, photos and documents (and upload ids) from the same seed', () => {
    const a = planDemoFiles(input(), new Random(9));
    const b = planDemoFiles(input(), new Random(9));
    expect(a.photos).toEqual(b.photos);
    expect(a.litterPhotos).toEqual(b.litterPhotos);
    expect(a.images.map((i) => i.uploadId)).toEqual(b.images.map((i) => i.uploadId));
    expect(a.documents.map((d) => [d.uploadId, d.title])).toEqual(b.documents.map((d) => [d.uploadId, d.title]));
    expect(planDemoFiles(input(), new Random(10)).photos).not.toEqual(a.photos);
  });

  it('draws each colour, coat and scene once, in fewer scenes for rare colours', () => {
    const plan = planDemoFiles(input(), new Random(9));
    const keys = plan.images.map((i) => `${i.colorId}/${i.coat}/${i.scene}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(plan.images.map((i) => i.uploadId)).size).toBe(keys.length);
    const scenesOf = (combo: string) => keys.filter((k) => k.startsWith(`${combo}/`)).length;
    expect(scenesOf('black-white/rough')).toBe(4);
    // A dog's photos show different drawings.
    const perDog = new Map<number, string[]>();
    for (const photo of plan.photos) perDog.set(photo.petId, [...(perDog.get(photo.petId) ?? []), photo.uploadId]);
    for (const ids of perDog.values()) expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('seedDemoData without files', () => {
  it('gives no dog photos or documents (the API tests seed so)', async () => {
    const plain = await build();
    try {
      const result = await seedDemoData(plain.db, { pets: 12, today: TODAY });
      expect([result.photos, result.documents, result.drawings]).toEqual([0, 0, 0]);
      const [counts] = await queryRows<{ n: number }>(plain.db, sql`select (select count(*) from pet_photos) + (select count(*) from uploads)::int as n`);
      expect(Number(counts.n)).toBe(0);
    } finally {
      await plain.close();
    }
  });
});

describe('the first start on an empty database (seedIfEmpty)', () => {
  it('writes the demo photos and documents to the storage the files domain then serves', async () => {
    const started = await build({ seedIfEmpty: { pets: 20 } });
    try {
      const [photo] = await queryRows<{ url: string }>(started.db, sql`select url from pet_photos where is_main order by id limit 1`);
      expect((await started.inject({ url: photo.url })).statusCode).toBe(200);
      const [document] = await queryRows<{ url: string }>(started.db, sql`select url from pet_documents order by id limit 1`);
      if (document) expect((await started.inject({ url: document.url })).statusCode).toBe(200);
    } finally {
      await started.close();
    }
  }, 120_000);
});
