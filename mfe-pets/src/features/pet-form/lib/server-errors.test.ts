import { describe, expect, it } from 'vitest';
import { ApiError } from '@bc/shared';
import { emptyValues } from './form-values';
import { serverErrors } from './server-errors';

const values = {
  ...emptyValues(),
  registrations: [
    { key: 'r1', registry: 'LKF', number: '1' },
    { key: 'r2', registry: 'KC', number: '2' },
  ],
  sire: { id: 11, registeredName: 'Cap', sex: 'male' as const, birthYear: 2010 },
  dam: { id: 12, registeredName: 'Fly', sex: 'female' as const, birthYear: 2011 },
};
const answer = (statusCode: number, data: unknown) => new ApiError({ message: 'x', statusCode, data });

describe('server errors on the form', () => {
  it('puts a conflict on the field the server names', () => {
    expect(serverErrors(answer(409, { conflict: 'registration', field: 'registrations.1.number', ids: [5] }), values)).toEqual({
      'registrations.r2.number': { key: 'conflict.registration' },
    });
    expect(serverErrors(answer(409, { conflict: 'birth-order', field: 'birthDate', ids: [0, 11] }), values)).toEqual({
      birth: { key: 'conflict.birth-order' },
    });
    expect(serverErrors(answer(409, { conflict: 'loop', field: 'damId', ids: [12, 3] }), values)).toEqual({ dam: { key: 'conflict.loop' } });
    expect(serverErrors(answer(409, { conflict: 'sex', field: 'sex', ids: [0] }), values)).toEqual({ sex: { key: 'conflict.sex' } });
  });

  it('without a field, finds the parent by the ids', () => {
    expect(serverErrors(answer(400, { conflict: 'unknown-pet', ids: [12] }), values)).toEqual({ dam: { key: 'conflict.unknown-pet' } });
  });

  it('maps validation answers to fields, and leaves fields the form does not show to the form-level message', () => {
    expect(serverErrors(answer(400, { field: 'breeder.userId' }), values)).toEqual({ breeder: { key: 'server' } });
    expect(serverErrors(answer(400, { field: 'photos.0.id' }), values)).toEqual({});
    expect(serverErrors(answer(500, { field: 'registeredName' }), values)).toEqual({});
  });

  it('names the other pet of a conflict (linked in the message) when the server names it', () => {
    const pet = { id: 5, registeredName: 'Fellside Storm' };
    expect(serverErrors(answer(409, { conflict: 'registration', field: 'registrations.0.number', ids: [5], pet }), values)).toEqual({
      'registrations.r1.number': { key: 'conflictNamed.registration', params: { name: 'Fellside Storm' }, pet: { id: 5, name: 'Fellside Storm' } },
    });
    expect(serverErrors(answer(409, { conflict: 'sex', field: 'sex', ids: [0, 5], pet }), values).sex).toMatchObject({ key: 'conflictNamed.sex' });
    // A holder the caller may not see comes without a name: the plain message.
    expect(serverErrors(answer(409, { conflict: 'registration', field: 'registrations.0.number', ids: [6], pet: null }), values)).toEqual({
      'registrations.r1.number': { key: 'conflict.registration' },
    });
    // A pet the caller may not see (another member's draft): called so, never named.
    expect(serverErrors(answer(409, { conflict: 'registration', field: 'registrations.0.number', ids: [], pet: null, hidden: true }), values)).toEqual({
      'registrations.r1.number': { key: 'conflictHidden.registration' },
    });
    expect(serverErrors(answer(409, { conflict: 'birth-order', field: 'birthDate', ids: [], pet: null, hidden: true }), values)).toEqual({
      birth: { key: 'conflictHidden.birth-order' },
    });
  });

  it('puts errors about a new parent record on its fields', () => {
    expect(serverErrors(answer(409, { conflict: 'birth-order', field: 'newDam.birthDate', ids: [], pet: null }), values)).toEqual({
      'newDam.birth': { key: 'conflict.birth-order' },
    });
    expect(serverErrors(answer(400, { field: 'newSire.registeredName' }), values)).toEqual({ 'newSire.registeredName': { key: 'server' } });
    expect(serverErrors(answer(400, { field: 'newSire.colorId', allowed: [] }), values)).toEqual({ 'newSire.colorId': { key: 'server' } });
    expect(serverErrors(answer(400, { field: 'newSire' }), values)).toEqual({ sire: { key: 'server' } });
  });
});
