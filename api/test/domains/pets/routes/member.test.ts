import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { BAN_MESSAGE, type PetDetail } from '@bc/shared/contracts';
import { petDocuments } from '../../../../src/db/schema';
import { withApp } from '../../../helpers/build';
import { addPet } from '../../../helpers/pets';
import { uploaded } from '../../../helpers/uploads';
import { countRows } from '../../../helpers/rows';
import type { Cast } from '../../../helpers/users';

let app: FastifyInstance;
let cast: Cast;
withApp((built) => ({ app, cast } = built));

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });
const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string>) => app.inject({ method: 'POST', url, headers, payload });

describe('GET /api/pets/{id}/like', () => {
  it('toggles the signed-in member’s like and answers the state and the count', async () => {
    const pet = await addPet(app, cast.other.headers);
    expect((await get(`/api/pets/${pet.id}/like`, cast.member.headers)).json()).toEqual({ liked: true, count: 1 });
    expect((await get(`/api/pets/${pet.id}/like`, cast.premium.headers)).json()).toEqual({ liked: true, count: 2 });
    expect((await get(`/api/pets/${pet.id}`)).json().likes).toBe(2);
    expect((await get(`/api/pets/${pet.id}/like`, cast.member.headers)).json()).toEqual({ liked: false, count: 1 });
    expect((await get(`/api/pets/${pet.id}`, cast.member.headers)).json()).toMatchObject({ likes: 1, likedByMe: false });
    // The liked list of the account part sees it too.
    await get(`/api/pets/${pet.id}/like`, cast.member.headers);
    expect((await get('/api/user/likes', cast.member.headers)).json().items.map((i: { pet: { id: number } }) => i.pet.id)).toContain(pet.id);
  });

  it('401 for visitors, 403 for banned members, 404 for pets out of sight', async () => {
    const draft = await addPet(app, cast.other.headers, { publishStatus: 'draft' });
    expect((await get(`/api/pets/${draft.id}/like`)).statusCode).toBe(401);
    expect((await get(`/api/pets/${draft.id}/like`, cast.banned.headers)).json().message).toBe(BAN_MESSAGE);
    expect((await get(`/api/pets/${draft.id}/like`, cast.member.headers)).statusCode).toBe(404);
    expect((await get('/api/pets/999999/like', cast.member.headers)).statusCode).toBe(404);
  });
});

describe('private notes', () => {
  it('one note per member and pet: written, replaced, listed, deleted', async () => {
    const [a, b] = [await addPet(app, cast.other.headers), await addPet(app, cast.other.headers)];
    const first = await post('/api/pets/note', { petId: a.id, note: 'Lovely working lines' }, cast.member.headers);
    expect(first.json()).toMatchObject({ petId: a.id, note: 'Lovely working lines', updatedAt: expect.any(String) });
    expect((await post('/api/pets/note', { petId: a.id, note: '  Check CEA  ' }, cast.member.headers)).json().note).toBe('Check CEA');
    await post('/api/pets/note', { petId: b.id, note: 'Second' }, cast.member.headers);
    expect(await app.data.notes.countOf(cast.member.user.id)).toBe(2);
    const list = (await get('/api/pets/user-notes', cast.member.headers)).json();
    expect(list).toMatchObject({ total: 2, page: 1, limit: 20 });
    expect(list.items.map((n: { petId: number; note: string }) => [n.petId, n.note])).toEqual([[b.id, 'Second'], [a.id, 'Check CEA']]);
    expect(list.items[0].pet).toMatchObject({ id: b.id, registeredName: b.registeredName });
    expect((await get('/api/pets/user-notes?limit=1&page=2', cast.member.headers)).json().items).toHaveLength(1);
    // Private: nobody else sees it.
    expect((await get(`/api/pets/${a.id}`, cast.other.headers)).json().myNote).toBeNull();
    expect((await get('/api/pets/user-notes', cast.other.headers)).json().total).toBe(0);
    expect((await get(`/api/pets/note/delete/${a.id}`, cast.member.headers)).json()).toEqual({ ok: true });
    expect((await get(`/api/pets/note/delete/${a.id}`, cast.member.headers)).json()).toMatchObject({ statusCode: 404, data: { field: 'id' } });
    expect((await get(`/api/pets/${a.id}`, cast.member.headers)).json().myNote).toBeNull();
  });

  it('refuses an empty or too long note, an unknown pet, visitors and banned members', async () => {
    const pet = await addPet(app, cast.other.headers);
    const before = await countRows(app);
    for (const note of ['', '   ', 'x'.repeat(5001)]) {
      expect((await post('/api/pets/note', { petId: pet.id, note }, cast.member.headers)).json()).toMatchObject({ statusCode: 400, data: { field: 'note' } });
    }
    expect((await post('/api/pets/note', { petId: 999_999, note: 'x' }, cast.member.headers)).json()).toMatchObject({ statusCode: 404, data: { field: 'petId' } });
    expect((await post('/api/pets/note', { petId: pet.id, note: 'x' }, {})).statusCode).toBe(401);
    expect((await post('/api/pets/note', { petId: pet.id, note: 'x' }, cast.banned.headers)).statusCode).toBe(403);
    expect((await post('/api/pets/note', { petId: pet.id, note: 'x'.repeat(5000) }, cast.premium.headers)).statusCode).toBe(200);
    expect((await countRows(app)).pet_notes).toBe(before.pet_notes + 1);
  });
});

