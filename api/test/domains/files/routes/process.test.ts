import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAN_MESSAGE, UPLOAD_MAX_BYTES } from '@bc/shared/contracts';
import { DEFAULT_RATE_LIMITS } from '../../../../src/plugins/external/rate-limit';
import { build, testConfig, withApp } from '../../../helpers/build';
import { type Cast, createCast, type TestUser } from '../../../helpers/users';
import { jpeg, multipart, noisePng, pdf, png, processFile, startChunked, uploadUrl, webp } from '../fixtures';

/** FilePond process, revert, restore, load and fetch; checks by content, size and name. */
let app: FastifyInstance;
let cast: Cast;
const config = testConfig();

withApp((built) => ({ app, cast } = built), { config });

const ID = /^[A-Za-z0-9_-]{22}$/;
const filesDir = () => join(config.dataDir, 'files');

async function uploaded(user: TestUser, target: 'images' | 'docs', data: Buffer, name: string) {
  const response = await processFile(app, user, target, data, name);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain/);
  expect(response.body).toMatch(ID);
  return response.body;
}

const restore = (user: TestUser | null, target: 'images' | 'docs', query: string) =>
  app.inject({ url: `${uploadUrl(target)}?${query}`, headers: user?.headers });

describe('process', () => {
  it('stores JPEG, PNG and WebP images as WebP in three sizes and answers the server file id as text', async () => {
    for (const [data, name] of [[await jpeg(1600, 1200), 'dog.jpg'], [await png(), 'dog.png'], [await webp(), 'dog.webp']] as const) {
      const id = await uploaded(cast.member, 'images', data, name);
      for (const size of [160, 480, 1280]) expect(existsSync(join(filesDir(), 'images', id, `${size}.webp`))).toBe(true);
      const response = await restore(cast.member, 'images', `restore=${id}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['content-disposition']).toBe(`inline; filename="dog.webp"; filename*=UTF-8''dog.webp`);
      const meta = await sharp(response.rawPayload).metadata();
      expect(meta.format).toBe('webp');
    }
    const large = await sharp(join(filesDir(), 'images', (await uploaded(cast.member, 'images', await jpeg(1600, 1200), 'x.jpg')), '1280.webp')).metadata();
    expect([large.width, large.height]).toEqual([1280, 960]);
  });

  it('stores a PDF document as it is', async () => {
    const data = pdf();
    const id = await uploaded(cast.member, 'docs', data, 'Certificate.pdf');
    const response = await restore(cast.member, 'docs', `restore=${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('filename="Certificate.pdf"');
    expect(response.rawPayload.equals(data)).toBe(true);
  });

  it('recognises files by content: a .jpg holding PDF bytes is a PDF, a text file named .png is refused', async () => {
    const id = await uploaded(cast.member, 'docs', pdf(), 'scan.jpg');
    const restored = await restore(cast.member, 'docs', `restore=${id}`);
    expect(restored.headers['content-type']).toBe('application/pdf');
    expect(restored.headers['content-disposition']).toContain('filename="scan.pdf"');

    const asImage = await processFile(app, cast.member, 'images', pdf(), 'scan.jpg');
    expect(asImage.statusCode).toBe(400);
    expect(asImage.json()).toMatchObject({ message: 'The file is not a JPEG, PNG or WebP image (its content is PDF)', data: { field: 'file', code: 'unsupported_type' } });

    const text = await processFile(app, cast.member, 'images', Buffer.from('hello, I am not a picture\n'.repeat(20)), 'photo.png');
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('The file is not a JPEG, PNG or WebP image (its content is not a recognised file type)');

    const webpDocument = await processFile(app, cast.member, 'docs', await webp(), 'scan.webp');
    expect(webpDocument.statusCode).toBe(400);
    expect(webpDocument.json().message).toBe('The file is not a PDF, JPEG or PNG document (its content is WebP)');
  });

  it('refuses an empty file and names the system files it ignores', async () => {
    const empty = await processFile(app, cast.member, 'images', Buffer.alloc(0), 'empty.jpg');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'The file is empty', data: { code: 'empty_file' } });
    for (const name of ['.DS_Store', 'Thumbs.db', 'desktop.ini']) {
      const response = await processFile(app, cast.member, 'docs', pdf(), name);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: `Ignored file: "${name}" is a system file, not a photo or document`, data: { code: 'ignored_file' } });
    }
  });

  it('refuses a file one byte over 20 MB, whole or announced for chunks', async () => {
    const tooLong = UPLOAD_MAX_BYTES + 1;
    const announced = await startChunked(app, cast.member, 'images', tooLong);
    expect(announced.statusCode).toBe(400);
    expect(announced.json()).toMatchObject({ message: 'The file is too large: 20971521 bytes (20.0 MB); the limit is 20.0 MB', data: { code: 'too_large' } });
    const whole = Buffer.concat([await jpeg(), Buffer.alloc(tooLong)]).subarray(0, tooLong);
    const response = await processFile(app, cast.member, 'images', whole, 'huge.jpg');
    expect(response.statusCode).toBe(400);
    expect(response.json().data.code).toBe('too_large');
  });

  it('answers 415 to a body that is not multipart and 400 when neither a file nor Upload-Length is sent', async () => {
    const json = await app.inject({ method: 'POST', url: uploadUrl('images'), headers: cast.member.headers, payload: { a: 1 } });
    expect(json.statusCode).toBe(415);
    const { payload, headers } = await multipart({ filepond: '{}' });
    const nothing = await app.inject({ method: 'POST', url: uploadUrl('images'), payload, headers: { ...headers, ...cast.member.headers } });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().data.field).toBe('filepond');
    const wrongField = await multipart({}, { field: 'photo', name: 'a.jpg', data: await jpeg() });
    const misnamed = await app.inject({ method: 'POST', url: uploadUrl('images'), payload: wrongField.payload, headers: { ...wrongField.headers, ...cast.member.headers } });
    expect(misnamed.statusCode).toBe(400);
    expect(misnamed.json().data.field).toBe('photo');
    const form = new FormData();
    for (const name of ['a.jpg', 'b.jpg']) form.append('filepond', new Blob([await jpeg()]), name);
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const two = await app.inject({
      method: 'POST', url: uploadUrl('images'), payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type')!, ...cast.member.headers },
    });
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe('Send one file per request');
  });
});

