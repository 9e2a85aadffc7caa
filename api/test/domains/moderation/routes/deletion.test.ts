import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModerationAction } from '@bc/shared/contracts';
import { build } from '../../../helpers/build';
import { addPet } from '../../../helpers/pets';
import { fingerprint } from '../../../helpers/rows';
import { uploaded } from '../../../helpers/uploads';
import { createUser, type TestUser } from '../../../helpers/users';

/** A moderator deletes a dog that should not exist: only one without offspring, matings, litters or reports. */
let app: FastifyInstance;
let moderator: TestUser;
beforeAll(async () => {
  app = await build();
  moderator = await createUser(app, { role: 'moderator' });
});
afterAll(async () => app?.close());

const remove = (id: number, payload: object = { reason: 'spam', note: 'A test entry, not a dog' }, headers: Record<string, string> = moderator.headers) =>
  app.inject({ method: 'POST', url: `/api/moderation/pets/${id}/delete`, headers, payload });

describe('POST /api/moderation/pets/{id}/delete', () => {
  it('deletes the dog with its photo (its stored upload released), from the pages, the search and the pedigree engine; logged under its name; the owner told in their language', async () => {
    const owner = await createUser(app, { locale: 'de' });
    const photo = await uploaded(app, owner);
    const pet = await addPet(app, owner.headers, { registeredName: 'Spam Dog Xq', sex: 'male', publishStatus: 'published', photos: [{ uploadId: photo }] });
    expect(app.pedigree.engine.has(pet.id)).toBe(true);
    expect(await app.data.uploads.byId(photo)).toBeDefined();
    const outbox = app.mailer.outbox.length;

    const response = await remove(pet.id);
    expect(response.statusCode, response.body).toBe(200);
    const entry = response.json<ModerationAction>();
    expect(entry).toMatchObject({
      action: 'delete-pet', recordKind: 'pet', recordId: pet.id, recordName: 'Spam Dog Xq', reason: 'spam', note: 'A test entry, not a dog',
      before: { registeredName: 'Spam Dog Xq', sex: 'male', publishStatus: 'published', createdBy: owner.user.id }, after: { deleted: true }, undoable: false,
    });

    expect((await app.inject({ url: `/api/pets/${pet.id}` })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/pets/${pet.id}`, headers: moderator.headers })).statusCode).toBe(404);
    const found = (await app.inject({ url: '/api/pets?q=Spam%20Dog%20Xq' })).json<{ items: { id: number }[] }>();
    expect(found.items.map((item) => item.id)).not.toContain(pet.id);
    expect(app.pedigree.engine.has(pet.id)).toBe(false);
    expect(await app.data.uploads.byId(photo)).toBeUndefined();

    const mail = app.mailer.outbox.slice(outbox).find((sent) => sent.to === owner.user.email);
    expect(mail?.subject).toBe('Ein Moderator hat Spam Dog Xq gelöscht');
    expect(mail?.text).toContain('Notiz des Moderators: A test entry, not a dog');

    // The log names the deleted dog from what it was; the deletion cannot be undone.
    const log = (await app.inject({ url: `/api/moderation/actions?action=delete-pet&recordKind=pet&recordId=${pet.id}`, headers: moderator.headers })).json<{ items: ModerationAction[] }>();
    expect(log.items.map((item) => [item.id, item.recordName])).toEqual([[entry.id, 'Spam Dog Xq']]);
    const undo = await app.inject({ method: 'POST', url: `/api/moderation/actions/${entry.id}/undo`, headers: moderator.headers });
    expect(undo.statusCode).toBe(409);
    expect((await remove(pet.id)).statusCode).toBe(404);
  });

  it('refuses a parent of a dog or of a mating with 409 naming the count, and writes nothing', async () => {
    const owner = await createUser(app);
    const dam = await addPet(app, owner.headers, { registeredName: 'Busy Dam', sex: 'female', birthDate: '2018-01-01' });
    const sire = await addPet(app, owner.headers, { registeredName: 'Busy Sire', sex: 'male', birthDate: '2018-01-01' });
    await addPet(app, owner.headers, { registeredName: 'Busy Pup', sex: 'male', birthDate: '2021-01-01', damId: dam.id });
    const before = await fingerprint(app);

    const parent = await remove(dam.id);
    expect(parent.statusCode).toBe(409);
    expect(parent.json()).toMatchObject({ message: 'Busy Dam is a parent of 1 dog(s): merge it into another record of the same dog instead', data: { code: 'has_offspring' } });

    // In the moderator's language, the counts and the name kept.
    const russian = await remove(dam.id, undefined, { ...moderator.headers, 'accept-language': 'ru' });
    expect(russian.json().message).toBe('Busy Dam — родитель 1 собак(и): вместо удаления объедините запись с другой записью той же собаки');
    const mating = await app.inject({
      method: 'POST', url: '/api/matings/add', headers: owner.headers, payload: { damId: dam.id, sireId: sire.id, matingDates: ['2026-01-05'], status: 'mated' },
    });
    expect(mating.statusCode, mating.body).toBe(201);
    const stud = await remove(sire.id);
    expect(stud.statusCode).toBe(409);
    expect(stud.json()).toMatchObject({ data: { code: 'has_breeding' } });
    expect(stud.json().message).toContain('Busy Sire is a parent in 1 mating(s) or litter(s)');
    expect(app.pedigree.engine.has(sire.id)).toBe(true);
    expect((await app.inject({ url: `/api/pets/${dam.id}`, headers: owner.headers })).statusCode).toBe(200);
    // Nothing but the mating was written (no audit entry, no deleted row).
    const after = await fingerprint(app);
    expect(after.moderation_actions).toEqual(before.moderation_actions);
  });

  it('asks for a reason and a note, refuses the moderator’s own dog and an unknown one', async () => {
    const owner = await createUser(app);
    const pet = await addPet(app, owner.headers, { registeredName: 'Kept Dog', sex: 'female' });
    for (const payload of [{ reason: 'spam' }, { reason: 'spam', note: '   ' }, { note: 'No reason' }, { reason: 'no-such-reason', note: 'x' }]) {
      const response = await remove(pet.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const own = await addPet(app, moderator.headers, { registeredName: 'Moderator Own Dog', sex: 'male' });
    const refused = await remove(own.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().data.code).toBe('own_submission');
    expect((await remove(2_000_000_000)).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/pets/${pet.id}`, headers: owner.headers })).statusCode).toBe(200);
    expect((await app.inject({ url: `/api/pets/${own.id}`, headers: moderator.headers })).statusCode).toBe(200);
  });
});