describe('GET /api/pets/user-pets', () => {
  it('lists pets I created or own (every status) and pets I bred (published), with how each is mine', async () => {
    const user = cast.premium;
    const created = await addPet(app, user.headers, { registeredName: 'Mine Created', publishStatus: 'draft' });
    const owned = await addPet(app, cast.other.headers, { registeredName: 'Mine Owned', owner: { userId: user.user.id }, publishStatus: 'draft' });
    const bred = await addPet(app, cast.other.headers, { registeredName: 'Mine Bred', breeder: { userId: user.user.id } });
    // Someone else's draft naming me as its breeder is not mine to see.
    await addPet(app, cast.other.headers, { registeredName: 'Bred Draft', breeder: { userId: user.user.id }, publishStatus: 'draft' });
    await addPet(app, cast.other.headers, { registeredName: 'Not Mine' });
    const all = (await get('/api/pets/user-pets', user.headers)).json();
    expect(all.total).toBe(3);
    expect(all.items.map((p: { id: number; relation: object }) => [p.id, p.relation])).toEqual([
      [bred.id, { created: false, owned: false, bred: true }],
      [owned.id, { created: false, owned: true, bred: false }],
      [created.id, { created: true, owned: false, bred: false }],
    ]);
    const only = async (query: string) => (await get(`/api/pets/user-pets?${query}`, user.headers)).json().items.map((p: { id: number }) => p.id);
    expect(await only('role=created')).toEqual([created.id]);
    expect(await only('role=owned')).toEqual([owned.id]);
    expect(await only('role=bred')).toEqual([bred.id]);
    expect(await only('status=draft')).toEqual([owned.id, created.id]);
    expect(await only('q=owned')).toEqual([owned.id]);
    expect(await only('limit=1&page=3')).toEqual([created.id]);
    expect((await get('/api/pets/user-pets?role=friend', user.headers)).json()).toMatchObject({ statusCode: 400, data: { field: 'role' } });
    expect((await get('/api/pets/user-pets')).statusCode).toBe(401);
  });
});

describe('attachment requests', () => {
  let pet: PetDetail;
  let documentId: number;
  beforeAll(async () => {
    pet = await addPet(app, cast.other.headers, { documents: [{ uploadId: await uploaded(app, cast.other, 'docs') }] });
    const [doc] = await app.db.insert(petDocuments).values({ petId: pet.id, url: '/d/from-member.pdf', kind: 'health', createdBy: cast.member.user.id }).returning();
    documentId = doc.id;
  });
  const request = (body: Record<string, unknown>, headers: Record<string, string> = cast.member.headers) =>
    post('/api/pets/add-attachment-request', { petId: pet.id, info: 'Hips certificate of this dog', type: 'document', locale: 'en', ...body }, headers);

  it('a member who does not own the pet sends one; moderators list, approve or reject it', async () => {
    const created = await request({ documentId });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const correction = (await request({ type: 'correction', info: 'The birth date is 2015-04-02', locale: 'ru' }, cast.premium.headers)).json().id;

    const list = (await get('/api/pets/attachment-requests?status=new', cast.moderator.headers)).json();
    expect(list.total).toBe(2);
    expect(list.items[1]).toMatchObject({
      id, petId: pet.id, pet: { id: pet.id, registeredName: pet.registeredName }, type: 'document', documentId, status: 'new',
      requester: { userId: cast.member.user.id, nickname: cast.member.user.nickname }, locale: 'en', resolvedBy: null,
    });
    const approved = await get(`/api/pets/attachment-request/${id}/approve`, cast.moderator.headers);
    expect(approved.json()).toMatchObject({ id, status: 'approved', resolvedBy: cast.moderator.user.id, resolvedAt: expect.any(String), requester: { userId: cast.member.user.id } });
    expect((await get(`/api/pets/attachment-request/${id}/reject`, cast.moderator.headers)).json()).toMatchObject({ statusCode: 409, data: { field: 'id' } });
    expect((await get(`/api/pets/attachment-request/${correction}/reject`, cast.moderator.headers)).json()).toMatchObject({ status: 'rejected', type: 'correction' });
    expect((await get(`/api/pets/attachment-requests?petId=${pet.id}`, cast.moderator.headers)).json().total).toBe(2);
    expect((await get('/api/pets/attachment-requests?status=new', cast.moderator.headers)).json().total).toBe(0);
  });

  it('refusals: the owner (409), a foreign document (400), unknown pets (404), visitors, members on moderator routes', async () => {
    const before = await countRows(app);
    expect((await request({}, cast.other.headers)).json()).toMatchObject({ statusCode: 409, data: { field: 'petId', conflict: 'own-pet' } });
    const foreign = await addPet(app, cast.premium.headers, { documents: [{ uploadId: await uploaded(app, cast.premium, 'docs') }] });
    expect((await request({ documentId: foreign.documents[0].id })).json()).toMatchObject({ statusCode: 400, data: { field: 'documentId' } });
    expect((await request({ petId: 999_999 })).json()).toMatchObject({ statusCode: 404, data: { field: 'petId' } });
    expect((await request({ type: 'ownership' })).json()).toMatchObject({ statusCode: 400, data: { field: 'type' } });
    expect((await request({}, {})).statusCode).toBe(401);
    expect((await request({}, cast.banned.headers)).json().message).toBe(BAN_MESSAGE);
    expect((await get('/api/pets/attachment-requests', cast.member.headers)).statusCode).toBe(403);
    expect((await get('/api/pets/attachment-request/1/approve', cast.member.headers)).statusCode).toBe(403);
    expect((await get('/api/pets/attachment-request/999999/approve', cast.moderator.headers)).statusCode).toBe(404);
    expect((await get('/api/pets/attachment-request/1/delete', cast.moderator.headers)).json()).toMatchObject({ statusCode: 400, data: { field: 'action' } });
    const after = await countRows(app);
    expect({ ...after, pets: 0, pet_documents: 0, uploads: 0 }).toEqual({ ...before, pets: 0, pet_documents: 0, uploads: 0 });
  });
});
