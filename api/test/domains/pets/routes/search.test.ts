import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { type PetDetail, type PetListItem, PetListResponse } from '@bc/shared/contracts';
import { withApp } from '../../../helpers/build';
import { addPet, insertPet } from '../../../helpers/pets';
import { countStatements } from '../../../helpers/statements';
import { uploaded } from '../../../helpers/uploads';
import type { Cast } from '../../../helpers/users';

let app: FastifyInstance;
let cast: Cast;
const pets: Record<string, PetDetail> = {};

withApp((built) => ({ app, cast } = built));
beforeAll(async () => {
  await app.data.users.update(cast.other.user.id, { kennelName: 'Glenmorrow' });
  const m = cast.member.headers;
  pets.buranRu = await addPet(app, m, {
    registeredName: 'Северное Сияние Буран', callName: 'Буран', sex: 'male', birthDate: '2015-03-02', colorId: 'black-white', coat: 'rough',
    countryOfBirth: 'RU', countryOfResidence: 'RU', registrations: [{ registry: 'RKF', number: '4100001' }], microchip: '643094000000007',
    health: [{ set: 'dna:cea', value: 'N/N' }, { set: 'hips:fci', value: 'A' }], breeder: { name: 'Severnoye Siyaniye' },
  });
  pets.buranLat = await addPet(app, m, {
    registeredName: 'Buran iz Zolotoy Doliny', sex: 'male', birthDate: '2018-06-01', colorId: 'blue-merle', coat: 'smooth',
    countryOfBirth: 'RU', countryOfResidence: 'LV', health: [{ set: 'dna:cea', value: 'N/M' }, { set: 'hips:fci', value: 'C' }],
    registrations: [{ registry: 'ZKwP', number: 'PKR.I-20001' }],
  });
  pets.fly = await addPet(app, m, {
    registeredName: 'Ängsbackens Fly', sex: 'female', birthDate: '2016', colorId: 'blue-merle', coat: 'smooth', countryOfBirth: 'SE',
    countryOfResidence: 'SE', health: [{ set: 'hips:fci', value: 'B' }, { set: 'elbows:fci', value: '0' }], owner: { userId: cast.premium.user.id },
  });
  pets.storm = await addPet(app, cast.other.headers, {
    registeredName: 'Fellside Storm', sex: 'female', birthDate: '2012-01-05', deathDate: '2020', coat: 'bearded', countryOfBirth: 'GB',
    countryOfResidence: 'GB', breeder: { userId: cast.other.user.id },
  });
  pets.stormy = await addPet(app, cast.other.headers, {
    registeredName: 'Glenmorrow Stormy Night', callName: 'Jess', sex: 'male', birthDate: '2021-04-04', countryOfBirth: 'GB', countryOfResidence: 'DE',
    offeredForStud: true, photos: [{ uploadId: await uploaded(app, cast.other) }], breeder: { userId: cast.other.user.id }, owner: { name: 'Hans Müller' },
  });
  pets.draft = await addPet(app, m, { registeredName: 'Secret Storm Draft', sex: 'male', birthDate: '2022-01-01', publishStatus: 'draft' });
  pets.hidden = await addPet(app, cast.other.headers, { registeredName: 'Hidden Storm', sex: 'male', birthDate: '2019-01-01' });
  await app.inject({ method: 'POST', url: '/api/pets/set-publish', headers: cast.moderator.headers, payload: { id: pets.hidden.id, status: 'hidden', reason: 'Checking' } });
});

