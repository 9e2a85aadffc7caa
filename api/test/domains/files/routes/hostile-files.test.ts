import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_PIXELS } from '@bc/shared/contracts';
import { withApp } from '../../../helpers/build';
import { insertPet } from '../../../helpers/pets';
import type { Cast } from '../../../helpers/users';
import { getFile, multipart, patchChunk, pdf, processFile, sparsePng, startChunked } from '../fixtures';

/**
 * Files made to hurt: an image whose pixels would take far more memory than its bytes (refused from its header,
 * before anything is decoded), PDFs that are also HTML pages, and how stored documents are served.
 */
let app: FastifyInstance;
let cast: Cast;

withApp((built) => ({ app, cast } = built));

/** 10900 × 10900: 119 megapixels in about 15 KB. */
const HUGE = sparsePng(10_900, 10_900);

const refusedFor = (code: string) => ({ statusCode: 400, data: { field: 'file', code } });

describe('images of too many pixels', () => {
  it('are refused from their header, as photos, as documents and in chunks, with a 400 naming the file', async () => {
    expect(10_900 * 10_900).toBeGreaterThan(UPLOAD_MAX_PIXELS);
    expect(HUGE.length).toBeLessThan(100_000);
    const started = Date.now();
    for (const target of ['images', 'docs'] as const) {
      const response = await processFile(app, cast.member, target, HUGE, 'bomb.png');
      expect(response.json(), target).toMatchObject(refusedFor('too_many_pixels'));
      expect(response.json().message).toBe('The image is too large in pixels: 10900 × 10900 (118.8 megapixels); the limit is 40 megapixels');
    }
    const id = (await startChunked(app, cast.member, 'images', HUGE.length)).body;
    const last = await patchChunk(app, cast.member, 'images', id, { offset: 0, length: HUGE.length, name: 'bomb.png', data: HUGE });
    expect(last.json()).toMatchObject(refusedFor('too_many_pixels'));
    // Nothing was decoded: three refusals take far less than decoding one such image.
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('are refused when attached straight from a multipart form (avatars, documents)', async () => {
    const { payload, headers } = await multipart({ kind: 'avatar' }, { field: 'file', name: 'me.png', data: HUGE });
    const avatar = await app.inject({ method: 'POST', url: '/api/images/add', payload, headers: { ...headers, ...cast.member.headers } });
    expect(avatar.json()).toMatchObject(refusedFor('too_many_pixels'));
  });
});

/** A PDF whose bytes are `text` around a real PDF body (latin1). */
const withPdf = (before: string, after: string, body = pdf()) => Buffer.concat([Buffer.from(before, 'latin1'), body, Buffer.from(after, 'latin1')]);

describe('PDF documents', () => {
  it('are checked for their structure: a header at the start and the %%EOF trailer at the end', async () => {
    const truncated = pdf().subarray(0, pdf().length - 40);
    const headerless = Buffer.from(pdf().toString('latin1').replace('%PDF-1.4', '%PDF-x.y'), 'latin1');
    for (const [data, name] of [[truncated, 'truncated'], [headerless, 'bad version']] as const) {
      const response = await processFile(app, cast.member, 'docs', data, 'scan.pdf');
      expect(response.json(), name).toMatchObject(refusedFor('invalid_pdf'));
    }
  });

  it('are refused when they are HTML pages too (polyglots)', async () => {
    const page = '<html><body><script>alert(document.cookie)</script></body></html>';
    const cases = {
      'HTML after the trailer': withPdf('', `\n${page}\n`),
      'HTML in a comment after the header': Buffer.from(pdf().toString('latin1').replace('%PDF-1.4\n', `%PDF-1.4\n%${page}\n`), 'latin1'),
      'an SVG script in the body': Buffer.from(pdf().toString('latin1').replace('1 0 obj', `% <svg onload=alert(1)>\n1 0 obj`), 'latin1'),
    };
    for (const [name, data] of Object.entries(cases)) {
      const response = await processFile(app, cast.member, 'docs', data, 'scan.pdf');
      expect(response.json(), name).toMatchObject(refusedFor('invalid_pdf'));
    }
    // HTML before the header: not a PDF at all.
    const before = await processFile(app, cast.member, 'docs', withPdf(`${page}\n`, ''), 'scan.pdf');
    expect(before.json()).toMatchObject({ statusCode: 400, data: { field: 'file' } });
  });

  it('keep working when well formed, with trailing line ends after %%EOF', async () => {
    const response = await processFile(app, cast.member, 'docs', withPdf('', '\r\n\r\n'), 'scan.pdf');
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('stored documents', () => {
  it('are served as attachments, never sniffed; photos stay inline', async () => {
    const pet = await insertPet(app, { createdBy: cast.member.user.id });
    const uploadId = (await processFile(app, cast.member, 'docs', pdf(), 'Hips.pdf')).body;
    const added = await app.inject({ method: 'POST', url: '/api/docs/add', payload: { petId: pet.id, uploadId, title: 'Hips' }, headers: cast.member.headers });
    expect(added.statusCode, added.body).toBe(200);
    const file = await getFile(app, added.json().url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="[A-Za-z0-9_-]{22}\.pdf"$/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const restored = await app.inject({ url: `/api/uploads/docs?restore=${uploadId}`, headers: cast.member.headers });
    expect(restored.headers['content-disposition']).toBe(`attachment; filename="Hips.pdf"; filename*=UTF-8''Hips.pdf`);
    expect(restored.headers['x-content-type-options']).toBe('nosniff');
  });
});
