import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type AttachmentRequestItem, imageSizeUrl, type PetDetail } from '@bc/shared/contracts';
import { withApp } from '../../../helpers/build';
import { addPet } from '../../../helpers/pets';
import { countRows } from '../../../helpers/rows';
import { uploaded } from '../../../helpers/uploads';
import { type Cast, createUser, type TestUser } from '../../../helpers/users';
import { getFile } from '../fixtures';

/**
 * Files belong to the member who uploaded them: photos, documents and avatars take only the caller's own uploads
 * (no URL from elsewhere, no other member's file), and deleting a photo or document removes the caller's
 * reference, never a file another row still uses.
 */
let app: FastifyInstance;
let cast: Cast;
withApp((built) => ({ app, cast } = built));

const post = (url: string, payload: object, user: TestUser) => app.inject({ method: 'POST', url, payload, headers: user.headers });
const get = (url: string, user?: TestUser) => app.inject({ url, headers: user?.headers });

/** Gives `user` an avatar the way the account page does: an upload kept as an avatar, then the profile saved with its url. */
async function withAvatar(user: TestUser): Promise<string> {
  const added = await post('/api/images/add', { kind: 'avatar', uploadId: await uploaded(app, user) }, user);
  expect(added.statusCode, added.body).toBe(200);
  const saved = await post('/api/user/update', { avatar: added.json().url }, user);
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json().avatar as string;
}

describe('another member’s files', () => {
  it('a photo URL pointing at someone’s avatar is refused, and the avatar stays', async () => {
    const victim = await createUser(app);
    const attacker = await createUser(app);
    const avatar = await withAvatar(victim);
    // The attack of the issue: a pet whose photo is the victim's avatar, then that photo deleted.
    const attack = await post('/api/pets/add', { registeredName: 'Borrowed Face', sex: 'male', photos: [{ url: imageSizeUrl(avatar, 'large') }] }, attacker);
    const photo = (attack.json() as Partial<PetDetail>).photos?.[0];
    await get(`/api/images/delete/${attack.json().id}/${photo?.id}`, attacker);
    for (const size of ['small', 'medium', 'large'] as const) expect((await getFile(app, imageSizeUrl(avatar, size))).statusCode).toBe(200);
    expect(attack.statusCode).toBe(400);
    expect(attack.json().data.field).toMatch(/^photos/);
  });

  it('no write path attaches another member’s upload; nothing is written', async () => {
    const owner = await createUser(app);
    const attacker = await createUser(app);
    const [image, document] = [await uploaded(app, owner), await uploaded(app, owner, 'docs')];
    const pet = await addPet(app, attacker.headers);
    const target = await addPet(app, cast.other.headers);
    const before = await countRows(app);
    const refusals = [
      [await post('/api/pets/add', { registeredName: 'Thief', sex: 'male', photos: [{ uploadId: image }] }, attacker), 404, 'photos.0.uploadId'],
      [await post('/api/pets/add', { registeredName: 'Thief', sex: 'male', documents: [{ uploadId: document }] }, attacker), 404, 'documents.0.uploadId'],
      [await post(`/api/pets/${pet.id}/save`, { registeredName: pet.registeredName, sex: pet.sex, photos: [{ uploadId: image }], version: pet.version }, attacker), 404, 'photos.0.uploadId'],
      [await post('/api/images/add', { petId: pet.id, uploadId: image }, attacker), 404, 'uploadId'],
      [await post('/api/images/add', { kind: 'avatar', uploadId: image }, attacker), 404, 'uploadId'],
      [await post('/api/docs/add', { petId: pet.id, uploadId: document }, attacker), 404, 'uploadId'],
      [await post('/api/pets/add-attachment-request', { petId: target.id, info: 'Mine', type: 'document', locale: 'en', uploadId: document }, attacker), 404, 'uploadId'],
      [await post('/api/user/update', { avatar: `/api/files/images/${image}/480.webp` }, attacker), 400, 'avatar'],
      [await post('/api/user/update', { avatar: 'https://elsewhere.example/face.webp' }, attacker), 400, 'avatar'],
    ] as const;
    for (const [response, status, field] of refusals) {
      expect({ status: response.statusCode, field: response.json().data?.field }, response.body).toEqual({ status, field });
      expect(response.body).not.toContain(owner.user.nickname!);
    }
    expect(await countRows(app)).toEqual(before);
    // The owner still attaches them.
    expect((await post('/api/pets/add', { registeredName: 'Own Dog', sex: 'male', photos: [{ uploadId: image }], documents: [{ uploadId: document }] }, owner)).statusCode).toBe(201);
  });

  it('an avatar is an image the caller uploaded: a size of it, kept as sent before, or none', async () => {
    const member = await createUser(app);
    const avatar = await withAvatar(member);
    expect(avatar).toMatch(/\/480\.webp$/);
    expect((await app.data.users.byId(member.user.id))?.avatarUploadId).toBe(avatar.split('/').at(-2));
    // Saving the profile with the avatar it has is fine; another size of the same image is the same avatar.
    expect((await post('/api/user/update', { avatar, city: 'Riga' }, member)).statusCode).toBe(200);
    expect((await post('/api/user/update', { avatar: imageSizeUrl(avatar, 'large') }, member)).json().avatar).toBe(avatar);
    // A document is not an image.
    const document = await uploaded(app, member, 'docs');
    const refused = await post('/api/user/update', { avatar: `/api/files/docs/${document}.pdf` }, member);
    expect(refused.json()).toMatchObject({ statusCode: 400, data: { field: 'avatar', code: 'not_your_upload' } });
    // A new avatar replaces the old one, whose files go; removing it takes its files too.
    const next = await withAvatar(member);
    expect((await getFile(app, avatar)).statusCode).toBe(404);
    expect((await post('/api/user/update', { avatar: null }, member)).json().avatar).toBeNull();
    expect((await getFile(app, next)).statusCode).toBe(404);
  });
});

