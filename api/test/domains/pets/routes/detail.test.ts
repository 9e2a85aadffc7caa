import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OffspringResponse, PetDetail, SiblingsResponse } from '@bc/shared/contracts';
import { withApp } from '../../../helpers/build';
import { addPet, insertPet } from '../../../helpers/pets';
import { countStatements } from '../../../helpers/statements';
import { uploaded } from '../../../helpers/uploads';
import type { Cast } from '../../../helpers/users';

let app: FastifyInstance;
let cast: Cast;
withApp((built) => ({ app, cast } = built));

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });
const detail = async (id: number, headers: Record<string, string> = {}) => {
  const response = await get(`/api/pets/${id}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PetDetail;
};

describe('GET /api/pets/{id}', () => {
  it('reads the pages asked at one moment in one statement, each answer its own pet', async () => {
    const pets = await Promise.all(Array.from({ length: 6 }, (_, k) => insertPet(app, { registeredName: `Batch Dog ${k}` })));
    // The statements of pet pages the database's client runs while the pages are asked.
    const { result: pages, count } = await countStatements(app, 'as pet, json_build_object', () => Promise.all(pets.map((pet) => detail(pet.id))));
    expect(pages.map((page) => page.registeredName)).toEqual(pets.map((pet) => pet.registeredName));
    // One statement here; a loaded machine may spread the six calls over two turns of the event loop, never six.
    expect(count).toBeLessThanOrEqual(2);
  });

  it('answers the pet with its parents in short, likes, my note, COI and permissions per caller', async () => {
    const sire = await addPet(app, cast.other.headers, { sex: 'male', birthDate: '2010-01-01' });
    const dam = await addPet(app, cast.other.headers, { sex: 'female', birthDate: '2011-01-01', photos: [{ uploadId: await uploaded(app, cast.other) }] });
    const pet = await addPet(app, cast.member.headers, { sex: 'male', birthDate: '2015-05-05', sireId: sire.id, damId: dam.id, callName: 'Rex' });
    await get(`/api/pets/${pet.id}/like`, cast.premium.headers);
    await app.inject({ method: 'POST', url: '/api/pets/note', headers: cast.premium.headers, payload: { petId: pet.id, note: 'Ask about puppies' } });

    const visitor = await detail(pet.id);
    expect(visitor).toMatchObject({
      id: pet.id, callName: 'Rex', likes: 1, likedByMe: false, myNote: null, coi: 0, hiddenReason: null,
      sire: { id: sire.id, registeredName: sire.registeredName, sex: 'male', birthDate: '2010-01-01', mainPhoto: null },
      dam: { id: dam.id, sex: 'female', mainPhoto: dam.mainPhoto },
      permissions: { canEdit: false, canModerate: false },
    });
    expect(await detail(pet.id, cast.premium.headers)).toMatchObject({ likes: 1, likedByMe: true, myNote: 'Ask about puppies' });
    expect(await detail(pet.id, cast.member.headers)).toMatchObject({ likedByMe: false, myNote: null, permissions: { canEdit: true, canModerate: false } });
    expect(await detail(pet.id, cast.moderator.headers)).toMatchObject({ permissions: { canEdit: true, canModerate: true } });
    expect((await get(`/api/pets/${pet.id}`, cast.banned.headers)).statusCode).toBe(403);
  });

  it('a write of another module (here: the breeder renames their kennel) shows at once', async () => {
    const pet = await addPet(app, cast.member.headers, { breeder: { userId: cast.other.user.id } });
    expect((await detail(pet.id)).breeder.name).not.toBe('Renamed Kennel');
    const update = await app.inject({ method: 'POST', url: '/api/user/update', headers: cast.other.headers, payload: { kennelName: 'Renamed Kennel' } });
    expect(update.statusCode).toBe(200);
    expect((await detail(pet.id)).breeder).toMatchObject({ userId: cast.other.user.id, name: 'Renamed Kennel' });
  });

  it('COI comes from the engine (full sibling mating: 0.25)', async () => {
    const sire = await addPet(app, cast.member.headers, { sex: 'male' });
    const dam = await addPet(app, cast.member.headers, { sex: 'female' });
    const brother = await addPet(app, cast.member.headers, { sex: 'male', sireId: sire.id, damId: dam.id });
    const sister = await addPet(app, cast.member.headers, { sex: 'female', sireId: sire.id, damId: dam.id });
    const inbred = await addPet(app, cast.member.headers, { sex: 'female', sireId: brother.id, damId: sister.id });
    expect((await detail(inbred.id)).coi).toBeCloseTo(0.25, 10);
  });

  it('drafts and hidden pets: 404 for others (the breeder member too), visible to the owner and moderators', async () => {
    const draft = await addPet(app, cast.member.headers, { publishStatus: 'draft', breeder: { userId: cast.premium.user.id } });
    expect((await get(`/api/pets/${draft.id}`)).statusCode).toBe(404);
    expect((await get(`/api/pets/${draft.id}`, cast.other.headers)).json()).toMatchObject({ statusCode: 404, data: { field: 'id' } });
    // Named as its breeder, a member still does not see someone else's draft.
    expect((await get(`/api/pets/${draft.id}`, cast.premium.headers)).statusCode).toBe(404);
    expect((await detail(draft.id, cast.member.headers)).publishStatus).toBe('draft');
    expect((await detail(draft.id, cast.moderator.headers)).publishStatus).toBe('draft');
    expect((await get('/api/pets/999999')).statusCode).toBe(404);
    expect((await get('/api/pets/abc')).json()).toMatchObject({ statusCode: 400, data: { field: 'id' } });
  });

  it('the owners of a record are its creator and its owner member: both see a draft and edit it', async () => {
    const draft = await addPet(app, cast.member.headers, { publishStatus: 'draft', owner: { userId: cast.other.user.id } });
    expect((await detail(draft.id, cast.member.headers)).permissions).toEqual({ canEdit: true, canModerate: false });
    expect((await detail(draft.id, cast.other.headers)).permissions).toEqual({ canEdit: true, canModerate: false });
  });

  it('a pet hidden by a moderator: its owner sees it with the reason, its breeder member and others get 404', async () => {
    const pet = await addPet(app, cast.member.headers, { breeder: { userId: cast.premium.user.id } });
    const hidden = await app.inject({
      method: 'POST', url: '/api/pets/set-publish', headers: cast.moderator.headers, payload: { id: pet.id, status: 'hidden', reason: 'Duplicate' },
    });
    expect(hidden.statusCode).toBe(200);
    expect(await detail(pet.id, cast.member.headers)).toMatchObject({ publishStatus: 'hidden', hiddenReason: 'Duplicate' });
    expect((await get(`/api/pets/${pet.id}`, cast.premium.headers)).statusCode).toBe(404);
    expect((await get(`/api/pets/${pet.id}`)).statusCode).toBe(404);
    const bred = (await get(`/api/pets?breeder=${cast.premium.user.id}`, cast.premium.headers)).json();
    expect(bred.items.map((p: { id: number }) => p.id)).not.toContain(pet.id);
    expect((await get(`/api/pets/user-pets?role=bred`, cast.premium.headers)).json().items.map((p: { id: number }) => p.id)).not.toContain(pet.id);
  });

  it('a parent the caller may not see is left out (its id stays)', async () => {
    const sire = await addPet(app, cast.other.headers, { sex: 'male' });
    const pet = await addPet(app, cast.member.headers, { sireId: sire.id });
    await app.inject({ method: 'POST', url: '/api/pets/set-publish', headers: cast.other.headers, payload: { id: sire.id, status: 'draft' } });
    expect(await detail(pet.id)).toMatchObject({ sireId: sire.id, sire: null });
    expect((await detail(pet.id, cast.other.headers)).sire).toMatchObject({ id: sire.id, publishStatus: 'draft' });
  });
});

describe('DNA: clear by parentage', () => {
  it('an untested pet of two N/N parents (tested or clear by parentage) is clear by parentage; never stored', async () => {
    const m = cast.member.headers;
    const sire = await addPet(app, m, { sex: 'male', health: [{ set: 'dna:cea', value: 'N/N' }, { set: 'dna:tns', value: 'N/N' }, { set: 'dna:ncl', value: 'N/N' }] });
    const dam = await addPet(app, m, { sex: 'female', health: [{ set: 'dna:cea', value: 'N/N' }, { set: 'dna:tns', value: 'N/M' }] });
    const son = await addPet(app, m, { sex: 'male', sireId: sire.id, damId: dam.id });
    expect(son.dna).toEqual([{ testId: 'cea', result: null, status: 'clear-by-parentage', date: null, lab: null, documentId: null }]);
    const daughter = await addPet(app, m, { sex: 'female', health: [{ set: 'dna:cea', value: 'N/N' }] });
    const grandson = await addPet(app, m, { sex: 'male', sireId: son.id, damId: daughter.id, health: [{ set: 'dna:tns', value: 'N/M' }] });
    expect((await detail(grandson.id)).dna).toEqual([
      { testId: 'cea', result: null, status: 'clear-by-parentage', date: null, lab: null, documentId: null },
      { testId: 'tns', result: 'N/M', status: 'carrier', date: null, lab: null, documentId: null },
    ]);
    const [stored] = await app.data.pets.dnaResults(son.id).then((rows) => [rows.length]);
    expect(stored).toBe(0);
  });

  it('follows changes: a parent retested N/M takes the status away', async () => {
    const m = cast.member.headers;
    const sire = await addPet(app, m, { sex: 'male', health: [{ set: 'dna:dm', value: 'N/N' }] });
    const dam = await addPet(app, m, { sex: 'female', health: [{ set: 'dna:dm', value: 'N/N' }] });
    const pup = await addPet(app, m, { sireId: sire.id, damId: dam.id });
    expect((await detail(pup.id)).dna.map((d) => d.status)).toEqual(['clear-by-parentage']);
    const saved = await app.inject({
      method: 'POST', url: `/api/pets/${dam.id}/save`, headers: m,
      payload: { registeredName: dam.registeredName, sex: 'female', health: [{ set: 'dna:dm', value: 'N/M' }], version: dam.version },
    });
    expect(saved.statusCode).toBe(200);
    expect((await detail(pup.id)).dna).toEqual([]);
  });

  it('says what the tree says: an affected pup below a pet of two N/N parents takes the status away (a conflict)', async () => {
    const m = cast.member.headers;
    const sire = await addPet(app, m, { sex: 'male', health: [{ set: 'dna:cea', value: 'N/N' }] });
    const dam = await addPet(app, m, { sex: 'female', health: [{ set: 'dna:cea', value: 'N/N' }] });
    const son = await addPet(app, m, { sex: 'male', sireId: sire.id, damId: dam.id });
    expect((await detail(son.id)).dna.map((d) => d.status)).toEqual(['clear-by-parentage']);
    const mate = await addPet(app, m, { sex: 'female', health: [{ set: 'dna:cea', value: 'N/M' }] });
    await addPet(app, m, { sex: 'female', sireId: son.id, damId: mate.id, health: [{ set: 'dna:cea', value: 'M/M' }] });
    expect((await detail(son.id)).dna).toEqual([]);
    const tree = (await get(`/api/pets/tree/${son.id}/1`)).json() as { dogs: { ids: number[]; dna: Record<number, Record<string, string>> } };
    expect(tree.dogs.dna[son.id]?.cea).not.toBe('clear-by-parentage');
  });

  it('an unknown parent never makes a pet clear', async () => {
    const sire = await addPet(app, cast.member.headers, { sex: 'male', health: [{ set: 'dna:gg', value: 'N/N' }] });
    expect((await addPet(app, cast.member.headers, { sireId: sire.id })).dna).toEqual([]);
  });
});

describe('GET /api/pets/short/{id}', () => {
  it('answers the short form, 404 for pets out of sight', async () => {
    const pet = await addPet(app, cast.member.headers, { callName: 'Shorty', photos: [{ uploadId: await uploaded(app, cast.member) }] });
    const response = await get(`/api/pets/short/${pet.id}`);
    expect(response.json()).toEqual({
      id: pet.id, registeredName: pet.registeredName, callName: 'Shorty', kennelPrefix: null, sex: pet.sex, birthDate: null,
      birthPrecision: 'day', deathDate: null, colorId: null, mainPhoto: pet.mainPhoto, publishStatus: 'published',
    });
    const draft = await addPet(app, cast.member.headers, { publishStatus: 'draft' });
    expect((await get(`/api/pets/short/${draft.id}`)).statusCode).toBe(404);
    expect((await get(`/api/pets/short/${draft.id}`, cast.member.headers)).statusCode).toBe(200);
  });
});

describe('GET /api/pets/{id}/siblings and /breed', () => {
  let sire: PetDetail;
  let dam: PetDetail;
  let otherDam: PetDetail;
  let otherSire: PetDetail;
  let subject: PetDetail;
  const family: Record<string, PetDetail> = {};
  beforeAll(async () => {
    const m = cast.member.headers;
    sire = await addPet(app, m, { registeredName: 'Family Sire', sex: 'male', birthDate: '2010-01-01' });
    dam = await addPet(app, m, { registeredName: 'Family Dam', sex: 'female', birthDate: '2011-01-01' });
    otherDam = await addPet(app, m, { registeredName: 'Other Dam', sex: 'female', birthDate: '2011-01-01' });
    otherSire = await addPet(app, m, { registeredName: 'Other Sire', sex: 'male', birthDate: '2010-01-01' });
    subject = await addPet(app, m, { registeredName: 'Subject', sex: 'male', birthDate: '2015-04-01', sireId: sire.id, damId: dam.id });
    family.litterMate = await addPet(app, m, { registeredName: 'Litter Mate', sex: 'female', birthDate: '2015-04-01', sireId: sire.id, damId: dam.id });
    family.laterFull = await addPet(app, m, { registeredName: 'Later Full', sex: 'male', birthDate: '2017-02-01', sireId: sire.id, damId: dam.id });
    family.halfBySire = await addPet(app, m, { registeredName: 'Half By Sire', sex: 'male', birthDate: '2016-01-01', sireId: sire.id, damId: otherDam.id });
    family.unknownDam = await addPet(app, m, { registeredName: 'Sire Only', sex: 'female', birthDate: '2016-06-01', sireId: sire.id });
    family.halfByDam = await addPet(app, m, { registeredName: 'Half By Dam', sex: 'female', birthDate: '2014-01-01', sireId: otherSire.id, damId: dam.id });
    family.draft = await addPet(app, cast.other.headers, { registeredName: 'Draft Sibling', sex: 'male', birthDate: '2016-01-01', sireId: sire.id, publishStatus: 'draft' });
  });

  it('siblings: full, half by sire, half by dam (oldest first; drafts only for their owner)', async () => {
    const response = await get(`/api/pets/${subject.id}/siblings`);
    const body = response.json() as SiblingsResponse;
    expect(body.full.map((p) => p.registeredName)).toEqual(['Litter Mate', 'Later Full']);
    expect(body.bySire.map((p) => p.registeredName)).toEqual(['Half By Sire', 'Sire Only']);
    expect(body.byDam.map((p) => p.registeredName)).toEqual(['Half By Dam']);
    const asOther = (await get(`/api/pets/${subject.id}/siblings`, cast.other.headers)).json() as SiblingsResponse;
    expect(asOther.bySire.map((p) => p.registeredName)).toContain('Draft Sibling');
    const founder = (await get(`/api/pets/${sire.id}/siblings`)).json();
    expect(founder).toEqual({ full: [], bySire: [], byDam: [] });
  });

  it('breed: offspring by litter (partner + birth date) and by partner', async () => {
    const body = (await get(`/api/pets/${sire.id}/breed`)).json() as OffspringResponse;
    expect(body.total).toBe(5);
    expect(body.litters.map((l) => [l.partner?.registeredName ?? null, l.birthDate, l.offspring.map((o) => o.registeredName).sort()])).toEqual([
      ['Family Dam', '2017-02-01', ['Later Full']],
      [null, '2016-06-01', ['Sire Only']],
      ['Other Dam', '2016-01-01', ['Half By Sire']],
      ['Family Dam', '2015-04-01', ['Litter Mate', 'Subject']],
    ]);
    expect(body.partners.map((p) => [p.partner?.registeredName ?? null, p.litters, p.offspring])).toEqual([
      ['Family Dam', 2, 3], ['Other Dam', 1, 1], [null, 1, 1],
    ]);
    const asDam = (await get(`/api/pets/${dam.id}/breed`)).json() as OffspringResponse;
    expect(asDam.partners.map((p) => [p.partner?.registeredName, p.offspring])).toEqual([['Family Sire', 3], ['Other Sire', 1]]);
    expect((await get(`/api/pets/${subject.id}/breed`)).json()).toEqual({ litters: [], partners: [], total: 0 });
    expect((await get('/api/pets/999999/breed')).statusCode).toBe(404);
  });
});
