import { existsSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FILEPOND_CHUNK_SIZE, filePondChunkHeaders } from '@bc/shared/contracts';
import { petPhotos, uploads } from '../../../../src/db/schema';
import { testConfig, withApp } from '../../../helpers/build';
import { insertPet } from '../../../helpers/pets';
import type { Cast, TestUser } from '../../../helpers/users';
import { jpeg, noisePng, patchChunk, pdf, startChunked, uploadUrl } from '../fixtures';

/** FilePond chunked uploads: start, PATCH chunks, HEAD to resume, expiry. */
let app: FastifyInstance;
let cast: Cast;
const config = testConfig();
const tempFile = (id: string) => join(config.dataDir, 'uploads-tmp', `${id}.part`);

withApp((built) => ({ app, cast } = built), { config });

const offsetOf = async (user: TestUser, target: 'images' | 'docs', id: string) => {
  const response = await app.inject({ method: 'HEAD', url: `${uploadUrl(target)}?patch=${id}`, headers: user.headers });
  expect(response.statusCode).toBe(200);
  return Number(response.headers['upload-offset']);
};

async function start(user: TestUser, target: 'images' | 'docs', length: number) {
  const response = await startChunked(app, user, target, length);
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

/** Sends `data` from `from` in chunks of `size`, like FilePond; answers the status of each PATCH. */
async function sendChunks(user: TestUser, target: 'images' | 'docs', id: string, data: Buffer, name: string, from = 0, size = FILEPOND_CHUNK_SIZE) {
  const statuses: number[] = [];
  for (let offset = from; offset < data.length; offset += size) {
    const response = await patchChunk(app, user, target, id, { offset, length: data.length, name, data: data.subarray(offset, offset + size) });
    expect(response.statusCode, response.body).toBe(204);
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('a 12 MB image in chunks of 5,000,000 bytes', () => {
  it('is interrupted after chunk 1, resumes from the HEAD offset and completes', async () => {
    const image = await noisePng(2000, 2000);
    expect(image.length).toBeGreaterThan(10_000_001);
    expect(image.length).toBeLessThan(15_000_000);
    const id = await start(cast.member, 'images', image.length);
    expect(await offsetOf(cast.member, 'images', id)).toBe(0);

    const first = await patchChunk(app, cast.member, 'images', id, { offset: 0, length: image.length, name: 'noise.png', data: image.subarray(0, FILEPOND_CHUNK_SIZE) });
    expect(first.statusCode).toBe(204);

    // The connection drops in the middle of chunk 2: nothing of it is kept.
    const cut = new Readable({
      read() {
        this.push(image.subarray(FILEPOND_CHUNK_SIZE, FILEPOND_CHUNK_SIZE + 1_000_000));
        this.destroy(new Error('connection lost'));
      },
    });
    await app
      .inject({
        method: 'PATCH', url: `${uploadUrl('images')}?patch=${id}`, payload: cut,
        headers: {
          ...cast.member.headers, 'content-type': 'application/offset+octet-stream', 'upload-offset': String(FILEPOND_CHUNK_SIZE),
          'upload-length': String(image.length), 'upload-name': 'noise.png',
        },
      })
      .catch(() => undefined);

    // FilePond asks where to resume.
    expect(await offsetOf(cast.member, 'images', id)).toBe(FILEPOND_CHUNK_SIZE);
    // A chunk at the wrong offset is refused with the right one.
    const wrong = await patchChunk(app, cast.member, 'images', id, { offset: 0, length: image.length, name: 'noise.png', data: image.subarray(0, 10) });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().data).toMatchObject({ field: 'upload-offset', offset: FILEPOND_CHUNK_SIZE });

    expect(await sendChunks(cast.member, 'images', id, image, 'noise.png', FILEPOND_CHUNK_SIZE)).toEqual([204, 204]);
    expect(await offsetOf(cast.member, 'images', id)).toBe(image.length);
    expect(existsSync(tempFile(id))).toBe(false);

    const restored = await app.inject({ url: `${uploadUrl('images')}?restore=${id}`, headers: cast.member.headers });
    expect(restored.statusCode).toBe(200);
    expect(restored.headers['content-disposition']).toContain('filename="noise.webp"');
    const meta = await sharp(restored.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1280, 1280]);
    const [row] = await app.db.select().from(uploads).where(eq(uploads.id, id));
    expect(row).toMatchObject({ status: 'ready', mime: 'image/png', size: image.length, received: image.length, name: 'noise.png' });
  });
});

describe('chunk checks', () => {
  it('takes any chunk size (here 50,000 bytes) and recognises a PDF named .jpg', async () => {
    const data = pdf(`Pedigree ${'x'.repeat(120_000)}`);
    const id = await start(cast.member, 'docs', data.length);
    await sendChunks(cast.member, 'docs', id, data, 'scan.jpg', 0, 50_000);
    const restored = await app.inject({ url: `${uploadUrl('docs')}?restore=${id}`, headers: cast.member.headers });
    expect(restored.headers['content-type']).toBe('application/pdf');
    expect(restored.headers['content-disposition']).toContain('filename="scan.pdf"');
    expect(restored.rawPayload.equals(data)).toBe(true);
  });

  it('refuses a changed Upload-Length, a chunk past it, a wrong content type and chunks after the end', async () => {
    const data = await jpeg(800, 600);
    const id = await start(cast.member, 'images', data.length);
    const changed = await patchChunk(app, cast.member, 'images', id, { offset: 0, length: data.length + 1, name: 'a.jpg', data });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().data.field).toBe('upload-length');
    const past = await patchChunk(app, cast.member, 'images', id, { offset: 0, length: data.length, name: 'a.jpg', data: Buffer.concat([data, Buffer.from('xx')]) });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(`The chunk goes past Upload-Length: the file was declared as ${data.length} bytes`);
    const json = await app.inject({
      method: 'PATCH', url: `${uploadUrl('images')}?patch=${id}`, payload: { a: 1 },
      headers: { ...cast.member.headers, 'upload-offset': '0', 'upload-length': String(data.length) },
    });
    expect(json.statusCode).toBe(415);
    const missing = await app.inject({
      method: 'PATCH', url: `${uploadUrl('images')}?patch=${id}`, payload: data,
      headers: { ...cast.member.headers, 'content-type': 'application/offset+octet-stream', 'upload-length': String(data.length) },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.field).toBe('upload-offset');
    const empty = await patchChunk(app, cast.member, 'images', id, { offset: 0, length: data.length, name: 'a.jpg', data: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('The chunk is empty');
    expect(await offsetOf(cast.member, 'images', id)).toBe(0);

    await sendChunks(cast.member, 'images', id, data, 'a.jpg', 0, 1000);
    const after = await patchChunk(app, cast.member, 'images', id, { offset: data.length, length: data.length, name: 'a.jpg', data: Buffer.from('x') });
    expect(after.statusCode).toBe(409);
  });

  it("refuses another member's upload, the other endpoint, and an unknown id", async () => {
    const id = await start(cast.member, 'images', 100);
    const chunk = { offset: 0, length: 100, name: 'a.jpg', data: Buffer.alloc(100) };
    expect((await patchChunk(app, cast.other, 'images', id, chunk)).statusCode).toBe(404);
    expect((await patchChunk(app, cast.member, 'docs', id, chunk)).statusCode).toBe(404);
    expect((await patchChunk(app, cast.member, 'images', 'B'.repeat(22), chunk)).statusCode).toBe(404);
    expect((await app.inject({ method: 'HEAD', url: `${uploadUrl('images')}?patch=${id}`, headers: cast.other.headers })).statusCode).toBe(404);
  });

  it('drops an upload whose completed content is not acceptable, or whose name is a system file', async () => {
    const text = Buffer.from('not an image at all\n'.repeat(100));
    const id = await start(cast.member, 'images', text.length);
    const half = Math.floor(text.length / 2);
    expect((await patchChunk(app, cast.member, 'images', id, { offset: 0, length: text.length, name: 'a.png', data: text.subarray(0, half) })).statusCode).toBe(204);
    const last = await patchChunk(app, cast.member, 'images', id, { offset: half, length: text.length, name: 'a.png', data: text.subarray(half) });
    expect(last.statusCode).toBe(400);
    expect(last.json().data.code).toBe('unsupported_type');
    expect((await app.inject({ method: 'HEAD', url: `${uploadUrl('images')}?patch=${id}`, headers: cast.member.headers })).statusCode).toBe(404);
    expect(existsSync(tempFile(id))).toBe(false);

    const ignored = await start(cast.member, 'docs', 10);
    const response = await patchChunk(app, cast.member, 'docs', ignored, { offset: 0, length: 10, name: 'Thumbs.db', data: Buffer.alloc(10) });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.code).toBe('ignored_file');
  });
});

describe('expiry', () => {
  it('removes uploads untouched for 24 h with their files, keeps those a pet uses, and sweeps stray temp files', async () => {
    const pending = await start(cast.member, 'images', 1000);
    const ready = await start(cast.member, 'images', (await jpeg()).length);
    await sendChunks(cast.member, 'images', ready, await jpeg(), 'a.jpg');
    const kept = await start(cast.member, 'images', (await jpeg()).length);
    await sendChunks(cast.member, 'images', kept, await jpeg(), 'b.jpg');
    const [keptRow] = await app.db.select().from(uploads).where(eq(uploads.id, kept));
    const pet = await insertPet(app, { createdBy: cast.member.user.id });
    await app.db.insert(petPhotos).values({ petId: pet.id, uploadId: kept, url: keptRow.url!, isMain: true });
    const fresh = await start(cast.member, 'docs', 1000);

    const old = new Date(Date.now() - 25 * 3_600_000);
    await app.db.update(uploads).set({ updatedAt: old }).where(sql`${uploads.id} in (${pending}, ${ready}, ${kept})`);
    const stray = join(config.dataDir, 'uploads-tmp', 'stray.direct');
    writeFileSync(stray, 'x');
    utimesSync(stray, old, old);

    const result = await app.files.uploads.cleanup();
    expect(result.expired).toBe(2);
    const left = await app.db.select({ id: uploads.id, status: uploads.status }).from(uploads).where(sql`${uploads.id} in (${pending}, ${ready}, ${kept}, ${fresh})`);
    expect(Object.fromEntries(left.map((r) => [r.id, r.status]))).toEqual({ [kept]: 'used', [fresh]: 'receiving' });
    expect(existsSync(tempFile(pending))).toBe(false);
    expect(existsSync(join(config.dataDir, 'files', 'images', ready))).toBe(false);
    expect(existsSync(join(config.dataDir, 'files', 'images', kept, '1280.webp'))).toBe(true);
    expect(existsSync(tempFile(fresh))).toBe(true);
    expect(existsSync(stray)).toBe(false);
  });
});

describe('over a real connection', () => {
  it('streams chunks, answers HEAD offsets and refuses an overlong chunk without losing the answer', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const data = await jpeg(1200, 900);
    const id = await start(cast.member, 'images', data.length);
    const url = `${address}${uploadUrl('images')}?patch=${id}`;
    const patch = (offset: number, body: Buffer) =>
      fetch(url, {
        method: 'PATCH', body,
        headers: {
          ...cast.member.headers, 'content-type': 'application/offset+octet-stream', 'upload-offset': String(offset),
          'upload-length': String(data.length), 'upload-name': encodeURIComponent('Пёс.jpg'),
        },
      });
    const half = Math.floor(data.length / 2);
    expect((await patch(0, data.subarray(0, half))).status).toBe(204);
    const tooLong = await patch(half, Buffer.concat([data.subarray(half), Buffer.alloc(2_000_000)]));
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { data: { code: string } }).data.code).toBe('too_large');
    const head = await fetch(url, { method: 'HEAD', headers: cast.member.headers });
    expect(head.headers.get('upload-offset')).toBe(String(half));
    expect((await patch(half, data.subarray(half))).status).toBe(204);
    const restored = await fetch(`${address}${uploadUrl('images')}?restore=${id}`, { headers: cast.member.headers });
    expect(restored.status).toBe(200);
    expect(restored.headers.get('content-disposition')).toBe(`inline; filename="___.webp"; filename*=UTF-8''%D0%9F%D1%91%D1%81.webp`);
  });

  it('a PDF over 5 MB with a Cyrillic name, sent with the contract’s chunk headers, keeps its name (a raw name cannot be sent)', async () => {
    const address = app.server.listening ? `http://127.0.0.1:${(app.server.address() as { port: number }).port}` : await app.listen({ port: 0, host: '127.0.0.1' });
    const name = 'Родословная Бурана.pdf';
    const data = pdf(`Pedigree${' '.repeat(FILEPOND_CHUNK_SIZE + 1000)}`);
    const id = await start(cast.member, 'docs', data.length);
    const url = `${address}${uploadUrl('docs')}?patch=${id}`;
    // What FilePond does by default (Upload-Name: file.name): the platform refuses the header before sending.
    await expect(fetch(url, { method: 'PATCH', body: data.subarray(0, 10), headers: { ...cast.member.headers, 'upload-name': name } })).rejects.toThrow(TypeError);
    for (let offset = 0; offset < data.length; offset += FILEPOND_CHUNK_SIZE) {
      const body = data.subarray(offset, offset + FILEPOND_CHUNK_SIZE);
      const headers = filePondChunkHeaders({ offset, file: { size: data.length, name } }, cast.member.headers);
      expect(headers['Upload-Name']).toMatch(/^[\x20-\x7e]+$/);
      expect((await fetch(url, { method: 'PATCH', body, headers })).status).toBe(204);
    }
    const [row] = await app.db.select().from(uploads).where(eq(uploads.id, id));
    expect(row).toMatchObject({ status: 'ready', name, mime: 'application/pdf', size: data.length });
    const restored = await fetch(`${address}${uploadUrl('docs')}?restore=${id}`, { headers: cast.member.headers });
    expect(restored.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
  });
});
