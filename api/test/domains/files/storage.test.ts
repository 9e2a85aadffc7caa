import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/config/env';
import { build, testConfig } from '../../helpers/build';
import { insertPet } from '../../helpers/pets';
import { createCast, type TestUser } from '../../helpers/users';
import { jpeg, pdf, processFile, uploadUrl } from './fixtures';

/** Serving local files, the S3-compatible storage (against a small fake S3 server) and the storage settings. */

describe('GET /api/files/…', () => {
  let app: FastifyInstance;
  let member: TestUser;
  beforeAll(async () => {
    app = await build();
    ({ member } = await createCast(app));
  });
  afterAll(async () => app?.close());

  it('serves stored files with their type and a year of caching', async () => {
    const id = (await processFile(app, member, 'images', await jpeg(), 'a.jpg')).body;
    const response = await app.inject({ url: `/api/files/images/${id}/480.webp` });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff',
    });
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect((await app.inject({ method: 'HEAD', url: `/api/files/images/${id}/480.webp` })).statusCode).toBe(200);
  });

  it('answers 404 to anything but a stored key, path tricks included', async () => {
    for (const path of [
      '../jwt-secret', '..%2fjwt-secret', 'images/..%2f..%2fjwt-secret', '%2e%2e/%2e%2e/etc/passwd', 'images/abc/480.webp',
      `images/${'A'.repeat(22)}/480.webp`, `docs/${'A'.repeat(22)}.exe`, `docs/${'A'.repeat(22)}.pdf/..`, '', 'uploads-tmp/x.part',
    ]) {
      const response = await app.inject({ url: `/api/files/${path}` });
      expect(response.statusCode, path).toBe(404);
      expect(response.json().statusCode).toBe(404);
    }
  });
});

/** Objects kept in memory, path-style (/bucket/key), as MinIO answers them. */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; type: string; cache: string }>();
  const requests: string[] = [];
  const read = (request: IncomingMessage) =>
    new Promise<Buffer>((resolve) => {
      const parts: Buffer[] = [];
      request.on('data', (part: Buffer) => parts.push(part));
      request.on('end', () => resolve(Buffer.concat(parts)));
    });
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url!, 'http://s3.test');
    const body = await read(request);
    requests.push(`${request.method} ${url.pathname}${url.search}`);
    const [, bucket, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    if (bucket !== 'pets') {
      response.writeHead(404).end('<Error><Code>NoSuchBucket</Code></Error>');
    } else if (request.method === 'PUT') {
      objects.set(key, { body, type: String(request.headers['content-type']), cache: String(request.headers['cache-control']) });
      response.writeHead(200, { etag: '"x"' }).end();
    } else if (request.method === 'GET') {
      const object = objects.get(key);
      if (!object) response.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code><Message>none</Message></Error>');
      else response.writeHead(200, { 'content-type': object.type, 'content-length': object.body.length }).end(object.body);
    } else if (request.method === 'POST' && url.searchParams.has('delete')) {
      for (const match of body.toString().matchAll(/<Key>([^<]+)<\/Key>/g)) objects.delete(match[1]);
      response.writeHead(200, { 'content-type': 'application/xml' }).end('<?xml version="1.0" encoding="UTF-8"?><DeleteResult></DeleteResult>');
    } else {
      response.writeHead(400).end();
    }
  });
  return { server, objects, requests };
}

