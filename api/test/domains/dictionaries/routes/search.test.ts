import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HealthOptionSet } from '@bc/shared/contracts';
import { withApp } from '../../../helpers/build';
import { addPet } from '../../../helpers/pets';
import { countRows } from '../../../helpers/rows';
import type { Cast } from '../../../helpers/users';

let app: FastifyInstance;
let cast: Cast;
withApp((built) => ({ app, cast } = built));
beforeAll(async () => {
  await app.data.users.update(cast.other.user.id, { kennelName: 'Moorcroft Kennel', kennelPrefix: 'Moorcroft' });
  const h = cast.member.headers;
  await addPet(app, h, { registeredName: 'Moorcroft Meg', callName: 'Meg', sex: 'female', birthDate: '2016-02-02', kennelPrefix: 'Moorcroft', breeder: { name: 'Moorland Farm' }, titles: 'Ch', registrations: [{ registry: 'KC', number: 'X1' }] });
  await addPet(app, h, { registeredName: 'Moorcroft Mirk', callName: 'Mirk', sex: 'male', birthDate: '2014-01-01', kennelPrefix: 'Moorcroft', breeder: { name: 'Moorland Farm' }, owner: { name: 'Tom Moor' } });
  await addPet(app, h, { registeredName: 'Glen of the Moor', callName: 'Glen', sex: 'male', kennelPrefix: 'Glenmorrow', titles: 'JCh', registrations: [{ registry: 'ISDS', number: '300001' }] });
  await addPet(app, h, { registeredName: 'Moorcroft Secret', sex: 'male', publishStatus: 'draft' });
  await addPet(app, cast.other.headers, { sex: 'male', publishStatus: 'draft', registrations: [{ registry: 'Secret Stud Book', number: '1' }] });
});

