import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ModerationPetsResponse, PetConflictData, PetDetail } from '@bc/shared/contracts';
import { withApp } from '../../../helpers/build';
import { addPet, currentVersion } from '../../../helpers/pets';
import { countRows } from '../../../helpers/rows';
import { type Cast } from '../../../helpers/users';

/** Duplicates caught when a dog is added, and the flags the moderators' pets queue shows. */
let app: FastifyInstance;
let cast: Cast;
withApp((built) => ({ app, cast } = built));

const add = (payload: Record<string, unknown>, headers = cast.member.headers) =>
  app.inject({ method: 'POST', url: '/api/pets/add', headers, payload });
const save = async (id: number, payload: Record<string, unknown>, headers = cast.member.headers) =>
  app.inject({ method: 'POST', url: `/api/pets/${id}/save`, headers, payload: { version: await currentVersion(app, id), ...payload } });
const refused = async (payload: Record<string, unknown>, status: number, headers = cast.member.headers) => {
  const before = await countRows(app);
  const response = await add(payload, headers);
  expect(response.statusCode, response.body).toBe(status);
  expect(await countRows(app)).toEqual(before);
  return response.json() as { message: string; data: PetConflictData };
};
const queue = async (query: string) =>
  (await app.inject({ url: `/api/moderation/pets?${query}`, headers: cast.moderator.headers })).json() as ModerationPetsResponse;
const flagsOf = async (id: number) => (await app.data.pets.byId(id))!;

