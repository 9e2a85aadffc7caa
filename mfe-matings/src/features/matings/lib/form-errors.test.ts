import { describe, expect, it } from 'vitest';
import { ApiError } from '@bc/shared';
import { emptyForm } from './form-values';
import { fieldOf, serverErrors } from './form-errors';

const refusal = (statusCode: number, data: unknown) => new ApiError({ message: 'refused', statusCode, data });

describe('the API refusals of a mating at their fields', () => {
  it('maps the fields the API names to the form', () => {
    expect(fieldOf('damId')).toBe('dam');
    expect(fieldOf('sireId')).toBe('sire');
    expect(fieldOf('newSire.birthDate')).toBe('newSire.birthDate');
    expect(fieldOf('body/matingDates/1')).toBe('dates');
    expect(fieldOf('matingDates.0')).toBe('dates');
    expect(fieldOf('version')).toBe('form');
  });

  it('says an integrity refusal by its code at each field its problems name', () => {
    const errors = serverErrors(
      refusal(409, { code: 'dam-age', field: 'damId', problems: [{ code: 'dam-age', field: 'damId' }, { code: 'sire-sex', field: 'sireId' }] }),
      emptyForm(),
    );
    expect(errors).toEqual({ dam: { key: 'matings.form.errors.code.dam-age' }, sire: { key: 'matings.form.errors.code.sire-sex' } });
  });

  it('puts a stale version and a server failure above the buttons, and an unknown 400 at its field', () => {
    expect(serverErrors(refusal(409, { code: 'stale-version', field: 'version' }), emptyForm())).toEqual({ form: { key: 'matings.form.errors.code.stale-version' } });
    expect(serverErrors(refusal(500, undefined), emptyForm())).toEqual({ form: { key: 'matings.form.errors.failed' } });
    expect(serverErrors(refusal(400, { field: 'announcement' }), emptyForm())).toEqual({ announcement: { key: 'matings.form.errors.refused' } });
  });
});