describe('deleting removes the caller’s reference only', () => {
  it('a photo also shown as its owner’s avatar keeps its files', async () => {
    const member = await createUser(app);
    const pet = await addPet(app, member.headers, { photos: [{ uploadId: await uploaded(app, member) }] });
    const [photo] = pet.photos;
    expect((await post('/api/user/update', { avatar: photo.url }, member)).statusCode).toBe(200);
    expect((await get(`/api/images/delete/${pet.id}/${photo.id}`, member)).statusCode).toBe(200);
    expect((await getFile(app, imageSizeUrl(photo.url, 'medium'))).statusCode).toBe(200);
    // Once the avatar changes too, nothing uses the image any more: it goes.
    await post('/api/user/update', { avatar: null }, member);
    expect((await getFile(app, photo.url)).statusCode).toBe(404);
  });

  it('deleting the document an attachment request became leaves the request’s file to moderators', async () => {
    const pet = await addPet(app, cast.other.headers);
    const sent = await post('/api/pets/add-attachment-request', {
      petId: pet.id, info: 'Hips certificate', type: 'document', locale: 'en', uploadId: await uploaded(app, cast.member, 'docs'),
    }, cast.member);
    expect(sent.statusCode, sent.body).toBe(201);
    const approved = (await get(`/api/pets/attachment-request/${sent.json().id}/approve`, cast.moderator)).json() as AttachmentRequestItem;
    expect((await get(`/api/docs/delete/${pet.id}/${approved.documentId}`, cast.other)).statusCode).toBe(200);
    const file = await get(`/api/pets/attachment-requests/${approved.id}/file`, cast.moderator);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
  });

  it('deleting a photo or document whose upload nothing else uses removes its files', async () => {
    const member = await createUser(app);
    const pet = await addPet(app, member.headers, {
      photos: [{ uploadId: await uploaded(app, member) }], documents: [{ uploadId: await uploaded(app, member, 'docs') }],
    });
    expect((await get(`/api/images/delete/${pet.id}/${pet.photos[0].id}`, member)).statusCode).toBe(200);
    expect((await get(`/api/docs/delete/${pet.id}/${pet.documents[0].id}`, member)).statusCode).toBe(200);
    expect((await getFile(app, pet.photos[0].url)).statusCode).toBe(404);
    expect((await getFile(app, pet.documents[0].url)).statusCode).toBe(404);
  });
});
