import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { BAN_MESSAGE, type PetDetail } from '@bc/shared/contracts';
import { withApp } from '../../../helpers/build';
import { addPet, currentVersion } from '../../../helpers/pets';
import { countRows } from '../../../helpers/rows';
import { uploaded } from '../../../helpers/uploads';
import { type Cast, createUser } from '../../../helpers/users';

let app: FastifyInstance;
let cast: Cast;
withApp((built) => ({ app, cast } = built));

const post = (url: string, payload: unknown, headers: Record<string, string> = cast.member.headers) =>
  app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
const add = (payload: Record<string, unknown>, headers?: Record<string, string>) => post('/api/pets/add', payload, headers);
/** A save by an editor who has just loaded the pet (its current version), unless the payload names another version. */
const save = async (id: number, payload: Record<string, unknown>, headers?: Record<string, string>) =>
  post(`/api/pets/${id}/save`, { version: await currentVersion(app, id), ...payload }, headers);

/** Asserts a refusal changed nothing anywhere. */
async function refusedWithoutWrites(send: () => Promise<{ statusCode: number; json: () => unknown }>, status: number) {
  const before = await countRows(app);
  const response = await send();
  expect(response.statusCode).toBe(status);
  expect(await countRows(app)).toEqual(before);
  return response.json() as { message: string; data: { field?: string; conflict?: string; ids?: number[]; allowed?: string[] } };
}

