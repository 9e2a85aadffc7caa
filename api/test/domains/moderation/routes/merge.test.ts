import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModerationAction } from '@bc/shared/contracts';
import {
  attachmentRequests, likes, litters, matings, petDnaResults, petDocuments, petHealthResults, petNotes, petPhotos, petRegistrations, pets,
} from '../../../../src/db/schema';
import { eq } from 'drizzle-orm';
import { build } from '../../../helpers/build';
import { addPet } from '../../../helpers/pets';
import { fingerprint } from '../../../helpers/rows';
import { createCast, createUser, type Cast, type TestUser } from '../../../helpers/users';
import { mergeState } from '../merge-state';

/** POST /api/moderation/pets/merge: what moves, what is filled, the redirects, each refusal, the audit entry and its undo. */
let app: FastifyInstance;
let cast: Cast;
let owner: TestUser;
beforeAll(async () => {
  app = await build();
  cast = await createCast(app);
  owner = await createUser(app, { locale: 'de' });
});
afterAll(async () => app?.close());

const merge = (payload: object, headers = cast.moderator.headers) => app.inject({ method: 'POST', url: '/api/moderation/pets/merge', headers, payload });
const undo = (id: number, headers = cast.moderator.headers) => app.inject({ method: 'POST', url: `/api/moderation/actions/${id}/undo`, headers, payload: {} });
const merged = (response: { statusCode: number; body: string; json(): unknown }) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ModerationAction;
};
let serial = 0;

/** Two records of one dog: the survivor (by a member, without a birth date) and the duplicate (by `owner`), with everything that can reference a dog. */
async function duplicatePair() {
  const tag = ++serial;
  const sire = await addPet(app, cast.other.headers, { registeredName: `Merge Sire ${tag}`, sex: 'male', birthDate: '2012-01-01' });
  const mate = await addPet(app, cast.other.headers, { registeredName: `Merge Mate ${tag}`, sex: 'male', birthDate: '2013-01-01' });
  const survivor = await addPet(app, cast.member.headers, { registeredName: `Merge Dam ${tag}`, sex: 'female', registrations: [{ registry: 'RKF', number: `S-${tag}` }] });
  const duplicate = await addPet(app, owner.headers, {
    registeredName: `Merge Dam Copy ${tag}`, sex: 'female', birthDate: '2015-03-04', sireId: sire.id, microchip: `64300000000${1000 + tag}`,
    registrations: [{ registry: 'KC', number: `D-${tag}` }],
  });
  const puppy = await addPet(app, cast.other.headers, { registeredName: `Merge Puppy ${tag}`, sex: 'male', birthDate: '2019-05-05', sireId: mate.id, damId: duplicate.id });
  const [photo] = await app.db.insert(petPhotos).values({ petId: duplicate.id, url: `/p/${tag}.jpg`, isMain: true }).returning();
  await app.db.insert(petPhotos).values({ petId: survivor.id, url: `/p/s${tag}.jpg`, isMain: true });
  const [document] = await app.db.insert(petDocuments).values({ petId: duplicate.id, url: `/d/${tag}.pdf`, kind: 'health' }).returning();
  const [health] = await app.db.insert(petHealthResults).values({ petId: duplicate.id, kind: 'hips', scaleId: 'hips:fci', score: 'A' }).returning();
  await app.db.insert(petDnaResults).values([{ petId: duplicate.id, testId: 'cea', result: 'N/N' }, { petId: survivor.id, testId: 'cea', result: 'N/N' }, { petId: duplicate.id, testId: 'tns', result: 'N/N' }]);
  // Likes: one member liked both records (the survivor keeps one like), another only the duplicate.
  await app.db.insert(likes).values([{ userId: cast.premium.user.id, petId: duplicate.id }, { userId: cast.premium.user.id, petId: survivor.id }, { userId: cast.other.user.id, petId: duplicate.id }]);
  await app.db.insert(petNotes).values({ userId: cast.other.user.id, petId: duplicate.id, note: 'seen at a trial' });
  const [litter] = await app.db.insert(litters).values({ sireId: mate.id, damId: duplicate.id, birthDate: '2019-05-05' }).returning();
  const [mating] = await app.db.insert(matings).values({ sireId: mate.id, damId: duplicate.id }).returning();
  const [request] = await app.db.insert(attachmentRequests).values({ petId: duplicate.id, requesterUserId: cast.other.user.id, type: 'correction', info: 'wrong date', locale: 'en' }).returning();
  return { sire, mate, survivor, duplicate, puppy, photo, document, health, litter, mating, request };
}