describe('a microchip or registration number already entered', () => {
  it('is refused with 409 naming the dog the member may see', async () => {
    const holder = await addPet(app, cast.other.headers, { registeredName: 'Chip Holder', microchip: '643 094 100 200 300' });
    const body = await refused({ registeredName: 'Chip Copy', sex: 'male', microchip: '643094100200300' }, 409);
    expect(body.data).toEqual({ field: 'microchip', conflict: 'microchip', ids: [holder.id], pet: { id: holder.id, registeredName: 'Chip Holder' } });
    expect(body.message).toBe(`body/microchip 643094100200300 is already the microchip of "Chip Holder" (#${holder.id})`);
    // In Russian too, with the dog's name.
    const ru = await app.inject({ method: 'POST', url: '/api/pets/add', headers: { ...cast.member.headers, 'accept-language': 'ru' }, payload: { registeredName: 'Chip Copy', sex: 'male', microchip: '643094100200300' } });
    expect(ru.json().message).toContain('уже принадлежит собаке "Chip Holder"');
  });

  it('another member’s draft is "a pet you cannot see", never its name or id', async () => {
    const draft = await addPet(app, cast.other.headers, { registeredName: 'Secret Draft', microchip: '643094100200301', publishStatus: 'draft' });
    const body = await refused({ registeredName: 'Open Dog', sex: 'female', microchip: '643094100200301' }, 409);
    expect(body.data).toEqual({ field: 'microchip', conflict: 'microchip', ids: [], pet: null, hidden: true });
    expect(body.message).toContain('a pet you cannot see');
    expect(body.message).not.toContain('Secret Draft');
    expect(body.message).not.toContain(`#${draft.id}`);
  });

  it('the same registration number in the same registry is refused; saving a dog with its own microchip is not', async () => {
    const holder = await addPet(app, cast.other.headers, { registeredName: 'Reg Holder', registrations: [{ registry: 'RKF', number: '5550001' }], microchip: '643094100200302' });
    const body = await refused({ registeredName: 'Reg Copy', sex: 'male', registrations: [{ registry: 'RKF', number: '5550001' }] }, 409);
    expect(body.data).toMatchObject({ conflict: 'registration', pet: { id: holder.id } });
    const again = await save(holder.id, { registeredName: 'Reg Holder', sex: holder.sex, microchip: '643094100200302' }, cast.other.headers);
    expect(again.statusCode, again.body).toBe(200);
    // A save that takes another dog's microchip is refused too.
    const mine = await addPet(app, cast.member.headers, { registeredName: 'Chip Taker' });
    const taken = await save(mine.id, { registeredName: 'Chip Taker', sex: mine.sex, microchip: '643094100200302' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().data).toMatchObject({ conflict: 'microchip', pet: { id: holder.id } });
  });
});

describe('a similar name with the same birth date or parents', () => {
  it('answers the candidates (also across Cyrillic and Latin); "no, a different dog" saves it and is recorded for moderators', async () => {
    const first = await addPet(app, cast.other.headers, { registeredName: 'Северное Сияние', sex: 'female', birthDate: '2019-04-02' });
    const body = await refused({ registeredName: 'Severnoe Siyanie', sex: 'female', birthDate: '2019-04-02' }, 409);
    expect(body.data).toMatchObject({
      field: 'registeredName', conflict: 'possible-duplicate', ids: [first.id],
      candidates: [{ id: first.id, registeredName: 'Северное Сияние', birthDate: '2019-04-02', sireId: null, damId: null }],
    });
    // Another birth date: a different dog without asking.
    expect((await add({ registeredName: 'Severnoe Siyanie', sex: 'female', birthDate: '2020-04-02' })).statusCode).toBe(201);
    // The answer "no, a different dog" (ids of other dogs are not recorded).
    const added = await add({ registeredName: 'Severnoe Siyanie', sex: 'female', birthDate: '2019-04-02', distinctFrom: [first.id, 999_999] });
    expect(added.statusCode, added.body).toBe(201);
    const dog = added.json() as PetDetail;
    expect(await flagsOf(dog.id)).toMatchObject({
      flags: ['duplicate', 'distinct'], flagDetails: { duplicates: [{ id: first.id, reason: 'name' }], distinctFrom: [first.id] },
    });
    // Kept by a later save of the dog.
    expect((await save(dog.id, { registeredName: 'Severnoe Siyanie', sex: 'female', birthDate: '2019-04-02', titles: 'JCh' })).statusCode).toBe(200);
    expect((await flagsOf(dog.id)).flagDetails.distinctFrom).toEqual([first.id]);
  });

  it('the same parents ask too; a dog the member may not see is flagged, never shown', async () => {
    const sire = await addPet(app, cast.member.headers, { sex: 'male', birthDate: '2015-01-01' });
    const dam = await addPet(app, cast.member.headers, { sex: 'female', birthDate: '2015-01-01' });
    const hidden = await addPet(app, cast.other.headers, { registeredName: 'Litter Star', sex: 'male', sireId: sire.id, damId: dam.id, publishStatus: 'draft' });
    const added = await add({ registeredName: 'Litter Star', sex: 'male', sireId: sire.id, damId: dam.id });
    expect(added.statusCode, added.body).toBe(201);
    const dog = added.json() as PetDetail;
    expect(await flagsOf(dog.id)).toMatchObject({ flags: ['duplicate'], flagDetails: { duplicates: [{ id: hidden.id, reason: 'name' }] } });
    const asked = await refused({ registeredName: 'Litter Star', sex: 'male', sireId: sire.id, damId: dam.id }, 409);
    expect(asked.data.candidates?.map((c) => c.id)).toEqual([dog.id]);
    expect(asked.message).not.toContain(`#${hidden.id}`);
  });
});

describe('flags in the moderators’ pets queue', () => {
  it('a parent too young or dead before the birth, a large COI change; filterable by flag', async () => {
    const sire = await addPet(app, cast.member.headers, { sex: 'male', birthDate: '2019-01-01', deathDate: '2020-01-01' });
    const dam = await addPet(app, cast.member.headers, { sex: 'female', birthDate: '2020-03-01' });
    const pup = await addPet(app, cast.member.headers, { sex: 'female', birthDate: '2020-06-01', sireId: sire.id, damId: dam.id });
    expect(await flagsOf(pup.id)).toMatchObject({
      flags: ['parent-dead', 'parent-young'],
      flagDetails: { parents: [{ field: 'sireId', id: sire.id, problem: 'parent-dead' }, { field: 'damId', id: dam.id, problem: 'parent-young' }] },
    });
    // Sire × daughter: the offspring's COI goes from 0 to 25 %.
    const inbred = await addPet(app, cast.member.headers, { sex: 'male', birthDate: '2023-01-01' });
    expect((await flagsOf(inbred.id)).flags).toEqual([]);
    expect((await save(inbred.id, { registeredName: inbred.registeredName, sex: 'male', birthDate: '2023-01-01', sireId: sire.id, damId: pup.id })).statusCode).toBe(200);
    expect(await flagsOf(inbred.id)).toMatchObject({ flags: expect.arrayContaining(['coi-change']), flagDetails: { coi: { before: 0, after: 0.25 } } });

    const young = await queue('flag=parent-young&limit=100');
    expect(young.items.map((p) => p.id)).toContain(pup.id);
    expect(young.items.every((p) => p.flags.kinds.includes('parent-young'))).toBe(true);
    const coi = await queue('flag=coi-change&limit=100');
    expect(coi.items.find((p) => p.id === inbred.id)?.flags).toEqual({ kinds: ['parent-dead', 'coi-change'], details: expect.objectContaining({ coi: { before: 0, after: 0.25 } }) });
    expect((await app.inject({ url: '/api/moderation/pets?flag=nonsense', headers: cast.moderator.headers })).statusCode).toBe(400);
  });
});
