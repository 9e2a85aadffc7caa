import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageSizes, type PetPhoto } from '@bc/shared/contracts';
import { testConfig, withApp } from '../../../helpers/build';
import { insertPet } from '../../../helpers/pets';
import type { Cast, TestUser } from '../../../helpers/users';
import { getFile, jpeg, multipart, pdf, processFile, uploadUrl } from '../fixtures';

/** POST /api/images/add (FilePond uploads, multipart files, avatars), order, main, delete, list; metadata removal. */
let app: FastifyInstance;
let cast: Cast;
const config = testConfig();

withApp((built) => ({ app, cast } = built), { config });

async function upload(user: TestUser, data?: Buffer, name = 'dog.jpg') {
  const response = await processFile(app, user, 'images', data ?? (await jpeg()), name);
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

const add = (user: TestUser | null, body: object) =>
  app.inject({ method: 'POST', url: '/api/images/add', payload: body, headers: user?.headers });

async function addFile(user: TestUser, fields: Record<string, string>, data: Buffer, name = 'photo.jpg') {
  const { payload, headers } = await multipart(fields, { field: 'file', name, data, type: 'image/jpeg' });
  return app.inject({ method: 'POST', url: '/api/images/add', payload, headers: { ...headers, ...user.headers } });
}

const ownPet = (user: TestUser, publishStatus: 'draft' | 'published' = 'published') =>
  insertPet(app, { createdBy: user.user.id, publishStatus });

describe('attaching photos to a pet', () => {
  it('attaches FilePond uploads in order; the first becomes main; an upload is attached once', async () => {
    const pet = await ownPet(cast.member);
    const first = await upload(cast.member);
    const second = await upload(cast.member);
    const a = await add(cast.member, { petId: pet.id, uploadId: first });
    expect(a.statusCode, a.body).toBe(200);
    const photo = a.json();
    expect(photo).toMatchObject({ uploadId: first, petId: pet.id, position: 0, isMain: true, width: 640, height: 480 });
    expect(photo.url).toBe(`/api/files/images/${first}/1280.webp`);
    expect(photo.sizes).toEqual(imageSizes(photo.url));
    expect((await add(cast.member, { petId: pet.id, uploadId: second })).json()).toMatchObject({ position: 1, isMain: false });

    const again = await add(cast.member, { petId: pet.id, uploadId: first });
    expect(again.statusCode).toBe(409);
    expect(again.json().data.field).toBe('uploadId');
    const revert = await app.inject({ method: 'DELETE', url: uploadUrl('images'), payload: first, headers: { ...cast.member.headers, 'content-type': 'text/plain' } });
    expect(revert.statusCode).toBe(409);

    const list = await app.inject({ url: `/api/images/pet/${pet.id}` });
    expect(list.json().items.map((p: PetPhoto) => [p.position, p.isMain])).toEqual([[0, true], [1, false]]);
    for (const size of Object.values(photo.sizes as Record<string, string>)) expect((await getFile(app, size)).statusCode).toBe(200);
  });

  it('takes a multipart file with kind=pet and petId', async () => {
    const pet = await ownPet(cast.member);
    const response = await addFile(cast.member, { kind: 'pet', petId: String(pet.id) }, await jpeg(2000, 1000));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ petId: pet.id, isMain: true, width: 1280, height: 640 });
  });

  it('refuses what does not fit: no petId, both or neither of uploadId and file, a document upload, bad fields', async () => {
    const pet = await ownPet(cast.member);
    expect((await add(cast.member, { uploadId: await upload(cast.member) })).json().data.field).toBe('petId');
    expect((await add(cast.member, { petId: pet.id })).json().data.field).toBe('uploadId');
    expect((await add(cast.member, { kind: 'avatar', petId: pet.id, uploadId: 'A'.repeat(22) })).json().data.field).toBe('petId');
    const doc = await processFile(app, cast.member, 'docs', pdf(), 'a.pdf');
    const wrongKind = await add(cast.member, { petId: pet.id, uploadId: doc.body });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().message).toBe(`Upload "${doc.body}" is a document, not an image`);
    expect((await add(cast.member, { petId: pet.id, uploadId: 'C'.repeat(22) })).statusCode).toBe(404);
    const notNumber = await addFile(cast.member, { kind: 'pet', petId: 'abc' }, await jpeg());
    expect(notNumber.statusCode).toBe(400);
    expect(notNumber.json().data.field).toBe('petId');
    const unknown = await addFile(cast.member, { kind: 'pet', petId: String(pet.id), colour: 'red' }, await jpeg());
    expect(unknown.json()).toMatchObject({ statusCode: 400, data: { field: 'colour' } });
    const text = await addFile(cast.member, { kind: 'pet', petId: String(pet.id) }, Buffer.from('plain text, no image'), 'a.jpg');
    expect(text.json()).toMatchObject({ statusCode: 400, data: { code: 'unsupported_type' } });
  });

  it('lets only the owner (creator or owner member) and moderators attach; visitors 401, banned 403', async () => {
    const pet = await ownPet(cast.member);
    const ownedPet = await insertPet(app, { ownerUserId: cast.other.user.id });
    const id = await upload(cast.other);
    const refused = await add(cast.other, { petId: pet.id, uploadId: id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().data.code).toBe('not_owner');
    expect((await addFile(cast.other, { petId: String(pet.id) }, await jpeg())).statusCode).toBe(403);
    expect((await add(cast.other, { petId: ownedPet.id, uploadId: id })).statusCode).toBe(200);
    expect((await add(cast.moderator, { petId: pet.id, uploadId: await upload(cast.moderator) })).statusCode).toBe(200);
    expect((await add(null, { petId: pet.id, uploadId: id })).statusCode).toBe(401);
    expect((await add(cast.banned, { petId: pet.id, uploadId: id })).statusCode).toBe(403);
    // Someone else's upload cannot be attached even to one's own pet.
    expect((await add(cast.member, { petId: pet.id, uploadId: await upload(cast.other) })).statusCode).toBe(404);
    // A draft of someone else is not even there.
    const draft = await ownPet(cast.member, 'draft');
    expect((await add(cast.other, { petId: draft.id, uploadId: await upload(cast.other) })).statusCode).toBe(404);
  });
});