describe('POST /api/pets/add', () => {
  it('stores every field and answers the pet page (201)', async () => {
    const [a, b, hips] = [await uploaded(app, cast.member), await uploaded(app, cast.member), await uploaded(app, cast.member, 'docs')];
    const body = {
      registeredName: '  Fellside   Silver Spark ', callName: 'Spark', kennelPrefix: 'Fellside', sex: 'male', birthDate: '2019-05-14',
      colorId: 'blue-merle', coat: 'rough', countryOfBirth: 'GB', countryOfResidence: 'LV',
      registrations: [{ registry: 'KC', number: 'AB12345 01' }, { registry: 'ISDS', number: '312345' }],
      microchip: '826 094-000 000 123', titles: 'Ch LV', workingResults: 'ISDS Nursery trial: 1st',
      breeder: { userId: cast.other.user.id }, owner: { name: 'Anna Ozola' },
      photos: [{ uploadId: a }, { uploadId: b, isMain: true }],
      documents: [{ uploadId: hips, kind: 'health', title: 'Hips certificate' }],
      health: [
        { set: 'dna:cea', value: 'N/N', date: '2020-01-10', lab: 'Laboklin' },
        { set: 'hips:fci', value: 'A', date: '2020-06-01', lab: 'Dr Smith', documentUploadId: hips },
        { set: 'elbows:ofa', value: 'normal' },
        { set: 'baer', value: '+/+' },
        { set: 'eaod:optimal-selection', value: 'N/M' },
      ],
      offeredForStud: true, publishStatus: 'published',
    };
    const response = await add(body);
    expect(response.statusCode).toBe(201);
    const pet = response.json() as PetDetail;
    expect(pet).toMatchObject({
      registeredName: 'Fellside Silver Spark', callName: 'Spark', kennelPrefix: 'Fellside', sex: 'male', species: 'dog', breedId: 'border-collie',
      birthDate: '2019-05-14', birthPrecision: 'day', colorId: 'blue-merle', coat: 'rough', countryOfBirth: 'GB', countryOfResidence: 'LV',
      microchip: '826094000000123', titles: 'Ch LV', offeredForStud: true, publishStatus: 'published',
      registrations: [{ registry: 'KC', number: 'AB12345 01' }, { registry: 'ISDS', number: '312345' }],
      breeder: { userId: cast.other.user.id, formerMember: false }, owner: { userId: null, name: 'Anna Ozola' },
      mainPhoto: `/api/files/images/${b}/1280.webp`, createdBy: cast.member.user.id, updatedBy: cast.member.user.id,
      permissions: { canEdit: true, canModerate: false }, likes: 0, likedByMe: false, myNote: null, sire: null, dam: null,
    });
    expect(pet.photos.map((p) => [p.url, p.position, p.isMain])).toEqual([
      [`/api/files/images/${a}/1280.webp`, 0, false], [`/api/files/images/${b}/1280.webp`, 1, true],
    ]);
    expect(pet.photos[0]).toMatchObject({ width: 64, height: 48 });
    const certificate = pet.documents[0];
    expect(certificate).toMatchObject({ kind: 'health', title: 'Hips certificate', url: `/api/files/docs/${hips}.pdf` });
    expect(pet.health).toEqual(expect.arrayContaining([
      { set: 'hips:fci', kind: 'hips', system: 'fci', value: 'A', date: '2020-06-01', lab: 'Dr Smith', documentId: certificate.id },
      expect.objectContaining({ set: 'elbows:ofa', value: 'normal' }),
      expect.objectContaining({ set: 'baer', kind: 'baer', system: null, value: '+/+' }),
      expect.objectContaining({ set: 'eaod:optimal-selection', kind: 'eaod', value: 'N/M' }),
    ]));
    expect(pet.dna).toEqual([{ testId: 'cea', result: 'N/N', status: 'clear', date: '2020-01-10', lab: 'Laboklin', documentId: null }]);
    expect(pet.coi).toBe(0);
    expect(app.pedigree.engine.has(pet.id)).toBe(true);
    // The new pet is found by its normalised registration number.
    expect((await app.inject({ url: '/api/pets?q=ab1234501' })).json().items.map((p: { id: number }) => p.id)).toEqual([pet.id]);
  });

  it('keeps the precision of a birth or death date given as a year or a month', async () => {
    const year = await addPet(app, cast.member.headers, { birthDate: '2010', deathDate: '2022-03' });
    expect(year).toMatchObject({ birthDate: '2010-01-01', birthPrecision: 'year', deathDate: '2022-03-01', deathPrecision: 'month' });
    const month = await addPet(app, cast.member.headers, { birthDate: '2011-07' });
    expect(month).toMatchObject({ birthDate: '2011-07-01', birthPrecision: 'month', deathDate: null });
  });

  it('starts as a draft unless asked, and accepts health scales case-insensitively', async () => {
    const response = await add({ registeredName: 'Draft Dog', sex: 'female', health: [{ set: 'HIPS:FCI', value: 'b' }, { set: 'dna:CEA', value: 'n/m' }] });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ publishStatus: 'draft', health: [{ set: 'hips:fci', value: 'B' }], dna: [{ testId: 'cea', result: 'N/M', status: 'carrier' }] });
  });

  it('answers 401 to visitors and 403 with the ban message to banned members', async () => {
    expect((await add({ registeredName: 'X', sex: 'male' }, {})).statusCode).toBe(401);
    const banned = await add({ registeredName: 'X', sex: 'male' }, cast.banned.headers);
    expect(banned.statusCode).toBe(403);
    expect(banned.json().message).toBe(BAN_MESSAGE);
  });

  it('lets any member add a pet whose parents are other members’ published pets', async () => {
    const sire = await addPet(app, cast.other.headers, { sex: 'male', birthDate: '2015-01-01' });
    const dam = await addPet(app, cast.moderator.headers, { sex: 'female', birthDate: '2016-01-01' });
    const pup = await addPet(app, cast.premium.headers, { sex: 'female', birthDate: '2019-02-02', sireId: sire.id, damId: dam.id });
    expect(pup).toMatchObject({ sire: { id: sire.id, registeredName: sire.registeredName }, dam: { id: dam.id }, sireId: sire.id, damId: dam.id });
    expect(app.pedigree.engine.parents(pup.id)).toEqual({ sire: sire.id, dam: dam.id });
  });
});