const search = async (query: string, headers: Record<string, string> = {}) => {
  const response = await app.inject({ url: `/api/pets${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: PetListItem[]; total: number; page: number; limit: number };
};
const names = async (query: string, headers: Record<string, string> = {}) => (await search(query, headers)).items.map((p) => p.registeredName);
const ids = async (query: string, headers: Record<string, string> = {}) => (await search(query, headers)).items.map((p) => p.id).sort((a, b) => a - b);
const sorted = (...list: PetDetail[]) => list.map((p) => p.id).sort((a, b) => a - b);
const refused = async (query: string, field: string) => {
  const response = await app.inject({ url: `/api/pets${query}` });
  expect(response.statusCode).toBe(400);
  expect(response.json().data.field).toBe(field);
  return response.json() as { message: string; data: { allowed?: string[] } };
};

describe('GET /api/pets: text', () => {
  it('is case-, accent- and script-insensitive (Cyrillic ↔ Latin)', async () => {
    for (const q of ['буран', 'БУРАН', 'Buran', 'buRAN']) expect(await ids(`?q=${encodeURIComponent(q)}`)).toEqual(sorted(pets.buranRu, pets.buranLat));
    for (const q of ['angsbackens', 'ÄNGSBACK', 'ängsbäck']) expect(await names(`?q=${encodeURIComponent(q)}`)).toEqual(['Ängsbackens Fly']);
    expect(await names(`?q=${encodeURIComponent('Severnoe siyanie')}`)).toEqual(['Северное Сияние Буран']);
  });

  it('matches prefixes and substrings of the registered and call name', async () => {
    expect(await names('?q=fells')).toEqual(['Fellside Storm']);
    expect(await names('?q=orrow%20stor')).toEqual(['Glenmorrow Stormy Night']);
    expect(await ids('?q=storm')).toEqual(sorted(pets.storm, pets.stormy));
    expect(await names('?q=jess')).toEqual(['Glenmorrow Stormy Night']);
    // One or two characters: the start of the registered name.
    expect(await names('?q=gl')).toEqual(['Glenmorrow Stormy Night']);
    expect(await names('?q=f')).toEqual(['Fellside Storm']);
  });

  it('one or two characters match the start of the registered name, the call name, a registration number or the microchip', async () => {
    expect(await names('?q=je')).toEqual(['Glenmorrow Stormy Night']); // call name Jess
    expect(await ids('?q=b')).toEqual(sorted(pets.buranRu, pets.buranLat)); // call name Буран, registered name Buran…
    expect(await ids(`?q=${encodeURIComponent('Бу')}`)).toEqual(sorted(pets.buranRu, pets.buranLat));
    expect(await names('?q=pk')).toEqual(['Buran iz Zolotoy Doliny']); // PKR.I-20001
    expect(await names('?q=41')).toEqual(['Северное Сияние Буран']); // RKF 4100001
    expect(await names('?q=64')).toEqual(['Северное Сияние Буран']); // microchip 643094000000007
    // Only the start of a field: "st" is inside names (Fellside Storm), at the start of none.
    expect(await names('?q=st')).toEqual([]);
    expect(await names('?q=00')).toEqual([]);
    // With filters and visibility as any query.
    expect(await names('?q=b&countryOfResidence=LV')).toEqual(['Buran iz Zolotoy Doliny']);
    expect(await ids('?q=se', cast.member.headers)).toEqual(sorted(pets.buranRu, pets.draft));
    expect(await ids('?q=se')).toEqual(sorted(pets.buranRu));
  });

  it('finds registration numbers and microchips, with or without separators', async () => {
    expect(await names('?q=4100001')).toEqual(['Северное Сияние Буран']);
    expect(await names('?q=PKR.I-20001')).toEqual(['Buran iz Zolotoy Doliny']);
    expect(await names('?q=pkri2000')).toEqual(['Buran iz Zolotoy Doliny']);
    expect(await names('?q=643094000000007')).toEqual(['Северное Сияние Буран']);
    expect(await names('?q=0940000')).toEqual(['Северное Сияние Буран']);
  });

  it('refuses a query without letters or digits', async () => {
    await refused('?q=%20-%20', 'q');
  });
});

describe('GET /api/pets: filters', () => {
  it('sex, breed, colour, coat (comma lists are OR)', async () => {
    expect(await ids('?sex=female')).toEqual(sorted(pets.fly, pets.storm));
    expect((await search('?breed=border-collie')).total).toBe(5);
    expect((await search('?breed=shetland-sheepdog')).total).toBe(0);
    expect(await ids('?color=blue-merle')).toEqual(sorted(pets.buranLat, pets.fly));
    expect(await ids('?color=blue-merle,black-white')).toEqual(sorted(pets.buranRu, pets.buranLat, pets.fly));
    expect(await ids('?coat=bearded,rough')).toEqual(sorted(pets.buranRu, pets.storm));
  });

  it('countries of birth and residence, birth years, alive, stud, photos', async () => {
    expect(await ids('?countryOfBirth=RU,SE')).toEqual(sorted(pets.buranRu, pets.buranLat, pets.fly));
    expect(await ids('?countryOfResidence=LV,DE')).toEqual(sorted(pets.buranLat, pets.stormy));
    expect(await ids('?birthYearFrom=2015&birthYearTo=2016')).toEqual(sorted(pets.buranRu, pets.fly));
    expect(await ids('?birthYearFrom=2018')).toEqual(sorted(pets.buranLat, pets.stormy));
    expect(await ids('?alive=false')).toEqual(sorted(pets.storm));
    expect((await search('?alive=true')).total).toBe(4);
    expect(await ids('?offeredForStud=true')).toEqual(sorted(pets.stormy));
    expect(await ids('?hasPhotos=true')).toEqual(sorted(pets.stormy));
    expect((await search('?hasPhotos=false')).total).toBe(4);
  });

  it('health results: DNA and scales, OR within a clause, AND between clauses', async () => {
    expect(await ids('?health=dna:cea:N/N')).toEqual(sorted(pets.buranRu));
    expect(await ids('?health=dna:CEA:N/N,N/M')).toEqual(sorted(pets.buranRu, pets.buranLat));
    expect(await ids('?health=hips:FCI:A,B')).toEqual(sorted(pets.buranRu, pets.fly));
    expect(await ids('?health=hips:fci:a,b&health=dna:cea:N/N')).toEqual(sorted(pets.buranRu));
    expect(await ids(`?health=${encodeURIComponent('hips:fci:A,B,C;elbows:fci:0')}`)).toEqual(sorted(pets.fly));
    expect((await search('?health=dna:ncl:M/M')).total).toBe(0);
  });

  it('refuses health clauses that do not fit the dictionary, naming the allowed values', async () => {
    await refused('?health=cea', 'health');
    expect((await refused('?health=hips:xyz:A', 'health')).data.allowed).toContain('hips:fci');
    const offScale = await refused('?health=hips:fci:F', 'health');
    expect(offScale.data.allowed).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(offScale.message).toContain('hips:fci');
  });

  it('breeder and owner: a member id or part of a name', async () => {
    expect(await ids(`?breeder=${cast.other.user.id}`)).toEqual(sorted(pets.storm, pets.stormy));
    expect(await ids('?breeder=glenmor')).toEqual(sorted(pets.storm, pets.stormy));
    expect(await ids('?breeder=siyaniye')).toEqual(sorted(pets.buranRu));
    expect(await ids(`?owner=${cast.premium.user.id}`)).toEqual(sorted(pets.fly));
    expect(await ids('?owner=m%C3%BCller')).toEqual(sorted(pets.stormy));
  });

  it('refuses unknown ids and impossible ranges with 400 naming the field', async () => {
    expect((await refused('?color=purple', 'color')).data.allowed).toContain('blue-merle');
    await refused('?coat=curly', 'coat');
    await refused('?countryOfBirth=XX', 'countryOfBirth');
    await refused('?breed=poodle', 'breed');
    await refused('?birthYearFrom=2020&birthYearTo=2010', 'birthYearTo');
    await refused('?sex=other', 'sex');
    await refused('?limit=101', 'limit');
    await refused('?sort=age', 'sort');
    await refused('?colour=black', 'colour');
  });
});

describe('GET /api/pets: sorting and pages', () => {
  it('sorts by name (accents ignored), birth and newest, both ways', async () => {
    const byName = await names('?sort=name');
    expect(byName).toEqual(['Ängsbackens Fly', 'Buran iz Zolotoy Doliny', 'Fellside Storm', 'Glenmorrow Stormy Night', 'Северное Сияние Буран']);
    expect(await names('?sort=name&order=desc')).toEqual([...byName].reverse());
    expect(await ids('?sort=birth')).toEqual(await ids('?sort=birth&order=asc'));
    expect((await search('?sort=birth')).items.map((p) => p.birthDate)).toEqual(['2021-04-04', '2018-06-01', '2016-01-01', '2015-03-02', '2012-01-05']);
    expect((await search('?sort=birth&order=asc')).items[0].id).toBe(pets.storm.id);
    expect((await search('?sort=newest')).items[0].id).toBe(pets.stormy.id);
    expect((await search('?sort=newest&order=asc')).items[0].id).toBe(pets.buranRu.id);
  });

  it('pages keep the total; past the end the total is still right', async () => {
    const first = await search('?sort=name&limit=2');
    const second = await search('?sort=name&limit=2&page=2');
    const third = await search('?sort=name&limit=2&page=3');
    expect([first.total, second.total, third.total]).toEqual([5, 5, 5]);
    expect([...first.items, ...second.items, ...third.items].map((p) => p.registeredName)).toEqual(await names('?sort=name'));
    expect(await search('?limit=2&page=9')).toMatchObject({ items: [], total: 5, page: 9, limit: 2 });
    expect(await search('')).toMatchObject({ page: 1, limit: 20 });
  });
  it('a text search pages and sorts the same way: each page in order, the total on every page and past the end', async () => {
    // One or two letters go through the prefix keys, three and more through the trigrams.
    for (const q of ['b', 'ran', 'or']) {
      const all = await search(`?q=${q}&sort=name`);
      const pages = await Promise.all([1, 2, 3].map((page) => search(`?q=${q}&sort=name&limit=1&page=${page}`)));
      expect(pages.map((p) => p.total)).toEqual([all.total, all.total, all.total]);
      expect(pages.flatMap((p) => p.items.map((i) => i.id))).toEqual(all.items.slice(0, 3).map((i) => i.id));
      expect(await search(`?q=${q}&limit=1&page=9`)).toMatchObject({ items: [], total: all.total, page: 9 });
    }
    expect(await names('?q=storm&sort=birth&order=asc')).toEqual(['Fellside Storm', 'Glenmorrow Stormy Night']);
    expect(await names('?q=storm&sort=birth')).toEqual(['Glenmorrow Stormy Night', 'Fellside Storm']);
    expect(await names('?q=sto&sort=name&order=desc')).toEqual(['Glenmorrow Stormy Night', 'Fellside Storm']);
    expect(await names('?q=sto&sex=female')).toEqual(['Fellside Storm']);
    expect(await search('?q=zzzz')).toMatchObject({ items: [], total: 0 });
  });
});

describe('GET /api/pets: the answer', () => {
  it("a page the index answers is written from its items' JSON as the schema's serializer would write it", async () => {
    // searchAnswerJson writes the page from the items held as JSON (list-item-cache.ts); the route's serializer, which
    // drops what the schema does not declare, must write the very same answer.
    const bySchema = Fastify();
    bySchema.get('/', { schema: { response: { 200: PetListResponse } } }, async (request) => JSON.parse(Buffer.from(String(request.headers['x-page']), 'base64').toString('utf8')));
    for (const [query, headers] of [
      ['?q=storm', undefined], ['?q=storm&sort=birth&order=desc', cast.other.headers], ['?q=buran&limit=1&page=2', undefined], ['?q=glenmorrow', undefined],
    ] as const) {
      const sent = await app.inject({ url: `/api/pets${query}`, headers });
      expect(sent.statusCode).toBe(200);
      expect(sent.json().items.length, query).toBeGreaterThan(0);
      const rewritten = await bySchema.inject({ method: 'GET', url: '/', headers: { 'x-page': Buffer.from(sent.body).toString('base64') } });
      expect(JSON.parse(rewritten.body), query).toEqual(JSON.parse(sent.body));
    }
    const stormy = (await search('?q=glenmorrow')).items[0] as PetListItem & { coi: number | null; health: unknown[] };
    expect(stormy).toMatchObject({ id: pets.stormy.id, mainPhoto: expect.any(String), breeder: { userId: cast.other.user.id, name: 'Glenmorrow' }, health: [] });
  });
});

describe('GET /api/pets: who sees what', () => {
  it('visitors and other members see published pets only', async () => {
    expect((await search('?q=storm')).total).toBe(2);
    expect((await search('?q=storm', cast.premium.headers)).total).toBe(2);
  });

  it('members also see their own drafts and hidden pets; moderators everything with all=true', async () => {
    expect(await ids('?q=storm', cast.member.headers)).toEqual(sorted(pets.storm, pets.stormy, pets.draft));
    expect(await ids('?q=storm', cast.other.headers)).toEqual(sorted(pets.storm, pets.stormy, pets.hidden));
    expect((await search('?q=storm', cast.moderator.headers)).total).toBe(2);
    expect(await ids('?q=storm&all=true', cast.moderator.headers)).toEqual(sorted(pets.storm, pets.stormy, pets.draft, pets.hidden));
    expect(await ids('?all=true&status=hidden', cast.moderator.headers)).toEqual(sorted(pets.hidden));
    expect((await app.inject({ url: '/api/pets?all=true', headers: cast.member.headers })).json()).toMatchObject({ statusCode: 403 });
  });

  it('a new pet shows up at once (the cache is dropped on writes)', async () => {
    expect((await search('?q=newcomer')).total).toBe(0);
    const pet = await addPet(app, cast.member.headers, { registeredName: 'Newcomer Dog' });
    expect(await ids('?q=newcomer')).toEqual([pet.id]);
    await app.inject({ method: 'POST', url: '/api/pets/set-publish', headers: cast.member.headers, payload: { id: pet.id, status: 'draft' } });
    expect((await search('?q=newcomer')).total).toBe(0);
  });
});

describe('GET /api/pets/for-stud', () => {
  it('lists published living males offered for stud, with the search filters', async () => {
    expect(await ids('/for-stud')).toEqual(sorted(pets.stormy));
    expect(await ids('/for-stud?countryOfResidence=DE&q=storm')).toEqual(sorted(pets.stormy));
    expect((await search('/for-stud?countryOfResidence=RU')).total).toBe(0);
    expect((await search('/for-stud?sex=female', cast.moderator.headers)).total).toBe(1);
  });
});

// Last: its pets would change the totals the tests above expect.
describe('GET /api/pets: under load', () => {
  it('reads the pages of searches asked at once in one statement per kind of caller', async () => {
    const words = ['Quarrowind', 'Quelloway', 'Quintabrook', 'Quokkadale', 'Quillanmoor', 'Questhaven'];
    const added = await Promise.all(words.map((word) => insertPet(app, { registeredName: `${word} Dog` })));
    await app.pets.searchIndex!.settled();
    const { result: [visitors, member], count } = await countStatements(app, 'from unnest($1::int[]) with ordinality', () => Promise.all([
      Promise.all(words.map((word) => names(`?q=${word.toLowerCase()}`))),
      names(`?q=${words[0].toLowerCase()}`, cast.member.headers),
    ]));
    expect(visitors).toEqual(added.map((pet) => [pet.registeredName]));
    expect(member).toEqual([added[0].registeredName]);
    // Two here (visitors, the member); a loaded machine may spread the calls over two turns of the event loop: at most
    // four, never the seven of one statement per search.
    expect(count).toBeLessThanOrEqual(4);
  });
});
