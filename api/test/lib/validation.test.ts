import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { withApp } from '../helpers/build';
import { addPet } from '../helpers/pets';
import { multipart, pdf, processFile, uploadUrl } from '../domains/files/fixtures';
import { fingerprint } from '../helpers/rows';
import type { TestUser } from '../helpers/users';

/**
 * Text no field accepts (lib/input-checks.ts), refused by the validation of every route's params, query and body
 * with a 400 naming the field: NUL (PostgreSQL error 22021, a 500 before), unpaired surrogates (silently stored as
 * U+FFFD before), control characters other than tab and line breaks. Nothing is written.
 */
let app: FastifyInstance;
let member: TestUser;
withApp((built) => ({ app, cast: { member } } = built));

const petBody = (extra: Record<string, unknown> = {}) => ({
  registeredName: 'Text Dog', sex: 'female', publishStatus: 'published', registrations: [{ registry: 'LKF', number: 'LV-1' }], ...extra,
});

describe('text no field accepts', () => {
  it('answers a NUL in a query (GET /api/pets?q=%00, a 500 before) with a 400 naming the field', async () => {
    for (const url of ['/api/pets?q=%00', '/api/pets?q=a%00b', '/api/dictionaries/search/registeredName?query=x%00', '/api/dictionaries/full-names?query=%00']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ statusCode: 400, data: { field: expect.stringMatching(/^(q|query)$/) } });
      expect(response.json().message, url).toMatch(/must not contain the NUL character \(U\+0000\)$/);
    }
  });

  it('names the nested field of a body (an array of objects) and writes nothing', async () => {
    const before = await fingerprint(app);
    const cases: [Record<string, unknown>, string][] = [
      [petBody({ registrations: [{ registry: 'LKF', number: 'LV\u00001' }] }), 'registrations.0.number'],
      [petBody({ health: [{ set: 'hips:fci', value: 'A', lab: 'Lab\u001b[31m' }] }), 'health.0.lab'],
      [petBody({ newDam: { registeredName: 'Dam \uD800' } }), 'newDam.registeredName'],
      [petBody({ registeredName: 'Rex\u0085' }), 'registeredName'],
      [petBody({ breeder: { name: '\uDC00Farm' } }), 'breeder.name'],
    ];
    for (const [payload, field] of cases) {
      const response = await app.inject({ method: 'POST', url: '/api/pets/add', headers: member.headers, payload });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().data, field).toEqual({ field });
      expect(response.json().message, field).toMatch(new RegExp(`^body/${field.replaceAll('.', '/')} must not contain`));
    }
    expect(await fingerprint(app)).toEqual(before);
  });

  it('answers path parameters and multipart fields the same way', async () => {
    const nickname = await app.inject({ url: '/api/user/nickname/ab%00c/show' });
    expect(nickname.json()).toMatchObject({ statusCode: 400, data: { field: 'nickname' } });
    const pet = await addPet(app, member.headers, { sex: 'male' });
    const form = new FormData();
    form.append('petId', String(pet.id));
    form.append('title', 'Pedigree\u0000');
    form.append('file', new Blob([Buffer.from('%PDF-1.4\n')], { type: 'application/pdf' }), 'p.pdf');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const response = await app.inject({
      method: 'POST', url: '/api/docs/add', payload: Buffer.from(await request.arrayBuffer()),
      headers: { ...member.headers, 'content-type': request.headers.get('content-type')! },
    });
    expect(response.json()).toMatchObject({ statusCode: 400, data: { field: 'title' } });
  });

  it('keeps tabs and line breaks, and every other character, in what it stores', async () => {
    const about = 'Line one\r\nLine two\tand a tab — ąčę 漢字 🐕 \u00a0\u200b';
    const response = await app.inject({ method: 'POST', url: '/api/user/update', headers: member.headers, payload: { about, city: 'Rīga\tLV' } });
    expect(response.statusCode, response.body).toBe(200);
    const profile = await app.inject({ url: `/api/user/nickname/${member.user.nickname}/edit`, headers: member.headers });
    expect(profile.json()).toMatchObject({ about, city: 'Rīga\tLV' });
  });

  it('answers a file name (multipart, or Upload-Name of a chunked upload) the same way, and stores no upload', async () => {
    const before = await fingerprint(app);
    for (const name of ['pedigree\u0000.pdf', 'pedigree\u001b.pdf']) {
      const response = await processFile(app, member, 'docs', pdf(), name);
      expect(response.statusCode, name).toBe(400);
      expect(response.json(), name).toMatchObject({ data: { field: 'filepond' }, message: expect.stringMatching(/^body\/filepond \(the file name\) must not contain/) });
    }
    const { payload, headers } = await multipart({ filepond: '{}' });
    for (const uploadName of ['Part%001.pdf', 'Part%1B1.pdf']) {
      const response = await app.inject({
        method: 'POST', url: uploadUrl('docs'), payload, headers: { ...headers, ...member.headers, 'upload-length': '1000', 'upload-name': uploadName },
      });
      expect(response.statusCode, uploadName).toBe(400);
      expect(response.json(), uploadName).toMatchObject({ data: { field: 'upload-name' }, message: expect.stringMatching(/^headers\/upload-name must not contain/) });
    }
    expect(await fingerprint(app)).toEqual(before);
  });

  it('names the router’s own refusals in the error shape: a path that is not UTF-8', async () => {
    const response = await app.inject({ url: '/api/user/nickname/%ED%A0%80abc/show' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, data: { field: 'url' }, message: expect.any(String) });
  });
});

describe('a union of objects (a photo by id or by upload)', () => {
  it('names the key of the branch the value was meant for, not a key of the other branch', async () => {
    const cases: [unknown, string][] = [
      [{ uploadId: [] }, 'photos.0.uploadId'],
      [{ uploadId: 'short' }, 'photos.0.uploadId'],
      [{ id: 'seven' }, 'photos.0.id'],
      [{ id: 1, isMain: 'yes' }, 'photos.0.isMain'],
    ];
    for (const [photo, field] of cases) {
      const response = await app.inject({ method: 'POST', url: '/api/pets/add', headers: member.headers, payload: petBody({ photos: [photo] }) });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().data, JSON.stringify(photo)).toEqual({ field });
    }
  });
});
