import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { PetDocument } from '@bc/shared/contracts';
import { withApp } from '../../../helpers/build';
import { insertPet } from '../../../helpers/pets';
import type { Cast, TestUser } from '../../../helpers/users';
import { getFile, jpeg, multipart, pdf, processFile } from '../fixtures';

/** POST /api/docs/add (FilePond uploads or multipart files), delete, list. */
let app: FastifyInstance;
let cast: Cast;

withApp((built) => ({ app, cast } = built));

async function upload(user: TestUser, data: Buffer, name: string) {
  const response = await processFile(app, user, 'docs', data, name);
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

const add = (user: TestUser | null, body: object) => app.inject({ method: 'POST', url: '/api/docs/add', payload: body, headers: user?.headers });

async function addFile(user: TestUser, fields: Record<string, string>, data: Buffer, name: string) {
  const { payload, headers } = await multipart(fields, { field: 'file', name, data });
  return app.inject({ method: 'POST', url: '/api/docs/add', payload, headers: { ...headers, ...user.headers } });
}

describe('documents', () => {
  it('attaches an uploaded PDF with its title and kind; the file is served as PDF', async () => {
    const pet = await insertPet(app, { createdBy: cast.member.user.id });
    const data = pdf();
    const response = await add(cast.member, { petId: pet.id, uploadId: await upload(cast.member, data, 'rkf.pdf'), title: 'RKF pedigree', kind: 'pedigree' });
    expect(response.statusCode, response.body).toBe(200);
    const document = response.json() as PetDocument;
    expect(document).toMatchObject({ kind: 'pedigree', title: 'RKF pedigree' });
    expect(document.url).toMatch(/^\/api\/files\/docs\/[A-Za-z0-9_-]{22}\.pdf$/);
    const file = await getFile(app, document.url);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.rawPayload.equals(data)).toBe(true);
  });

  it('takes a multipart file; a .jpg holding PDF bytes is stored as PDF; kind defaults to other, title to the name', async () => {
    const pet = await insertPet(app, { createdBy: cast.member.user.id });
    const response = await addFile(cast.member, { petId: String(pet.id) }, pdf(), 'Hip score.jpg');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ kind: 'other', title: 'Hip score' });
    expect(response.json().url).toMatch(/\.pdf$/);
  });

  it('stores JPEG documents without their EXIF', async () => {
    const pet = await insertPet(app, { createdBy: cast.member.user.id });
    const response = await addFile(cast.member, { petId: String(pet.id), kind: 'health', title: 'Eye test' }, await jpeg(600, 800, { gps: true }), 'eyes.jpg');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().url).toMatch(/\.jpg$/);
    const stored = (await getFile(app, response.json().url)).rawPayload;
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 600, 800, undefined]);
    expect(stored.includes('TestCam')).toBe(false);
  });

  it('refuses an image upload, a foreign pet, a bad kind; lists and deletes (owner and moderators)', async () => {
    const pet = await insertPet(app, { createdBy: cast.member.user.id });
    const image = await processFile(app, cast.member, 'images', await jpeg(), 'a.jpg');
    expect((await add(cast.member, { petId: pet.id, uploadId: image.body })).json().message).toBe(`Upload "${image.body}" is an image, not a document`);
    expect((await add(cast.other, { petId: pet.id, uploadId: await upload(cast.other, pdf(), 'a.pdf') })).statusCode).toBe(403);
    expect((await add(cast.member, { petId: pet.id, uploadId: await upload(cast.member, pdf(), 'a.pdf'), kind: 'passport' })).json().data.field).toBe('kind');
    expect((await add(null, { petId: pet.id })).statusCode).toBe(401);

    const first = (await add(cast.member, { petId: pet.id, uploadId: await upload(cast.member, pdf(), 'one.pdf') })).json() as PetDocument;
    const second = (await add(cast.moderator, { petId: pet.id, uploadId: await upload(cast.moderator, pdf(), 'two.pdf') })).json() as PetDocument;
    const list = await app.inject({ url: `/api/docs/pet/${pet.id}` });
    expect(list.json().items.map((d: PetDocument) => d.title)).toEqual(['one', 'two']);

    expect((await app.inject({ url: `/api/docs/delete/${pet.id}/${first.id}`, headers: cast.other.headers })).statusCode).toBe(403);
    const deleted = await app.inject({ url: `/api/docs/delete/${pet.id}/${first.id}`, headers: cast.member.headers });
    expect(deleted.json().items.map((d: PetDocument) => d.id)).toEqual([second.id]);
    expect((await getFile(app, first.url)).statusCode).toBe(404);
    expect((await getFile(app, second.url)).statusCode).toBe(200);
  });
});