describe('merging two records of one dog', () => {
  it('moves everything to the survivor, fills its empty fields, redirects the old id, tells the owner, and the undo puts it all back', async () => {
    const pair = await duplicatePair();
    const { survivor, duplicate } = pair;
    const state = await mergeState(app);
    const outbox = app.mailer.outbox.length;

    const entry = merged(await merge({ survivorId: survivor.id, duplicateId: duplicate.id, note: '  One dog entered twice  ' }));
    expect(entry).toMatchObject({
      action: 'merge-pets', recordKind: 'pet', recordId: survivor.id, recordName: survivor.registeredName, reason: 'duplicate', note: 'One dog entered twice',
      moderator: { id: cast.moderator.user.id }, undoable: true,
      after: { survivorId: survivor.id, duplicateId: duplicate.id, duplicateName: duplicate.registeredName },
    });
    // The audit entry says which fields were filled and which rows moved (enough to undo).
    expect(entry.after.filled).toEqual(expect.arrayContaining(['birthDate', 'birthPrecision', 'sireId', 'microchip']));
    expect(entry.after.moved).toMatchObject({
      offspringAsDam: [pair.puppy.id], photos: [pair.photo.id], documents: [pair.document.id], healthResults: [pair.health.id], littersAsDam: [pair.litter.id],
      matingsAsDam: [pair.mating.id], attachmentRequests: [pair.request.id], likes: [cast.other.user.id],
    });
    expect(entry.before).toMatchObject({ duplicate: { id: duplicate.id, registeredName: duplicate.registeredName }, survivor: { birthDate: null, sireId: null } });

    // The duplicate is gone; what referenced it is on the survivor.
    expect(await app.data.pets.byId(duplicate.id)).toBeUndefined();
    const after = (await app.data.pets.byId(survivor.id))!;
    expect(after).toMatchObject({ birthDate: '2015-03-04', sireId: pair.sire.id, microchip: duplicate.microchip });
    // Searchable by the duplicate's registration number and microchip.
    expect(after.searchText).toContain(`d${serial}`);
    expect(after.searchText).toContain(duplicate.microchip!);
    expect((await app.data.pets.byId(pair.puppy.id))!.damId).toBe(survivor.id);
    const on = async (table: typeof petPhotos | typeof petDocuments | typeof petHealthResults | typeof petRegistrations | typeof petDnaResults) =>
      (await app.db.select().from(table).where(eq(table.petId, survivor.id))).length;
    expect(await on(petPhotos)).toBe(2);
    expect((await app.db.select().from(petPhotos).where(eq(petPhotos.petId, survivor.id))).filter((p) => p.isMain)).toHaveLength(1);
    expect(await on(petDocuments)).toBe(1);
    expect(await on(petHealthResults)).toBe(1);
    expect(await on(petRegistrations)).toBe(2);
    expect(await on(petDnaResults)).toBe(2);
    expect((await app.db.select().from(likes).where(eq(likes.petId, survivor.id))).length).toBe(2);
    expect((await app.db.select().from(litters).where(eq(litters.id, pair.litter.id)))[0].damId).toBe(survivor.id);
    expect((await app.db.select().from(matings).where(eq(matings.id, pair.mating.id)))[0].damId).toBe(survivor.id);

    // The pedigree engine has it: the puppy's dam is the survivor, whose sire came from the duplicate.
    expect(app.pedigree.engine.parents(pair.puppy.id).dam).toBe(survivor.id);
    expect(app.pedigree.engine.parents(survivor.id).sire).toBe(pair.sire.id);
    expect(app.pedigree.engine.has(duplicate.id) && !app.pedigree.engine.isPlaceholder(duplicate.id)).toBe(false);

    // The old id redirects on every pet route; the search no longer lists it.
    for (const [url, location] of [
      [`/api/pets/${duplicate.id}`, `/api/pets/${survivor.id}`],
      [`/api/pets/short/${duplicate.id}`, `/api/pets/short/${survivor.id}`],
      [`/api/pets/${duplicate.id}/breed`, `/api/pets/${survivor.id}/breed`],
      [`/api/pets/tree/${duplicate.id}/3`, `/api/pets/tree/${survivor.id}/3`],
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(308);
      expect(response.headers.location).toBe(location);
      expect(response.json()).toMatchObject({ statusCode: 308, mergedInto: survivor.id });
    }
    const search = await app.inject({ url: `/api/pets?q=${encodeURIComponent(`Merge Dam Copy ${serial}`)}` });
    expect(search.json().items.map((item: { id: number }) => item.id)).not.toContain(duplicate.id);

    // The duplicate's owner is told, in German, with the survivor's link.
    const mails = app.mailer.outbox.slice(outbox);
    expect(mails.map((mail) => mail.to)).toEqual([owner.user.email]);
    expect(mails[0].subject).toBe(`Die Einträge von ${duplicate.registeredName} wurden zusammengeführt`);
    expect(mails[0].text).toContain('One dog entered twice');
    expect(mails[0].text).toContain(`/de/pets/${survivor.id}`);

    // Undo: both dogs and every row as before.
    const undone = merged(await undo(entry.id));
    expect(undone).toMatchObject({ action: 'unmerge-pets', recordId: survivor.id, undoes: entry.id });
    expect(await mergeState(app)).toEqual(state);
    expect(app.pedigree.engine.parents(pair.puppy.id).dam).toBe(duplicate.id);
    expect(app.pedigree.engine.parents(survivor.id).sire).toBeNull();
    expect((await app.inject({ url: `/api/pets/${duplicate.id}` })).statusCode).toBe(200);
    const log = (await app.inject({ url: `/api/moderation/actions?recordKind=pet&recordId=${survivor.id}`, headers: cast.moderator.headers })).json();
    expect(log.items.map((item: ModerationAction) => [item.action, item.undoneBy])).toEqual([['unmerge-pets', null], ['merge-pets', undone.id]]);
    expect((await undo(entry.id)).statusCode).toBe(409);
  });

  it('refuses a merge that would lose data or break the pedigree, naming the field, and writes nothing', async () => {
    const pair = await duplicatePair();
    const male = await addPet(app, cast.member.headers, { sex: 'male' });
    const own = await addPet(app, cast.moderator.headers, { sex: 'female' });
    const differentDna = await addPet(app, cast.member.headers, { sex: 'female' });
    await app.db.insert(petDnaResults).values({ petId: differentDna.id, testId: 'cea', result: 'N/M' });
    const cases: [object, number, Record<string, unknown>][] = [
      [{ survivorId: pair.survivor.id, duplicateId: pair.survivor.id, note: 'x' }, 400, { field: 'duplicateId', code: 'same-pet' }],
      [{ survivorId: pair.survivor.id, duplicateId: male.id, note: 'x' }, 409, { field: 'duplicateId', code: 'sex' }],
      [{ survivorId: pair.duplicate.id, duplicateId: pair.sire.id, note: 'x' }, 409, { field: 'duplicateId', code: 'sex' }],
      [{ survivorId: 999_999, duplicateId: pair.duplicate.id, note: 'x' }, 404, { field: 'survivorId' }],
      [{ survivorId: pair.survivor.id, duplicateId: 999_998, note: 'x' }, 404, { field: 'duplicateId' }],
      [{ survivorId: pair.survivor.id, duplicateId: own.id, note: 'x' }, 403, { code: 'own_submission' }],
      [{ survivorId: pair.survivor.id, duplicateId: differentDna.id, note: 'x' }, 409, { field: 'duplicateId', code: 'dna-conflict' }],
      [{ survivorId: pair.survivor.id, duplicateId: pair.duplicate.id }, 400, { field: 'note' }],
      [{ survivorId: pair.survivor.id, duplicateId: pair.duplicate.id, note: '   ' }, 400, { field: 'note' }],
    ];
    for (const [payload, status, data] of cases) {
      const before = await fingerprint(app);
      const response = await merge(payload);
      expect(response.statusCode, JSON.stringify(payload) + response.body).toBe(status);
      expect(response.json().data).toMatchObject(data);
      expect(await fingerprint(app)).toEqual(before);
    }
  });

  it('refuses a loop: a dog merged into its own ancestor or descendant', async () => {
    const grand = await addPet(app, cast.member.headers, { sex: 'female', birthDate: '2008-01-01' });
    const mother = await addPet(app, cast.member.headers, { sex: 'female', birthDate: '2011-01-01', damId: grand.id });
    const daughter = await addPet(app, cast.member.headers, { sex: 'female', birthDate: '2014-01-01', damId: mother.id });
    for (const [survivorId, duplicateId] of [[grand.id, daughter.id], [daughter.id, grand.id], [mother.id, daughter.id]]) {
      const before = await fingerprint(app);
      const response = await merge({ survivorId, duplicateId, note: 'loop' });
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().data).toEqual({ field: 'duplicateId', code: 'loop' });
      expect(await fingerprint(app)).toEqual(before);
    }
  });

  it('refuses the undo with 409 when the survivor was edited or merged since; keeps the redirect from a hidden survivor to itself', async () => {
    const edited = await duplicatePair();
    const first = merged(await merge({ survivorId: edited.survivor.id, duplicateId: edited.duplicate.id, note: 'twice' }));
    const detail = (await app.inject({ url: `/api/pets/${edited.survivor.id}`, headers: cast.member.headers })).json();
    const save = await app.inject({
      method: 'POST', url: `/api/pets/${edited.survivor.id}/save`, headers: cast.member.headers,
      payload: { registeredName: detail.registeredName, sex: 'female', version: detail.version, titles: 'CH' },
    });
    expect(save.statusCode, save.body).toBe(200);
    const refused = await undo(first.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: expect.stringContaining('edited after this merge'), data: { code: 'not_undoable' } });

    const chained = await duplicatePair();
    const third = await addPet(app, cast.other.headers, { sex: 'female' });
    const a = merged(await merge({ survivorId: chained.survivor.id, duplicateId: chained.duplicate.id, note: 'twice' }));
    merged(await merge({ survivorId: third.id, duplicateId: chained.survivor.id, note: 'thrice' }));
    // The first old id follows the chain to the last survivor.
    expect((await app.inject({ url: `/api/pets/${chained.duplicate.id}` })).headers.location).toBe(`/api/pets/${third.id}`);
    const gone = await undo(a.id);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toContain('merged or deleted');

    // A survivor the caller may not see: the old id stays a 404 for them (nothing about it is told).
    const hidden = await duplicatePair();
    merged(await merge({ survivorId: hidden.survivor.id, duplicateId: hidden.duplicate.id, note: 'twice' }));
    await app.db.update(pets).set({ publishStatus: 'draft' }).where(eq(pets.id, hidden.survivor.id));
    app.events.emit('petsChanged', { ids: [hidden.survivor.id] });
    const visitor = await app.inject({ url: `/api/pets/${hidden.duplicate.id}` });
    expect(visitor.statusCode).toBe(404);
    expect(visitor.body).not.toContain(String(hidden.survivor.id));
    expect((await app.inject({ url: `/api/pets/${hidden.duplicate.id}`, headers: cast.member.headers })).statusCode).toBe(308);
  });
});
