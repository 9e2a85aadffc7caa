import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AttachmentRequestItem, PetDetail } from '@bc/shared/contracts';
import { withApp } from '../../../helpers/build';
import { addPet } from '../../../helpers/pets';
import { fingerprint } from '../../../helpers/rows';
import type { Cast, TestUser } from '../../../helpers/users';
import { jpeg, pdf, processFile, startChunked } from '../../files/fixtures';

/**
 * A member who does not own a pet attaches a document to an attachment request: the file (sniffed by content,
 * ≤ 20 MB, uploaded through /api/uploads/docs) stays with the request, is not shown on the pet, and only
 * moderators download it; approving a document request attaches it to the pet.
 */
let app: FastifyInstance;
let cast: Cast;
let pet: PetDetail;
withApp((built) => ({ app, cast } = built));
beforeAll(async () => {
  pet = await addPet(app, cast.other.headers, { documents: [{ uploadId: await upload(cast.other), title: 'Owner pedigree' }] });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });
const send = (body: Record<string, unknown>, headers: Record<string, string> = cast.member.headers) =>
  app.inject({
    method: 'POST', url: '/api/pets/add-attachment-request', headers,
    payload: { petId: pet.id, info: 'The hips certificate of this dog', type: 'document', locale: 'en', ...body },
  });
async function upload(user: TestUser, data: Buffer = pdf(), name = 'Сертификат HD.pdf', target: 'docs' | 'images' = 'docs') {
  const response = await processFile(app, user, target, data, name);
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}
const requestOf = async (id: number) =>
  ((await get(`/api/pets/attachment-requests?petId=${pet.id}&limit=100`, cast.moderator.headers)).json().items as AttachmentRequestItem[]).find((r) => r.id === id)!;

describe('a document sent with an attachment request', () => {
  it('is kept with the request, never shown on the pet, and only moderators download it', async () => {
    const file = pdf('HD A certificate');
    const uploadId = await upload(cast.member, file);
    const created = await send({ uploadId });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: number };

    // Not on the pet, for anyone.
    for (const headers of [{}, cast.member.headers, cast.other.headers, cast.moderator.headers]) {
      const shown = (await get(`/api/pets/${pet.id}`, headers)).json() as PetDetail;
      expect(shown.documents.map((d) => d.title)).toEqual(['Owner pedigree']);
      expect((await get(`/api/docs/pet/${pet.id}`, headers)).json().items).toHaveLength(1);
    }

    // Moderators see it on the request and download it.
    const item = await requestOf(id);
    expect(item).toMatchObject({ type: 'document', documentId: null, file: { name: 'Сертификат HD.pdf', mime: 'application/pdf', size: file.length } });
    expect(item.file!.url).toBe(`/api/pets/attachment-requests/${id}/file`);
    const download = await get(item.file!.url, cast.moderator.headers);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('Сертификат HD.pdf')}`);
    expect(download.rawPayload.equals(file)).toBe(true);

    // One request, as the list shows it (the dog's editor reads it for a correction): moderators only, 404 naming id.
    const one = await get(`/api/pets/attachment-requests/${id}`, cast.moderator.headers);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(item);
    expect((await get(`/api/pets/attachment-requests/${id}`)).statusCode).toBe(401);
    expect((await get(`/api/pets/attachment-requests/${id}`, cast.member.headers)).statusCode).toBe(403);
    const missing = await get('/api/pets/attachment-requests/999999', cast.moderator.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().data).toMatchObject({ field: 'id' });
    expect((await get('/api/pets/attachment-requests/abc', cast.moderator.headers)).statusCode).toBe(400);

    // Visitors, the requester and the pet's owner may not.
    expect((await get(item.file!.url)).statusCode).toBe(401);
    expect((await get(item.file!.url, cast.member.headers)).statusCode).toBe(403);
    expect((await get(item.file!.url, cast.other.headers)).statusCode).toBe(403);

    // The upload is used by the request: the 24 h expiry keeps it.
    await app.files.uploads.cleanup(Date.now() + 3 * 86_400_000);
    expect((await get(item.file!.url, cast.moderator.headers)).statusCode).toBe(200);
  });

  it('approving the request attaches the file to the pet as a document; rejecting it does not', async () => {
    const approvedId = (await send({ uploadId: await upload(cast.member, pdf('Elbows 0'), 'elbows.pdf') })).json().id as number;
    const rejectedId = (await send({ uploadId: await upload(cast.premium, pdf('Fake'), 'fake.pdf') }, cast.premium.headers)).json().id as number;

    const approved = (await get(`/api/pets/attachment-request/${approvedId}/approve`, cast.moderator.headers)).json() as AttachmentRequestItem;
    expect(approved).toMatchObject({ status: 'approved', documentId: expect.any(Number), file: { name: 'elbows.pdf' } });
    const shown = (await get(`/api/pets/${pet.id}`)).json() as PetDetail;
    expect(shown.documents.map((d) => [d.id, d.title, d.kind])).toContainEqual([approved.documentId, 'elbows', 'other']);

    const rejected = (await get(`/api/pets/attachment-request/${rejectedId}/reject`, cast.moderator.headers)).json() as AttachmentRequestItem;
    expect(rejected).toMatchObject({ status: 'rejected', documentId: null });
    expect(((await get(`/api/pets/${pet.id}`)).json() as PetDetail).documents.map((d) => d.title)).not.toContain('fake');
    // The rejected file stays with the request for the record.
    expect((await get(rejected.file!.url, cast.moderator.headers)).statusCode).toBe(200);
  });

  it('refuses visitors, other members’ uploads, images, reused and unfinished uploads, naming uploadId; writes nothing', async () => {
    const mine = await upload(cast.member);
    const image = await upload(cast.member, await jpeg(), 'photo.jpg', 'images');
    const unfinished = (await startChunked(app, cast.member, 'docs', 6_000_000)).body;
    const before = await fingerprint(app);
    expect((await send({ uploadId: mine }, {})).statusCode).toBe(401);
    expect((await send({ uploadId: mine }, cast.premium.headers)).json()).toMatchObject({ statusCode: 404, data: { field: 'uploadId' } });
    expect((await send({ uploadId: image })).json()).toMatchObject({ statusCode: 400, data: { field: 'uploadId' } });
    expect((await send({ uploadId: unfinished })).json()).toMatchObject({ statusCode: 409, data: { field: 'uploadId' } });
    expect((await send({ uploadId: 'x'.repeat(22) })).json()).toMatchObject({ statusCode: 404, data: { field: 'uploadId' } });
    expect((await send({ uploadId: 'not-an-id' })).json()).toMatchObject({ statusCode: 400, data: { field: 'uploadId' } });
    expect(await fingerprint(app)).toEqual(before);
    // Used once: a second request cannot take the same file.
    expect((await send({ uploadId: mine })).statusCode).toBe(201);
    expect((await send({ uploadId: mine })).json()).toMatchObject({ statusCode: 409, data: { field: 'uploadId' } });
    // The owner of the pet edits it instead (409), even with a file.
    expect((await send({ uploadId: await upload(cast.other) }, cast.other.headers)).json()).toMatchObject({ statusCode: 409, data: { field: 'petId' } });
  });

  it('a file that is not a PDF, JPEG or PNG by its content is refused when it is uploaded', async () => {
    const fake = await processFile(app, cast.member, 'docs', Buffer.from('just text, not a PDF at all'), 'certificate.pdf');
    expect(fake.json()).toMatchObject({ statusCode: 400, data: { code: 'unsupported_type' } });
  });
});