const items = async (url: string, headers: Record<string, string> = {}) => {
  const response = await app.inject({ url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items;
};

describe('GET /api/dictionaries/search/{field}', () => {
  it('distinct values of published pets, those starting with the query first; 5 by default', async () => {
    expect(await items('/api/dictionaries/search/registeredName?query=moor')).toEqual(['Moorcroft Meg', 'Moorcroft Mirk', 'Glen of the Moor']);
    expect(await items('/api/dictionaries/search/kennelPrefix?query=MOOR')).toEqual(['Moorcroft']);
    expect(await items('/api/dictionaries/search/callName?query=m')).toEqual(['Meg', 'Mirk']);
    expect(await items('/api/dictionaries/search/breederName?query=farm')).toEqual(['Moorland Farm']);
    expect(await items('/api/dictionaries/search/ownerName?query=tom')).toEqual(['Tom Moor']);
    expect(await items('/api/dictionaries/search/titles?query=ch')).toEqual(['Ch', 'JCh']);
    expect(await items('/api/dictionaries/search/registry?query=s')).toEqual(['ISDS']);
    // Registries written only on drafts stay unknown, to their owner too (as the other fields).
    expect(await items('/api/dictionaries/search/registry?query=stud', cast.other.headers)).toEqual([]);
    expect(await items('/api/dictionaries/search/registeredName?query=moor&limit=1')).toEqual(['Moorcroft Meg']);
    expect(await items('/api/dictionaries/search/registeredName?query=secret')).toEqual([]);
    expect(await items('/api/dictionaries/search/registeredName?query=%25')).toEqual([]);
  });

  it('refuses unknown fields, blank queries and limits over 50', async () => {
    for (const [url, field] of [
      ['/api/dictionaries/search/password?query=a', 'field'],
      ['/api/dictionaries/search/callName?query=', 'query'],
      ['/api/dictionaries/search/callName?query=%20', 'query'],
      ['/api/dictionaries/search/callName?query=a&limit=51', 'limit'],
      ['/api/dictionaries/search/callName', 'query'],
    ]) {
      expect((await app.inject({ url })).json(), url).toMatchObject({ statusCode: 400, data: { field } });
    }
  });
});

describe('GET /api/dictionaries/search/index/{field}', () => {
  it('names answer pet ids and labels; people answer member ids', async () => {
    const pets = await items('/api/dictionaries/search/index/registeredName?query=moorcroft');
    expect(pets.map((p: { label: string }) => p.label)).toEqual(['Moorcroft Meg', 'Moorcroft Mirk']);
    expect(pets.every((p: { id: number }) => Number.isInteger(p.id))).toBe(true);
    expect((await items('/api/dictionaries/search/index/registeredName?query=moorcroft', cast.member.headers)).map((p: { label: string }) => p.label))
      .toEqual(['Moorcroft Meg', 'Moorcroft Mirk', 'Moorcroft Secret']);
    expect(await items('/api/dictionaries/search/index/callName?query=glen')).toEqual([expect.objectContaining({ label: 'Glen (Glen of the Moor)' })]);
    expect(await items('/api/dictionaries/search/index/breederName?query=moorcroft')).toEqual([{ id: cast.other.user.id, label: 'Moorcroft Kennel' }]);
    expect(await items('/api/dictionaries/search/index/kennelPrefix?query=moor')).toEqual([{ id: cast.other.user.id, label: 'Moorcroft' }]);
    expect((await app.inject({ url: '/api/dictionaries/search/index/titles?query=ch' })).json()).toMatchObject({ statusCode: 400, data: { field: 'field' } });
  });
});

describe('GET /api/dictionaries/full-names', () => {
  it('registered names with id, sex and birth year for the parent pickers, filtered by sex', async () => {
    expect(await items('/api/dictionaries/full-names?query=moor&sex=female')).toEqual([
      expect.objectContaining({ registeredName: 'Moorcroft Meg', callName: 'Meg', sex: 'female', birthYear: 2016 }),
    ]);
    const males = await items('/api/dictionaries/full-names?query=moor&sex=male');
    expect(males.map((p: { registeredName: string; birthYear: number | null }) => [p.registeredName, p.birthYear])).toEqual([['Moorcroft Mirk', 2014], ['Glen of the Moor', null]]);
    expect((await items('/api/dictionaries/full-names?query=moor&limit=50')).length).toBe(3);
    expect((await app.inject({ url: '/api/dictionaries/full-names?query=moor&sex=x' })).json()).toMatchObject({ statusCode: 400, data: { field: 'sex' } });
  });
});

describe('POST /api/dictionaries/dna-tests', () => {
  const name = { ru: 'Прогрессирующая атрофия сетчатки', en: 'Progressive retinal atrophy', de: 'PRA', pl: 'PRA', cn: 'PRA', cz: 'PRA', lv: 'PRA' };
  const addTest = (body: Record<string, unknown>, headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/api/dictionaries/dna-tests', headers, payload: body });

  it('moderators add a test; the health dictionary and pet validation know it at once', async () => {
    const before = (await app.inject({ url: '/api/dictionaries/health' })).json().items as HealthOptionSet[];
    const response = await addTest({ id: 'pra-prcd', name, genes: ['PRCD'] }, cast.moderator.headers);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: 'pra-prcd', name, genes: ['PRCD'] });
    const after = (await app.inject({ url: '/api/dictionaries/health' })).json().items as HealthOptionSet[];
    expect(after.length).toBe(before.length + 1);
    expect(after.find((s) => s.id === 'dna:pra-prcd')).toMatchObject({ kind: 'dna', system: 'pra-prcd', genes: ['PRCD'] });
    expect(after.find((s) => s.id === 'dna:pra-prcd')?.options.map((o) => o.id)).toEqual(['N/N', 'N/M', 'M/M']);
    const pet = await addPet(app, cast.member.headers, { health: [{ set: 'dna:pra-prcd', value: 'N/M' }] });
    expect(pet.dna).toEqual([expect.objectContaining({ testId: 'pra-prcd', result: 'N/M', status: 'carrier' })]);
  });

  it('refuses members (403), visitors (401), a taken code (409) and malformed bodies (400)', async () => {
    const before = await countRows(app);
    expect((await addTest({ id: 'new-test', name }, cast.member.headers)).statusCode).toBe(403);
    expect((await addTest({ id: 'new-test', name }, {})).statusCode).toBe(401);
    expect((await addTest({ id: 'cea', name }, cast.moderator.headers)).json()).toMatchObject({ statusCode: 409, data: { field: 'id' } });
    expect((await addTest({ id: 'Bad Code', name }, cast.moderator.headers)).json()).toMatchObject({ statusCode: 400, data: { field: 'id' } });
    expect((await addTest({ id: 'no-name', name: { en: 'Only English' } }, cast.moderator.headers)).json()).toMatchObject({ statusCode: 400 });
    expect(await countRows(app)).toEqual(before);
  });
});