describe('avatars', () => {
  it("answers { url } to the account page's upload: multipart file + kind=avatar", async () => {
    const form = new FormData();
    form.append('file', new Blob([await jpeg(600, 600)], { type: 'image/webp' }), 'avatar.webp');
    form.append('kind', 'avatar');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const response = await app.inject({
      method: 'POST', url: '/api/images/add', payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type')!, ...cast.member.headers },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ id: null, petId: null, isMain: false });
    expect(body.url).toMatch(/^\/api\/files\/images\/[A-Za-z0-9_-]{22}\/480\.webp$/);
    const file = await getFile(app, body.url);
    expect(file.headers['content-type']).toBe('image/webp');
    expect((await sharp(file.rawPayload).metadata()).width).toBe(480);
    // Kept: it does not expire like an unattached upload.
    expect((await app.files.uploads.find(body.uploadId))?.status).toBe('used');
  });

  it('also keeps a FilePond upload as an avatar', async () => {
    const response = await add(cast.member, { kind: 'avatar', uploadId: await upload(cast.member) });
    expect(response.statusCode).toBe(200);
    expect(response.json().url).toMatch(/480\.webp$/);
  });
});

describe('metadata', () => {
  it('removes EXIF (GPS included) from every stored size and turns the image upright', async () => {
    const original = await jpeg(800, 400, { gps: true, orientation: 6 });
    const meta = await sharp(original).metadata();
    expect(meta.exif?.includes('TestCam')).toBe(true);
    expect(meta.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer (0x8825)

    const pet = await ownPet(cast.member);
    const response = await addFile(cast.member, { petId: String(pet.id) }, original);
    expect(response.statusCode).toBe(200);
    for (const url of Object.values(response.json().sizes as Record<string, string>)) {
      const stored = (await getFile(app, url)).rawPayload;
      const info = await sharp(stored).metadata();
      expect(info.format).toBe('webp');
      expect(info.exif).toBeUndefined();
      expect(info.xmp).toBeUndefined();
      expect(info.iptc).toBeUndefined();
      expect(info.orientation).toBeUndefined();
      expect(stored.includes('TestCam')).toBe(false);
      expect(stored.includes('Secret Owner')).toBe(false);
      expect(stored.includes('EXIF')).toBe(false);
      expect(info.height!).toBeGreaterThan(info.width!); // orientation 6: 800×400 shown as 400×800
    }
    const key = (response.json().url as string).replace('/api/files/', '');
    expect(readFileSync(join(config.dataDir, 'files', key)).includes('TestCam')).toBe(false);
  });
});

describe('order, main and delete', () => {
  async function petWithPhotos(n: number) {
    const pet = await ownPet(cast.member);
    const photos: number[] = [];
    for (let i = 0; i < n; i++) photos.push((await add(cast.member, { petId: pet.id, uploadId: await upload(cast.member) })).json().id);
    return { pet, photos };
  }

  it('reorders all photos and changes the main one', async () => {
    const { pet, photos: [a, b, c] } = await petWithPhotos(3);
    const ordered = await app.inject({ method: 'POST', url: '/api/images/order', headers: cast.member.headers, payload: { petId: pet.id, ids: [c, a, b] } });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(ordered.json().items.map((p: PetPhoto) => [p.id, p.position, p.isMain])).toEqual([[c, 0, false], [a, 1, true], [b, 2, false]]);
    const partial = await app.inject({ method: 'POST', url: '/api/images/order', headers: cast.member.headers, payload: { petId: pet.id, ids: [c, a] } });
    expect(partial.json()).toMatchObject({ statusCode: 400, data: { field: 'ids' } });
    const main = await app.inject({ method: 'POST', url: '/api/images/main', headers: cast.member.headers, payload: { petId: pet.id, id: b } });
    expect(main.json().items.filter((p: PetPhoto) => p.isMain).map((p: PetPhoto) => p.id)).toEqual([b]);
    expect((await app.inject({ method: 'POST', url: '/api/images/main', headers: cast.other.headers, payload: { petId: pet.id, id: b } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/images/order', headers: cast.other.headers, payload: { petId: pet.id, ids: [a, b, c] } })).statusCode).toBe(403);
  });

  it('deletes a photo with its files; the next photo becomes main; only owner and moderators', async () => {
    const { pet, photos: [a, b] } = await petWithPhotos(2);
    const [photoA] = (await app.inject({ url: `/api/images/pet/${pet.id}` })).json().items as PetPhoto[];
    expect((await app.inject({ url: `/api/images/delete/${pet.id}/${a}`, headers: cast.other.headers })).statusCode).toBe(403);
    expect((await app.inject({ url: `/api/images/delete/${pet.id}/${a}` })).statusCode).toBe(401);
    const response = await app.inject({ url: `/api/images/delete/${pet.id}/${a}`, headers: cast.member.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().items.map((p: PetPhoto) => [p.id, p.isMain])).toEqual([[b, true]]);
    expect((await getFile(app, photoA.url)).statusCode).toBe(404);
    expect(existsSync(join(config.dataDir, 'files', photoA.url.replace('/api/files/', '')))).toBe(false);
    expect((await app.inject({ url: `/api/images/delete/${pet.id}/${a}`, headers: cast.member.headers })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/images/delete/${pet.id}/${b}`, headers: cast.moderator.headers })).json().items).toEqual([]);
  });

  it("lists a draft's photos only to its owner and moderators", async () => {
    const draft = await ownPet(cast.member, 'draft');
    expect((await app.inject({ url: `/api/images/pet/${draft.id}` })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/images/pet/${draft.id}`, headers: cast.other.headers })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/images/pet/${draft.id}`, headers: cast.member.headers })).statusCode).toBe(200);
    expect((await app.inject({ url: `/api/images/pet/${draft.id}`, headers: cast.moderator.headers })).statusCode).toBe(200);
  });
});