describe('validation (400 naming the field, nothing written)', () => {
  const cases: [string, Record<string, unknown>, string, RegExp?][] = [
    ['unknown breed', { breedId: 'poodle' }, 'breedId'],
    ['breed of another species', { species: 'cat', breedId: 'border-collie' }, 'breedId'],
    ['unknown colour', { colorId: 'purple' }, 'colorId'],
    ['unknown country', { countryOfBirth: 'XX' }, 'countryOfBirth'],
    ['impossible date', { birthDate: '2019-02-30' }, 'birthDate'],
    ['future date', { birthDate: '2999-01-01' }, 'birthDate'],
    ['death before birth', { birthDate: '2015-05-01', deathDate: '2014' }, 'deathDate'],
    ['female offered for stud', { sex: 'female', offeredForStud: true }, 'offeredForStud'],
    ['dead male offered for stud', { deathDate: '2020', offeredForStud: true }, 'offeredForStud'],
    ['blank name', { registeredName: '   ' }, 'registeredName'],
    ['two main photos', { photos: [{ uploadId: 'A'.repeat(22), isMain: true }, { uploadId: 'B'.repeat(22), isMain: true }] }, 'photos'],
    ['an upload listed twice', { photos: [{ uploadId: 'A'.repeat(22) }], documents: [{ uploadId: 'A'.repeat(22) }] }, 'documents.0.uploadId'],
    ['a photo of another pet', { photos: [{ id: 999_999 }] }, 'photos.0.id'],
    ['a document of another pet', { documents: [{ id: 999_999 }] }, 'documents.0.id'],
    ['a registration twice', { registrations: [{ registry: 'RKF', number: '1' }, { registry: 'RKF', number: ' 1 ' }] }, 'registrations.1.number'],
    ['an unknown health set', { health: [{ set: 'hips:akc', value: 'A' }] }, 'health.0.set'],
    ['a DNA test twice', { health: [{ set: 'dna:cea', value: 'N/N' }, { set: 'dna:cea', value: 'N/M' }] }, 'health.1.set'],
    ['a certificate that is not the pet’s', { health: [{ set: 'baer', value: '+/+', documentId: 999_999 }] }, 'health.0.documentId'],
    ['a certificate upload not among the documents', { health: [{ set: 'baer', value: '+/+', documentUploadId: 'C'.repeat(22) }] }, 'health.0.documentUploadId'],
    ['a future test date', { health: [{ set: 'baer', value: '+/+', date: '2999-01-01' }] }, 'health.0.date'],
    ['a member breeder that does not exist', { breeder: { userId: 999_999 } }, 'breeder.userId'],
    ['a schema error', { sex: 'unknown' }, 'sex'],
    ['an unknown field', { colour: 'black' }, 'colour'],
  ];
  it.each(cases)('%s', async (_, fields, field) => {
    const body = await refusedWithoutWrites(() => add({ registeredName: 'Valid Name', sex: 'male', ...fields }), 400);
    expect(body.data.field).toBe(field);
  });

  const scales: [string, string, string[]][] = [
    ['hips:fci', 'F', ['A', 'B', 'C', 'D', 'E']],
    ['hips:rkf', '0', ['A', 'B', 'C', 'D', 'E']],
    ['hips:ofa', 'A', ['excellent', 'good', 'fair', 'borderline', 'mild', 'moderate', 'severe']],
    ['hips:bva', '54', Array.from({ length: 54 }, (_, i) => String(i))],
    ['hips:czech', '5', ['0', '1', '2', '3', '4']],
    ['hips:vet', 'A', ['normal', 'affected']],
    ['elbows:rkf', '4', ['0', '1', '2', '3']],
    ['elbows:ofa', '0', ['normal', 'I', 'II', 'III']],
    ['elbows:fci', '4', ['0', 'BL', '1', '2', '3']],
    ['elbows:bva', 'A', ['0', '1', '2', '3']],
    ['elbows:czech', '4', ['0', '1', '2', '3']],
    ['elbows:vet', 'bad', ['normal', 'affected']],
    ['baer', '+', ['+/+', '+/-', '-/-']],
    ['ocd_sp', 'clear', ['free', 'affected']],
    ['ltv', '5', ['0', '1', '2', '3', '4']],
    ['va', '-1', ['0', '1', '2', '3', '4']],
    ['eaod:laboklin', 'carrier', ['N/N', 'N/M', 'M/M']],
    ['mdd', 'N', ['N/N', 'N/M', 'M/M']],
    ['dna:cea', 'M/N', ['N/N', 'N/M', 'M/M']],
  ];
  it.each(scales)('refuses a result off the %s scale, listing the allowed values', async (set, value, allowed) => {
    const body = await refusedWithoutWrites(() => add({ registeredName: 'Scale Dog', sex: 'male', health: [{ set: 'baer', value: '+/+' }, { set, value }] }), 400);
    expect(body.data).toEqual({ field: 'health.1.value', allowed });
    expect(body.message).toContain(set);
  });
});

