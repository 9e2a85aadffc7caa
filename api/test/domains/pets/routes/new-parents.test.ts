import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { PetDetail } from '@bc/shared/contracts';
import { withApp } from '../../../helpers/build';
import { addPet } from '../../../helpers/pets';
import { countRows, fingerprint } from '../../../helpers/rows';
import type { Cast } from '../../../helpers/users';

/** `newSire` / `newDam`: parents entered as new unknown-parent records, created with the pet in one transaction. */
let app: FastifyInstance;
let cast: Cast;
withApp((built) => ({ app, cast } = built));

const post = (url: string, payload: unknown, headers: Record<string, string> = cast.member.headers) =>
  app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
const detail = async (id: number, headers?: Record<string, string>) => (await app.inject({ url: `/api/pets/${id}`, headers })).json() as PetDetail;

/** Asserts a refusal changed nothing anywhere (no parent left behind either). */
async function refused(send: () => Promise<{ statusCode: number; json: () => unknown }>, status: number) {
  const before = await fingerprint(app);
  const response = await send();
  expect(response.statusCode).toBe(status);
  expect(await fingerprint(app)).toEqual(before);
  return response.json() as { message: string; data: { field?: string; conflict?: string; ids?: number[]; pet?: unknown } };
}

describe('new parent records in POST /api/pets/add', () => {
  it('creates the sire and the dam with the pet: sex implied, parents unknown, the pet’s status, breed and creator', async () => {
    const before = await countRows(app);
    const response = await post('/api/pets/add', {
      registeredName: 'Hillside Tess', sex: 'female', birthDate: '2021-04-02', publishStatus: 'published',
      newSire: { registeredName: '  Hillside   Roy ', callName: 'Roy', kennelPrefix: 'Hillside', birthDate: '2016', colorId: 'black-white' },
      newDam: { registeredName: 'Hillside Meg', birthDate: '2017-03' },
    });
    expect(response.statusCode).toBe(201);
    const pet = response.json() as PetDetail;
    expect((await countRows(app)).pets).toBe(before.pets + 3);
    expect(pet.sire).toMatchObject({ registeredName: 'Hillside Roy', callName: 'Roy', kennelPrefix: 'Hillside', sex: 'male', birthDate: '2016-01-01', birthPrecision: 'year', colorId: 'black-white', publishStatus: 'published' });
    expect(pet.dam).toMatchObject({ registeredName: 'Hillside Meg', sex: 'female', birthDate: '2017-03-01', birthPrecision: 'month', publishStatus: 'published' });
    const sire = await detail(pet.sire!.id, cast.member.headers);
    expect(sire).toMatchObject({
      sireId: null, damId: null, species: 'dog', breedId: 'border-collie', createdBy: cast.member.user.id,
      breeder: { userId: null, name: null }, owner: { userId: null, name: null }, permissions: { canEdit: true },
    });
    // The engine knows the new parents and the pet's links to them; the search finds them.
    expect(app.pedigree.engine.parents(pet.id)).toEqual({ sire: pet.sire!.id, dam: pet.dam!.id });
    const found = (await app.inject({ url: '/api/pets?q=hillside%20roy' })).json();
    expect(found.items.map((p: { id: number }) => p.id)).toEqual([pet.sire!.id]);
  });

  it('a draft pet gets draft parents; an existing pet and a new record combine', async () => {
    const dam = await addPet(app, cast.other.headers, { sex: 'female', birthDate: '2015-01-01' });
    const response = await post('/api/pets/add', {
      registeredName: 'Draft Pup', sex: 'male', birthDate: '2020-01-01', damId: dam.id, newSire: { registeredName: 'Unknown Sire Record' },
    });
    expect(response.statusCode).toBe(201);
    const pet = response.json() as PetDetail;
    expect(pet).toMatchObject({ publishStatus: 'draft', damId: dam.id, sire: { registeredName: 'Unknown Sire Record', publishStatus: 'draft' } });
    expect((await app.inject({ url: `/api/pets/${pet.sire!.id}` })).statusCode).toBe(404);
  });

  it('refuses bad fields of a new parent with 400 naming the field inside it, writing nothing', async () => {
    const blank = await refused(() => post('/api/pets/add', { registeredName: 'Pup', sex: 'male', newSire: { registeredName: '   ' } }), 400);
    expect(blank.data.field).toBe('newSire.registeredName');
    expect(blank.message).toMatch(/^body\/newSire\/registeredName/);
    const colour = await refused(() => post('/api/pets/add', { registeredName: 'Pup', sex: 'male', newDam: { registeredName: 'Dam', colorId: 'tartan' } }), 400);
    expect(colour.data.field).toBe('newDam.colorId');
    const date = await refused(() => post('/api/pets/add', { registeredName: 'Pup', sex: 'male', newDam: { registeredName: 'Dam', birthDate: '2019-02-30' } }), 400);
    expect(date.data.field).toBe('newDam.birthDate');
    const schema = await refused(() => post('/api/pets/add', { registeredName: 'Pup', sex: 'male', newDam: { registeredName: 'Dam', sex: 'male' } }), 400);
    expect(schema.data.field).toMatch(/newDam/);
    const sire = await addPet(app, cast.member.headers, { sex: 'male' });
    const both = await refused(() => post('/api/pets/add', { registeredName: 'Pup', sex: 'male', sireId: sire.id, newSire: { registeredName: 'Another' } }), 400);
    expect(both.data.field).toBe('newSire');
  });

  it('a new parent born after the pet is a birth-order conflict naming its birth date', async () => {
    const body = await refused(
      () => post('/api/pets/add', { registeredName: 'Old Pup', sex: 'male', birthDate: '2015-05-01', newDam: { registeredName: 'Young Dam', birthDate: '2016' } }),
      409,
    );
    expect(body.data).toEqual({ field: 'newDam.birthDate', conflict: 'birth-order', ids: [], pet: null });
  });

  it('rolls the new parents back when the pet itself is refused', async () => {
    // The new sire is inserted before the dam's sex is checked: the refusal must take the sire away with it.
    const male = await addPet(app, cast.member.headers, { sex: 'male' });
    const sex = await refused(
      () => post('/api/pets/add', { registeredName: 'Pup', sex: 'male', newSire: { registeredName: 'Rolled Back Sire' }, damId: male.id }),
      409,
    );
    expect(sex.data).toMatchObject({ field: 'damId', conflict: 'sex', pet: { id: male.id } });
    const holder = await addPet(app, cast.member.headers, { registrations: [{ registry: 'KC', number: 'NP-1' }] });
    const registration = await refused(
      () => post('/api/pets/add', { registeredName: 'Pup', sex: 'male', newSire: { registeredName: 'Rolled Back Sire' }, registrations: [{ registry: 'KC', number: 'NP-1' }] }),
      409,
    );
    expect(registration.data).toMatchObject({ conflict: 'registration', pet: { id: holder.id } });
    const found = (await app.inject({ url: '/api/pets?q=rolled%20back', headers: cast.member.headers })).json();
    expect(found.total).toBe(0);
  });
});

