import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AttachmentRequestItem, type ModerationAction, MODERATION_REASONS, type PetDetail } from '@bc/shared/contracts';
import { build } from '../../../helpers/build';
import { addPet } from '../../../helpers/pets';
import { fingerprint } from '../../../helpers/rows';
import { createUser, type TestUser } from '../../../helpers/users';
import { jpeg, pdf, processFile } from '../../files/fixtures';

/**
 * Moderators' decisions on attachment requests (POST /api/pets/attachment-requests/{id}/{approve|reject}): approving
 * attaches the file (a photo request's image as a photo, any other file as a document), rejecting needs a reason told
 * to the requester by email in their language; never on the moderator's own request; each decision is in the log.
 */
const clock = new Date('2026-06-01T12:00:00Z');
let app: FastifyInstance;
let moderator: TestUser;
let owner: TestUser;
let requester: TestUser;
beforeAll(async () => {
  app = await build({ now: () => clock });
  [moderator, owner, requester] = await Promise.all([
    createUser(app, { role: 'moderator' }), createUser(app), createUser(app, { locale: 'cz' }),
  ]);
});
afterAll(async () => app?.close());

let serial = 0;
const dog = async () => (await addPet(app, owner.headers, { registeredName: `Offered Dog ${++serial}`, sex: 'male' })).id;
async function upload(user: TestUser, data: Buffer, name: string) {
  const response = await processFile(app, user, 'docs', data, name);
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}
async function request(petId: number, type: 'correction' | 'document' | 'photo', by: TestUser = requester, file?: { data: Buffer; name: string }) {
  const uploadId = file ? await upload(by, file.data, file.name) : undefined;
  const response = await app.inject({
    method: 'POST', url: '/api/pets/add-attachment-request', headers: by.headers,
    payload: { petId, info: `The ${type} for this dog`, type, locale: 'cz', ...(uploadId ? { uploadId } : {}) },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}
const decide = (id: number, action: string, payload: object = {}, headers: Record<string, string> = moderator.headers) =>
  app.inject({ method: 'POST', url: `/api/pets/attachment-requests/${id}/${action}`, headers, payload });
const petOf = async (id: number) => (await app.inject({ url: `/api/pets/${id}`, headers: moderator.headers })).json() as PetDetail;
const history = async (petId: number) =>
  (await app.inject({ url: `/api/moderation/actions?recordKind=pet&recordId=${petId}`, headers: moderator.headers })).json().items as ModerationAction[];

describe('deciding on attachment requests', () => {
  it('approving a correction with a document attaches the document and writes the decision to the dog’s history', async () => {
    const petId = await dog();
    const id = await request(petId, 'correction', requester, { data: pdf('Pedigree certificate'), name: 'pedigree.pdf' });
    const response = await decide(id, 'approve', { note: 'Checked against the registry' });
    expect(response.statusCode, response.body).toBe(200);
    const item = response.json() as AttachmentRequestItem;
    expect(item).toMatchObject({ id, status: 'approved', type: 'correction', documentId: expect.any(Number), resolvedBy: moderator.user.id });
    expect((await petOf(petId)).documents.map((d) => [d.id, d.title])).toContainEqual([item.documentId, 'pedigree']);
    const [entry] = await history(petId);
    expect(entry).toMatchObject({
      action: 'approve-attachment', recordKind: 'pet', recordId: petId, note: 'Checked against the registry', reason: null, undoable: false,
      moderator: { id: moderator.user.id }, before: { request: id, status: 'new' }, after: { request: id, status: 'approved', documentId: item.documentId },
      createdAt: clock.toISOString(),
    });
  });

  it('approving a photo request attaches the image as the dog’s photo', async () => {
    const petId = await dog();
    const id = await request(petId, 'photo', requester, { data: await jpeg(320, 240), name: 'at-the-trial.jpg' });
    const response = await decide(id, 'approve');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'approved', documentId: null });
    const pet = await petOf(petId);
    expect(pet.photos).toHaveLength(1);
    expect(pet.photos[0]).toMatchObject({ width: 320, height: 240, isMain: true });
    expect(pet.documents).toHaveLength(0);
    const [entry] = await history(petId);
    expect(entry).toMatchObject({ action: 'approve-attachment', after: { status: 'approved', photoId: pet.photos[0].id } });
    // The request keeps its own file.
    expect((await app.inject({ url: `/api/pets/attachment-requests/${id}/file`, headers: moderator.headers })).statusCode).toBe(200);
  });

  it('rejecting needs a reason, attaches nothing and tells the requester by email in their language', async () => {
    const petId = await dog();
    const id = await request(petId, 'document', requester, { data: pdf('Fake'), name: 'fake.pdf' });
    const before = await fingerprint(app);
    const missing = await decide(id, 'reject', { note: 'No reason' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data).toMatchObject({ field: 'reason' });
    expect(await fingerprint(app)).toEqual(before);

    const outbox = app.mailer.outbox.length;
    const response = await decide(id, 'reject', { reason: 'false-data', note: 'The certificate belongs to another dog' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'rejected', documentId: null });
    expect((await petOf(petId)).documents).toHaveLength(0);
    const [mail] = app.mailer.outbox.slice(outbox);
    expect(mail).toMatchObject({ to: requester.user.email, subject: `Moderátor zamítl váš návrh ke psovi Offered Dog ${serial}` });
    expect(mail.text).toContain(MODERATION_REASONS['false-data'].cz);
    expect(mail.text).toContain('The certificate belongs to another dog');
    expect(mail.text).toContain('The document for this dog');
    expect(mail.text).toContain(`/cz/pets/${petId}`);
    const [entry] = await history(petId);
    expect(entry).toMatchObject({ action: 'reject-attachment', reason: 'false-data', after: { status: 'rejected' } });

    // Decided once: the second answer is a 409, nothing else is written or sent.
    const again = await decide(id, 'approve');
    expect(again.statusCode).toBe(409);
    expect(app.mailer.outbox.length).toBe(outbox + 1);
  });

  it('a moderator may not decide on their own request (403 own_submission), another moderator may', async () => {
    const petId = await dog();
    const id = await request(petId, 'correction', moderator);
    const before = await fingerprint(app);
    const refused = await decide(id, 'approve');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().data).toEqual({ code: 'own_submission' });
    // The original route keeps the same rule.
    expect((await app.inject({ url: `/api/pets/attachment-request/${id}/approve`, headers: moderator.headers })).statusCode).toBe(403);
    expect(await fingerprint(app)).toEqual(before);
    const second = await createUser(app, { role: 'moderator' });
    expect((await decide(id, 'approve', {}, second.headers)).statusCode).toBe(200);
  });

  it('members and visitors are refused; an unknown request is a 404; a bad action or body a 400 naming the field', async () => {
    const id = await request(await dog(), 'correction');
    expect((await decide(id, 'approve', {}, {})).statusCode).toBe(401);
    expect((await decide(id, 'approve', {}, requester.headers)).statusCode).toBe(403);
    expect((await decide(999_999, 'approve')).statusCode).toBe(404);
    expect((await decide(id, 'accept')).json()).toMatchObject({ statusCode: 400, data: { field: 'action' } });
    expect((await decide(id, 'reject', { reason: 'no-such-reason' })).json()).toMatchObject({ statusCode: 400, data: { field: 'reason' } });
  });

  it('the queue filters by type and lists the oldest or the newest first', async () => {
    const petId = await dog();
    const first = await request(petId, 'photo', requester, { data: await jpeg(64, 48), name: 'a.jpg' });
    const second = await request(petId, 'correction');
    const list = async (query: string) =>
      ((await app.inject({ url: `/api/pets/attachment-requests?petId=${petId}&${query}`, headers: moderator.headers })).json().items as AttachmentRequestItem[]).map((r) => r.id);
    expect(await list('order=oldest')).toEqual([first, second]);
    expect(await list('order=newest')).toEqual([second, first]);
    expect(await list('type=photo')).toEqual([first]);
    expect((await app.inject({ url: '/api/pets/attachment-requests?order=sideways', headers: moderator.headers })).json()).toMatchObject({ statusCode: 400, data: { field: 'order' } });
  });
});