describe('pedigree integrity (409 naming the conflict and the pets, nothing written)', () => {
  it('refuses an unknown or invisible parent with 400 unknown-pet', async () => {
    const unknown = await refusedWithoutWrites(() => add({ registeredName: 'Orphan', sex: 'male', sireId: 999_999 }), 400);
    expect(unknown.data).toEqual({ field: 'sireId', conflict: 'unknown-pet', ids: [999_999] });
    const draft = await addPet(app, cast.other.headers, { sex: 'female', publishStatus: 'draft' });
    const hidden = await refusedWithoutWrites(() => add({ registeredName: 'Orphan', sex: 'male', damId: draft.id }), 400);
    expect(hidden.data).toEqual({ field: 'damId', conflict: 'unknown-pet', ids: [draft.id] });
  });

  it('a sire must be male and a dam female', async () => {
    const male = await addPet(app, cast.member.headers, { sex: 'male' });
    const female = await addPet(app, cast.member.headers, { sex: 'female' });
    const sire = await refusedWithoutWrites(() => add({ registeredName: 'Pup', sex: 'male', sireId: female.id }), 409);
    expect(sire.data).toEqual({ field: 'sireId', conflict: 'sex', ids: [female.id], pet: { id: female.id, registeredName: female.registeredName } });
    expect(sire.message).toContain(female.registeredName);
    const dam = await refusedWithoutWrites(() => add({ registeredName: 'Pup', sex: 'male', sireId: male.id, damId: male.id }), 409);
    expect(dam.data).toMatchObject({ field: 'damId', conflict: 'sex' });
  });

  it('parents must be born before their offspring', async () => {
    const young = await addPet(app, cast.member.headers, { sex: 'male', birthDate: '2020-06-01' });
    const body = await refusedWithoutWrites(() => add({ registeredName: 'Older Pup', sex: 'female', birthDate: '2019-01-01', sireId: young.id }), 409);
    expect(body.data).toMatchObject({ field: 'sireId', conflict: 'birth-order', ids: expect.arrayContaining([young.id]) });
  });

  it('a pet cannot become its own ancestor', async () => {
    const grandsire = await addPet(app, cast.member.headers, { sex: 'male' });
    const sire = await addPet(app, cast.member.headers, { sex: 'male', sireId: grandsire.id });
    const pup = await addPet(app, cast.member.headers, { sex: 'male', sireId: sire.id });
    const body = await refusedWithoutWrites(() => save(grandsire.id, { registeredName: grandsire.registeredName, sex: 'male', sireId: pup.id }), 409);
    expect(body.data.conflict).toBe('loop');
    expect(body.data.field).toBe('sireId');
    expect(body.data.ids).toEqual(expect.arrayContaining([grandsire.id, sire.id, pup.id]));
    const self = await refusedWithoutWrites(() => save(pup.id, { registeredName: pup.registeredName, sex: 'male', sireId: pup.id }), 409);
    expect(self.data).toMatchObject({ conflict: 'loop', ids: [pup.id] });
    expect(app.pedigree.engine.parents(grandsire.id)).toEqual({ sire: null, dam: null });
  });

  it('a parent cannot change sex or be born after its offspring', async () => {
    const dam = await addPet(app, cast.member.headers, { sex: 'female', birthDate: '2015-01-01' });
    const pup = await addPet(app, cast.member.headers, { sex: 'male', birthDate: '2018-01-01', damId: dam.id });
    const sex = await refusedWithoutWrites(() => save(dam.id, { registeredName: dam.registeredName, sex: 'male', birthDate: '2015-01-01' }), 409);
    // The other pet named is the offspring whose dam this is.
    expect(sex.data).toMatchObject({ field: 'sex', conflict: 'sex', ids: expect.arrayContaining([dam.id, pup.id]), pet: { id: pup.id, registeredName: pup.registeredName } });
    const born = await refusedWithoutWrites(() => save(dam.id, { registeredName: dam.registeredName, sex: 'female', birthDate: '2019-01-01' }), 409);
    expect(born.data).toMatchObject({ field: 'birthDate', conflict: 'birth-order', ids: [pup.id, dam.id], pet: { id: pup.id } });
  });

  it('one registration number per registry belongs to one pet', async () => {
    const holder = await addPet(app, cast.other.headers, { registrations: [{ registry: 'RKF', number: '4100777' }] });
    const body = await refusedWithoutWrites(
      () => add({ registeredName: 'Copycat', sex: 'male', registrations: [{ registry: 'FCI', number: '1' }, { registry: 'RKF', number: '4100777' }] }),
      409,
    );
    expect(body.data).toEqual({
      field: 'registrations.1.number', conflict: 'registration', ids: [holder.id], pet: { id: holder.id, registeredName: holder.registeredName },
    });
    expect(body.message).toContain(`"${holder.registeredName}" (#${holder.id})`);
    // A holder the caller may not see (another member's draft) is not named.
    const draft = await addPet(app, cast.other.headers, { publishStatus: 'draft', registrations: [{ registry: 'RKF', number: '4100778' }] });
    const hidden = await refusedWithoutWrites(() => add({ registeredName: 'Copycat', sex: 'male', registrations: [{ registry: 'RKF', number: '4100778' }] }), 409);
    expect(hidden.data).toEqual({ field: 'registrations.0.number', conflict: 'registration', ids: [], pet: null, hidden: true });
    expect(hidden.message).not.toContain(draft.registeredName);
    expect(hidden.message).not.toContain(String(draft.id));
    expect(hidden.message).toContain('a pet you cannot see');
    // The same number in another registry is another registration.
    expect((await add({ registeredName: 'Other Registry', sex: 'male', registrations: [{ registry: 'LKF', number: '4100777' }] })).statusCode).toBe(201);
    // Saving the holder with its own number is fine.
    const again = await save(holder.id, { registeredName: holder.registeredName, sex: holder.sex, registrations: [{ registry: 'RKF', number: '4100777' }] }, cast.other.headers);
    expect(again.statusCode).toBe(200);
  });

  it('a conflict with another member’s draft names neither it nor its id', async () => {
    const sire = await addPet(app, cast.member.headers, { sex: 'male', birthDate: '2015-01-01' });
    const pup = await addPet(app, cast.other.headers, { sex: 'female', birthDate: '2018-01-01', sireId: sire.id, publishStatus: 'draft' });
    const later = await refusedWithoutWrites(() => save(sire.id, { registeredName: sire.registeredName, sex: 'male', birthDate: '2019-01-01' }), 409);
    expect(later.data).toEqual({ field: 'birthDate', conflict: 'birth-order', ids: [sire.id], pet: null, hidden: true });
    const sex = await refusedWithoutWrites(() => save(sire.id, { registeredName: sire.registeredName, sex: 'female', birthDate: '2015-01-01' }), 409);
    expect(sex.data).toEqual({ field: 'sex', conflict: 'sex', ids: [sire.id], pet: null, hidden: true });
    for (const { message } of [later, sex]) {
      expect(message).not.toContain(pup.registeredName);
      expect(message).not.toMatch(new RegExp(`#${pup.id}\\b`));
      expect(message).toContain('a pet you cannot see');
    }
    // Its owner and moderators are told which pet it is.
    const seen = await save(sire.id, { registeredName: sire.registeredName, sex: 'male', birthDate: '2019-01-01' }, cast.moderator.headers);
    expect(seen.json().data).toMatchObject({ ids: [pup.id, sire.id], pet: { id: pup.id, registeredName: pup.registeredName } });
    expect(seen.json().message).toContain(pup.registeredName);
  });

  it('two concurrent saves that would close a loop: one wins, the other is refused', async () => {
    const a = await addPet(app, cast.member.headers, { sex: 'male' });
    const b = await addPet(app, cast.member.headers, { sex: 'male' });
    const [one, two] = await Promise.all([
      save(a.id, { registeredName: a.registeredName, sex: 'male', sireId: b.id }),
      save(b.id, { registeredName: b.registeredName, sex: 'male', sireId: a.id }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const sires = [app.pedigree.engine.parents(a.id).sire, app.pedigree.engine.parents(b.id).sire];
    expect(sires.filter((s) => s !== null)).toHaveLength(1);
  });
});

describe('POST /api/pets/{id}/save', () => {
  let pet: PetDetail;
  beforeAll(async () => {
    pet = await addPet(app, cast.member.headers, {
      registeredName: 'Replace Me', sex: 'female', birthDate: '2017-03-03', registrations: [{ registry: 'ZKwP', number: 'PKR.I-20001' }],
      photos: [{ uploadId: await uploaded(app, cast.member) }, { uploadId: await uploaded(app, cast.member) }],
      documents: [{ uploadId: await uploaded(app, cast.member, 'docs'), kind: 'pedigree' }],
      health: [{ set: 'dna:ncl', value: 'N/N' }], titles: 'JCh PL',
    });
  });

  it('replaces every editable field; omitted fields are cleared; photos keep their ids', async () => {
    const [first, second] = pet.photos;
    const third = await uploaded(app, cast.member);
    const response = await save(pet.id, {
      registeredName: 'Replaced', sex: 'female', birthDate: '2017-03', photos: [{ id: second.id, isMain: true }, { uploadId: third }],
      documents: [{ id: pet.documents[0].id, title: 'Export pedigree' }], health: [{ set: 'hips:fci', value: 'C', documentId: pet.documents[0].id }],
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json() as PetDetail;
    expect(saved).toMatchObject({ registeredName: 'Replaced', birthPrecision: 'month', registrations: [], titles: null, dna: [], mainPhoto: second.url, updatedBy: cast.member.user.id });
    expect(saved.photos.map((p) => [p.id === second.id, p.url, p.position, p.isMain])).toEqual([[true, second.url, 0, true], [false, `/api/files/images/${third}/1280.webp`, 1, false]]);
    expect(saved.photos.some((p) => p.id === first.id)).toBe(false);
    // The photo let go takes its stored files with it; the kept one keeps its own.
    expect((await app.inject({ url: first.url })).statusCode).toBe(404);
    expect((await app.inject({ url: second.url })).statusCode).toBe(200);
    expect(saved.documents).toMatchObject([{ id: pet.documents[0].id, title: 'Export pedigree', kind: 'pedigree' }]);
    expect(saved.health).toMatchObject([{ set: 'hips:fci', value: 'C', documentId: pet.documents[0].id }]);
    // The old number is free again; the search follows the new name.
    expect((await app.inject({ url: '/api/pets?q=pkri20001' })).json().total).toBe(0);
    expect((await app.inject({ url: '/api/pets?q=replaced' })).json().total).toBe(1);
  });

  it('writes nothing when a late check fails (one transaction)', async () => {
    const before = (await app.inject({ url: `/api/pets/${pet.id}`, headers: cast.member.headers })).json() as PetDetail;
    const response = await save(pet.id, {
      registeredName: 'Half Written', sex: 'female', registrations: [{ registry: 'KC', number: 'NEW1' }], photos: [],
      health: [{ set: 'baer', value: '+/+', documentId: 999_999 }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.field).toBe('health.0.documentId');
    const after = (await app.inject({ url: `/api/pets/${pet.id}`, headers: cast.member.headers })).json() as PetDetail;
    expect(after).toEqual(before);
  });

  it('only the owner and moderators edit; others get 403, visitors 401, banned 403, unknown 404', async () => {
    const body = { registeredName: 'Moderated', sex: 'female' };
    expect((await save(pet.id, body, cast.other.headers)).json()).toMatchObject({ statusCode: 403, data: { code: 'not_owner' } });
    expect((await save(pet.id, body, {})).statusCode).toBe(401);
    expect((await save(pet.id, body, cast.banned.headers)).json().message).toBe(BAN_MESSAGE);
    expect((await save(999_999, body)).statusCode).toBe(404);
    const moderated = await save(pet.id, body, cast.moderator.headers);
    expect(moderated.statusCode).toBe(200);
    expect(moderated.json()).toMatchObject({ registeredName: 'Moderated', updatedBy: cast.moderator.user.id, createdBy: cast.member.user.id });
  });

  it('the owner member (not only the creator) may edit; others’ drafts are 404', async () => {
    const owned = await addPet(app, cast.moderator.headers, { owner: { userId: cast.premium.user.id }, publishStatus: 'draft' });
    const mine = await save(owned.id, { registeredName: 'Mine Now', sex: owned.sex, owner: { userId: cast.premium.user.id } }, cast.premium.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ owner: { userId: cast.premium.user.id }, permissions: { canEdit: true } });
    // Handing the draft over: the save is answered, then the pet is out of sight.
    const handed = await save(owned.id, { registeredName: 'Handed Over', sex: owned.sex, owner: { userId: cast.member.user.id } }, cast.premium.headers);
    expect(handed.json()).toMatchObject({ registeredName: 'Handed Over', permissions: { canEdit: false } });
    expect((await app.inject({ url: `/api/pets/${owned.id}`, headers: cast.premium.headers })).statusCode).toBe(404);
    expect((await save(owned.id, { registeredName: 'Not Yours', sex: owned.sex }, cast.other.headers)).statusCode).toBe(404);
  });
});

describe('saves carry the version the editor loaded (no lost updates)', () => {
  it('a save from an older version is refused with 409 stale-version naming who changed the pet and when; nothing is written', async () => {
    const pet = await addPet(app, cast.member.headers, { registeredName: 'Shared Dog', sex: 'male', titles: 'Ch' });
    expect(pet.version).toBe(1);
    // The owner and a moderator open the editor on version 1; the moderator saves first.
    const first = await save(pet.id, { registeredName: 'Shared Dog', sex: 'male', titles: 'Ch LV', version: 1 }, cast.moderator.headers);
    expect(first.json()).toMatchObject({ titles: 'Ch LV', version: 2 });
    const stale = await refusedWithoutWrites(() => save(pet.id, { registeredName: 'Shared Dog', sex: 'male', titles: 'JCh', version: 1 }), 409);
    expect(stale.data).toEqual({
      code: 'stale-version', field: 'version', version: 2, updatedAt: first.json().updatedAt,
      updatedBy: { userId: cast.moderator.user.id, nickname: cast.moderator.user.nickname },
    });
    expect(stale.message).toContain(cast.moderator.user.nickname!);
    expect((await app.inject({ url: `/api/pets/${pet.id}` })).json()).toMatchObject({ titles: 'Ch LV', version: 2 });
    // Reloaded, the owner saves on top of the moderator's change.
    expect((await save(pet.id, { registeredName: 'Shared Dog', sex: 'male', titles: 'Ch LV JCh', version: 2 })).json()).toMatchObject({ version: 3 });
  });

  it('two saves of one version sent at once: one is written, the other refused as stale', async () => {
    const pet = await addPet(app, cast.member.headers, { sex: 'female' });
    const answers = await Promise.all(['Left', 'Right'].map((name) =>
      post(`/api/pets/${pet.id}/save`, { registeredName: `${name} Version`, sex: 'female', version: pet.version })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!.json();
    expect(refused.data).toMatchObject({ code: 'stale-version', version: pet.version + 1 });
    const written = answers.find((a) => a.statusCode === 200)!.json() as PetDetail;
    expect((await app.inject({ url: `/api/pets/${pet.id}` })).json()).toMatchObject({ registeredName: written.registeredName, version: pet.version + 1 });
  });

  it('a change of status counts; a member without a public profile is not named; the version is required', async () => {
    const pet = await addPet(app, cast.member.headers, { publishStatus: 'draft' });
    const gone = await createUser(app, { role: 'moderator' });
    expect((await post('/api/pets/set-publish', { id: pet.id, status: 'hidden', reason: 'Duplicate' }, gone.headers)).statusCode).toBe(200);
    await app.inject({ method: 'POST', url: '/api/user/delete', headers: gone.headers, payload: { password: gone.password } });
    const stale = await refusedWithoutWrites(() => save(pet.id, { registeredName: pet.registeredName, sex: pet.sex, version: pet.version }), 409);
    expect(stale.data).toMatchObject({ code: 'stale-version', version: pet.version + 1, updatedBy: null });
    expect(stale.message).not.toContain(' by ');
    const missing = await refusedWithoutWrites(() => post(`/api/pets/${pet.id}/save`, { registeredName: pet.registeredName, sex: pet.sex }), 400);
    expect(missing.data.field).toBe('version');
  });
});

describe('POST /api/pets/set-publish', () => {
  const publish = (id: number, status: string, headers: Record<string, string>, reason?: string) =>
    post('/api/pets/set-publish', { id, status, ...(reason ? { reason } : {}) }, headers);

  it('owner: draft ↔ published; moderators hide with a reason and restore', async () => {
    const pet = await addPet(app, cast.member.headers, { publishStatus: 'draft' });
    expect((await publish(pet.id, 'published', cast.member.headers)).json()).toEqual({ id: pet.id, publishStatus: 'published', hiddenReason: null });
    expect((await app.inject({ url: `/api/pets/${pet.id}` })).statusCode).toBe(200);
    expect((await publish(pet.id, 'hidden', cast.member.headers)).json()).toMatchObject({ statusCode: 403, data: { code: 'moderators_only' } });
    expect((await publish(pet.id, 'hidden', cast.moderator.headers)).json()).toMatchObject({ statusCode: 400, data: { field: 'reason' } });
    expect((await publish(pet.id, 'hidden', cast.moderator.headers, 'Duplicate record')).json())
      .toEqual({ id: pet.id, publishStatus: 'hidden', hiddenReason: 'Duplicate record' });
    expect((await app.inject({ url: `/api/pets/${pet.id}` })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/pets/${pet.id}`, headers: cast.member.headers })).json()).toMatchObject({ publishStatus: 'hidden', hiddenReason: 'Duplicate record' });
    expect((await publish(pet.id, 'published', cast.member.headers)).json()).toMatchObject({ statusCode: 403, data: { code: 'hidden_by_moderator' } });
    expect((await publish(pet.id, 'published', cast.moderator.headers)).json()).toEqual({ id: pet.id, publishStatus: 'published', hiddenReason: null });
    expect((await publish(pet.id, 'draft', cast.member.headers)).json()).toMatchObject({ publishStatus: 'draft' });
  });

  it('others get 403 (404 for drafts they cannot see), visitors 401, unknown pets 404', async () => {
    const pet = await addPet(app, cast.member.headers);
    expect((await publish(pet.id, 'draft', cast.other.headers)).json()).toMatchObject({ statusCode: 403, data: { code: 'not_owner' } });
    expect((await publish(pet.id, 'draft', {})).statusCode).toBe(401);
    expect((await publish(999_999, 'draft', cast.member.headers)).statusCode).toBe(404);
    await publish(pet.id, 'draft', cast.member.headers);
    expect((await publish(pet.id, 'published', cast.other.headers)).statusCode).toBe(404);
  });
});