describe('new parent records in POST /api/pets/{id}/save', () => {
  it('replaces an unknown parent with a new record, in the pet’s status', async () => {
    const pet = await addPet(app, cast.member.headers, { sex: 'female', birthDate: '2019-01-01' });
    const response = await post(`/api/pets/${pet.id}/save`, {
      registeredName: pet.registeredName, sex: 'female', birthDate: '2019-01-01', newSire: { registeredName: 'Saved Sire', birthDate: '2014-06-01' }, version: pet.version,
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json() as PetDetail;
    expect(saved.sire).toMatchObject({ registeredName: 'Saved Sire', sex: 'male', publishStatus: 'published' });
    expect(app.pedigree.engine.parents(pet.id).sire).toBe(saved.sire!.id);
  });

  it('only the pet’s owners may add parents to it; a refused save leaves no parent behind', async () => {
    const pet = await addPet(app, cast.member.headers, { sex: 'female', birthDate: '2019-01-01' });
    const other = await refused(() => post(`/api/pets/${pet.id}/save`, { registeredName: 'X', sex: 'female', newDam: { registeredName: 'Sneaky Dam' }, version: pet.version }, cast.other.headers), 403);
    expect(other.data).toMatchObject({ code: 'not_owner' });
    await refused(
      () => post(`/api/pets/${pet.id}/save`, { registeredName: 'X', sex: 'female', birthDate: '2019-01-01', newDam: { registeredName: 'Late Dam', birthDate: '2020' }, version: pet.version }),
      409,
    );
    expect((await app.inject({ url: '/api/pets/user-pets?q=late%20dam', headers: cast.member.headers })).json().total).toBe(0);
  });
});