describe('S3-compatible storage', () => {
  const s3 = fakeS3();
  let app: FastifyInstance;
  let member: TestUser;
  beforeAll(async () => {
    await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
    const { port } = s3.server.address() as AddressInfo;
    const config = testConfig({
      STORAGE: 's3', S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_BUCKET: 'pets', S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'test-key', S3_SECRET_ACCESS_KEY: 'test-secret', S3_PUBLIC_URL: 'https://cdn.example.test/pets/',
    });
    app = await build({ config });
    ({ member } = await createCast(app));
  });
  afterAll(async () => {
    await app?.close();
    await new Promise((resolve) => s3.server.close(resolve));
  });

  it('puts the image sizes path-style with type and cache headers; URLs point at S3_PUBLIC_URL', async () => {
    const pet = await insertPet(app, { createdBy: member.user.id });
    const id = (await processFile(app, member, 'images', await jpeg(), 'a.jpg')).body;
    expect([...s3.objects.keys()].sort()).toEqual([`images/${id}/1280.webp`, `images/${id}/160.webp`, `images/${id}/480.webp`]);
    expect(s3.objects.get(`images/${id}/480.webp`)).toMatchObject({ type: 'image/webp', cache: 'public, max-age=31536000, immutable' });
    expect(s3.requests.some((r) => r.startsWith(`PUT /pets/images/${id}/480.webp`)), s3.requests.join('\n')).toBe(true);

    const added = await app.inject({ method: 'POST', url: '/api/images/add', headers: member.headers, payload: { petId: pet.id, uploadId: id } });
    expect(added.json().url).toBe(`https://cdn.example.test/pets/images/${id}/1280.webp`);
    expect(added.json().sizes.small).toBe(`https://cdn.example.test/pets/images/${id}/160.webp`);
    const local = await app.inject({ url: `/api/files/images/${id}/160.webp` });
    expect(local.statusCode).toBe(302);
    expect(local.headers.location).toBe(`https://cdn.example.test/pets/images/${id}/160.webp`);
  });

  it('restores and fetches from the bucket, and deletes there on revert', async () => {
    const data = pdf();
    const id = (await processFile(app, member, 'docs', data, 'p.pdf')).body;
    expect(s3.objects.get(`docs/${id}.pdf`)?.body.equals(data)).toBe(true);
    const restored = await app.inject({ url: `${uploadUrl('docs')}?restore=${id}`, headers: member.headers });
    expect(restored.statusCode).toBe(200);
    expect(restored.rawPayload.equals(data)).toBe(true);
    const fetched = await app.inject({ url: `${uploadUrl('docs')}?fetch=${encodeURIComponent(`https://cdn.example.test/pets/docs/${id}.pdf`)}`, headers: member.headers });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.headers['content-disposition']).toContain('filename="p.pdf"');
    const local = await app.inject({ url: `${uploadUrl('docs')}?fetch=${encodeURIComponent(`/api/files/docs/${id}.pdf`)}`, headers: member.headers });
    expect(local.statusCode).toBe(400);

    const revert = await app.inject({ method: 'DELETE', url: uploadUrl('docs'), payload: id, headers: { ...member.headers, 'content-type': 'text/plain' } });
    expect(revert.statusCode).toBe(200);
    expect(s3.objects.has(`docs/${id}.pdf`)).toBe(false);
    expect(s3.requests.some((r) => /^POST \/pets\/?\?delete/.test(r)), s3.requests.join('\n')).toBe(true);
  });
});

describe('storage settings', () => {
  it('defaults to DATA_DIR/files', () => {
    expect(loadConfig({ DATA_DIR: '/srv/bc' }).storage).toEqual({ kind: 'local', dir: '/srv/bc/files' });
  });

  it('reads an S3-compatible bucket', () => {
    const config = loadConfig({
      STORAGE: 'S3', S3_ENDPOINT: 'http://minio:9000/', S3_BUCKET: 'bc-files', S3_PUBLIC_URL: 'https://files.example/bc-files/',
      S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's',
    });
    expect(config.storage).toEqual({
      kind: 's3', endpoint: 'http://minio:9000', bucket: 'bc-files', region: 'us-east-1', accessKeyId: 'k', secretAccessKey: 's',
      publicUrl: 'https://files.example/bc-files',
    });
    expect(loadConfig({ STORAGE: 's3', S3_BUCKET: 'b-1', S3_PUBLIC_URL: 'https://b-1.s3.amazonaws.com' }).storage).toMatchObject({ endpoint: null, accessKeyId: null });
  });

  it('names every storage problem at once', () => {
    let error: unknown;
    try {
      loadConfig({ STORAGE: 's3', S3_ENDPOINT: 'minio:9000', S3_BUCKET: 'Bad_Bucket', S3_ACCESS_KEY_ID: 'k', S3_REGION: 'EU WEST' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(5);
    expect(problems.join('\n')).toMatch(/S3_ENDPOINT[\s\S]*S3_BUCKET[\s\S]*S3_PUBLIC_URL[\s\S]*S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY[\s\S]*S3_REGION/);
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow('STORAGE must be local or s3 (got "ftp")');
  });
});
