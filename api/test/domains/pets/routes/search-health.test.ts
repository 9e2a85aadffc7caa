import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { PetListResponse } from '@bc/shared/contracts';
import { withApp } from '../../../helpers/build';
import { addPet } from '../../../helpers/pets';
import type { Cast } from '../../../helpers/users';

let app: FastifyInstance;
let cast: Cast;
withApp((built) => ({ app, cast } = built));

const search = async (query: string) => {
  const response = await app.inject({ url: `/api/pets${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PetListResponse;
};

describe('GET /api/pets: clear by parentage, and what each result shows', () => {
  it('a DNA clause may accept the pets clear by parentage; each item has its COI and its results for the sets searched', async () => {
    const m = cast.member.headers;
    const name = 'Parentage Probe';
    const sire = await addPet(app, m, { registeredName: `${name} Sire`, sex: 'male', health: [{ set: 'dna:cea', value: 'N/N' }, { set: 'hips:fci', value: 'A' }] });
    const dam = await addPet(app, m, { registeredName: `${name} Dam`, sex: 'female', health: [{ set: 'dna:cea', value: 'N/N' }] });
    const pup = await addPet(app, m, { registeredName: `${name} Pup`, sex: 'male', sireId: sire.id, damId: dam.id });
    const sister = await addPet(app, m, { registeredName: `${name} Sister`, sex: 'female', sireId: sire.id, damId: dam.id });
    const carrier = await addPet(app, m, { registeredName: `${name} Carrier`, sex: 'female', health: [{ set: 'dna:cea', value: 'N/M' }] });
    const backcross = await addPet(app, m, { registeredName: `${name} Backcross`, sex: 'male', sireId: pup.id, damId: sister.id });
    const q = `?q=${encodeURIComponent(name)}`;

    const tested = await search(`${q}&health=dna:cea:N/N`);
    expect(tested.items.map((p) => p.id).sort()).toEqual([sire.id, dam.id].sort());
    expect(tested.items.find((p) => p.id === sire.id)?.health).toEqual([{ set: 'dna:cea', value: 'N/N' }]);

    const inferred = await search(`${q}&health=dna:cea:clear-by-parentage`);
    expect(inferred.items.map((p) => p.id).sort()).toEqual([pup.id, sister.id, backcross.id].sort());
    expect(inferred.items.every((p) => p.health.length === 1 && p.health[0].value === 'clear-by-parentage')).toBe(true);

    const either = await search(`${q}&health=${encodeURIComponent('dna:CEA:N/N,Clear-By-Parentage')}&health=hips:fci:A`);
    expect(either.items.map((p) => p.id)).toEqual([sire.id]);
    expect(either.items[0].health).toEqual([{ set: 'dna:cea', value: 'N/N' }, { set: 'hips:fci', value: 'A' }]);
    expect((await search(`${q}&health=dna:cea:N/M,clear-by-parentage`)).total).toBe(4);
    expect((await search(`${q}&health=dna:cea:N/M`)).items.map((p) => p.id)).toEqual([carrier.id]);

    // COI: the engine's F (full siblings' offspring: 0.25); without a health clause, no results listed.
    const all = await search(`${q}&sort=name`);
    const coi = new Map(all.items.map((p) => [p.id, p.coi]));
    expect(coi.get(sire.id)).toBe(0);
    expect(coi.get(backcross.id)).toBeCloseTo(0.25, 10);
    expect(all.items.every((p) => p.health.length === 0)).toBe(true);
  });

  it('refuses clear-by-parentage on a scale, naming the allowed values', async () => {
    const response = await app.inject({ url: '/api/pets?health=hips:fci:clear-by-parentage' });
    expect(response.statusCode).toBe(400);
    expect(response.json().data).toMatchObject({ field: 'health', allowed: ['A', 'B', 'C', 'D', 'E'] });
    const dna = await app.inject({ url: '/api/pets?health=dna:cea:X/Y' });
    expect(dna.statusCode).toBe(400);
    expect(dna.json().data.allowed).toContain('clear-by-parentage');
  });
});