describe('revert', () => {
  const revert = (user: TestUser, target: 'images' | 'docs', id: string) =>
    app.inject({ method: 'DELETE', url: uploadUrl(target), headers: { ...user.headers, 'content-type': 'text/plain' }, payload: id });

  it('removes a not-yet-attached upload with its files; others cannot revert it', async () => {
    const id = await uploaded(cast.member, 'images', await jpeg(), 'dog.jpg');
    expect((await revert(cast.other, 'images', id)).statusCode).toBe(404);
    const response = await revert(cast.member, 'images', id);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
    expect(existsSync(join(filesDir(), 'images', id))).toBe(false);
    expect((await restore(cast.member, 'images', `restore=${id}`)).statusCode).toBe(404);
    expect((await revert(cast.member, 'images', id)).statusCode).toBe(404);
  });

  it('removes a started chunked upload and its temp file', async () => {
    const id = (await startChunked(app, cast.member, 'docs', 1000)).body;
    expect(existsSync(join(config.dataDir, 'uploads-tmp', `${id}.part`))).toBe(true);
    expect((await revert(cast.member, 'images', id)).statusCode).toBe(404); // the other endpoint's kind
    expect((await revert(cast.member, 'docs', id)).statusCode).toBe(200);
    expect(existsSync(join(config.dataDir, 'uploads-tmp', `${id}.part`))).toBe(false);
  });
});

describe('restore, load and fetch', () => {
  let imageId: string;
  let imageUrl: string;
  beforeAll(async () => {
    imageId = await uploaded(cast.member, 'images', await jpeg(), 'Ünïcode dog.jpg');
    imageUrl = `/api/files/images/${imageId}/1280.webp`;
  });

  it('restore and load answer the caller’s upload inline with its name; others get 404, moderators may load', async () => {
    const restored = await restore(cast.member, 'images', `restore=${imageId}`);
    expect(restored.headers['content-disposition']).toBe(`inline; filename="_n_code dog.webp"; filename*=UTF-8''%C3%9Cn%C3%AFcode%20dog.webp`);
    expect((await restore(cast.member, 'images', `load=${imageId}`)).statusCode).toBe(200);
    expect((await restore(cast.moderator, 'images', `load=${imageId}`)).statusCode).toBe(200);
    expect((await restore(cast.other, 'images', `restore=${imageId}`)).statusCode).toBe(404);
    expect((await restore(cast.member, 'docs', `restore=${imageId}`)).statusCode).toBe(404);
  });

  it("fetch and load by URL read this site's own files and never another host", async () => {
    for (const url of [imageUrl, `http://localhost:3000${imageUrl}`]) {
      const response = await restore(cast.member, 'images', `fetch=${encodeURIComponent(url)}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['content-disposition']).toContain('filename="_n_code dog.webp"');
    }
    expect((await restore(cast.member, 'images', `load=${encodeURIComponent(imageUrl)}`)).statusCode).toBe(200);
    for (const url of [
      'https://evil.example/dog.jpg', 'http://169.254.169.254/latest/meta-data/', `https://evil.example${imageUrl}`,
      '/api/files/../../etc/passwd', 'file:///etc/passwd', '/api/user',
    ]) {
      const response = await restore(cast.member, 'images', `fetch=${encodeURIComponent(url)}`);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().data.field).toBe('fetch');
    }
    expect((await restore(cast.member, 'docs', `fetch=${encodeURIComponent(imageUrl)}`)).statusCode).toBe(404);
    const missing = `/api/files/images/${'A'.repeat(22)}/1280.webp`;
    expect((await restore(cast.member, 'images', `fetch=${encodeURIComponent(missing)}`)).statusCode).toBe(404);
  });

  it('wants exactly one of restore, load and fetch', async () => {
    expect((await restore(cast.member, 'images', '')).statusCode).toBe(400);
    expect((await restore(cast.member, 'images', `restore=${imageId}&load=${imageId}`)).statusCode).toBe(400);
    expect((await restore(cast.member, 'images', 'restore=short')).json().data.field).toBe('restore');
  });
});

describe('who may upload', () => {
  it('visitors get 401 and banned members 403 on every upload endpoint', async () => {
    const id = 'A'.repeat(22);
    const requests = (user: TestUser | null) => [
      { method: 'POST' as const, url: uploadUrl('images') },
      { method: 'POST' as const, url: uploadUrl('docs') },
      { method: 'PATCH' as const, url: `${uploadUrl('images')}?patch=${id}`, headers: { 'content-type': 'application/offset+octet-stream' }, payload: 'x' },
      { method: 'HEAD' as const, url: `${uploadUrl('docs')}?patch=${id}` },
      { method: 'DELETE' as const, url: uploadUrl('images'), headers: { 'content-type': 'text/plain' }, payload: id },
      { method: 'GET' as const, url: `${uploadUrl('images')}?restore=${id}` },
    ].map((r) => ({ ...r, headers: { ...r.headers, ...user?.headers } }));
    for (const request of requests(null)) expect((await app.inject(request)).statusCode, request.method).toBe(401);
    for (const request of requests(cast.banned)) {
      const response = await app.inject(request);
      expect(response.statusCode, request.method).toBe(403);
      if (request.method !== 'HEAD') expect(response.json().message).toBe(BAN_MESSAGE);
    }
  });
});

describe('limits', () => {
  let limited: FastifyInstance;
  let user: TestUser;
  beforeAll(async () => {
    limited = await build({
      rateLimits: DEFAULT_RATE_LIMITS,
      files: { maxBytes: 200_000, uploadLimit: { max: 3, timeWindow: 60_000 }, maxPendingPerUser: 1 },
    });
    ({ member: user } = await createCast(limited));
  });
  afterAll(async () => limited?.close());

  it('applies a configured size limit', async () => {
    const big = await noisePng(300, 300);
    expect(big.length).toBeGreaterThan(200_000);
    const response = await processFile(limited, user, 'images', big, 'noise.png');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The file is too large; the limit is 200000 bytes');
  });

  it('limits unfinished chunked uploads, then uploads per member and window (429)', async () => {
    expect((await startChunked(limited, user, 'images', 1000)).statusCode).toBe(200);
    expect((await startChunked(limited, user, 'images', 1000)).statusCode).toBe(429);
    const response = await processFile(limited, user, 'images', await jpeg(), 'dog.jpg');
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toMatch(/^Too many uploads; try again in \d+ s$/);
    expect(response.headers['retry-after']).toBeDefined();
  });
});
