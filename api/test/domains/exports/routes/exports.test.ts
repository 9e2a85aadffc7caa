import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { parse as parseDisposition } from 'content-disposition';
import { parse as parseCsv } from 'csv-parse/sync';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_LIMITS } from '@bc/shared/contracts';
import { pets } from '../../../../src/db/schema';
import { petSearchColumns } from '../../../../src/domains/pets/search-text';
import { build } from '../../../helpers/build';
import { addPet } from '../../../helpers/pets';
import { createCast, createUser, type Cast } from '../../../helpers/users';

const BOM = '\uFEFF';

/** The rows of a CSV answer (the BOM checked and taken off). */
function csvRows(response: LightMyRequestResponse): string[][] {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  expect(response.body.startsWith(BOM)).toBe(true);
  return parseCsv(response.body.slice(1)) as string[][];
}

/** Each data row as an object by the English header. */
const byHeader = (rows: string[][]) => rows.slice(1).map((row) => Object.fromEntries(rows[0].map((h, i) => [h, row[i]])));

let app: FastifyInstance;
let cast: Cast;
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  app = await build();
  cast = await createCast(app);
});
afterAll(async () => app?.close());

describe('GET /api/exports/pedigree/:id', () => {
  let dog: { id: number };
  let sire: { id: number };
  let draftGranddam: { id: number };
  beforeAll(async () => {
    const m = cast.member.headers;
    const grandsire = await addPet(app, m, { registeredName: 'Wiston Cap', sex: 'male', birthDate: '2010-01-01', registrations: [{ registry: 'ISDS', number: '15587' }] });
    draftGranddam = await addPet(app, m, { registeredName: 'Secret Granddam', sex: 'female', birthDate: '2010-02-01', publishStatus: 'draft' });
    sire = await addPet(app, m, {
      registeredName: 'Шептун Ветра', sex: 'male', birthDate: '2014-03-08', sireId: grandsire.id, damId: draftGranddam.id,
      registrations: [{ registry: 'RKF', number: '3456789' }],
    });
    const dam = await addPet(app, m, { registeredName: 'Meg', sex: 'female', birthDate: '2015-04-01', health: [{ set: 'hips:fci', value: 'A', date: '2016-05-01' }] });
    dog = await addPet(app, m, {
      registeredName: 'Blue Export', callName: 'Blue', sex: 'female', birthDate: '2019-06-15', sireId: sire.id, damId: dam.id,
      microchip: '643094100200300', colorId: 'black-white', coat: 'rough', countryOfBirth: 'LV', titles: '=HYPERLINK("http://evil.test","x")',
      registrations: [{ registry: 'RKF', number: '5550001' }, { registry: 'FCI', number: 'LV-77' }],
    });
  });

  it('answers the dog and its ancestors, one row per position, with the columns a club expects', async () => {
    const rows = csvRows(await get(`/api/exports/pedigree/${dog.id}?generations=2`));
    expect(rows[0]).toEqual([
      'No.', 'Generation', 'Position (S sire, D dam)', 'Registrations', 'Registered name', 'Call name', 'Sex (M/F)', 'Birth date', 'Death date',
      'Colour', 'Coat', 'Country of birth', 'Sire registrations', 'Sire', 'Dam registrations', 'Dam', 'Microchip', 'Breeder', 'Owner', 'COI, %',
      'Titles', 'Health results (system: result, date)',
    ]);
    const [subject, ...ancestors] = byHeader(rows);
    expect(subject).toMatchObject({
      'No.': '1', Generation: '0', 'Position (S sire, D dam)': '', Registrations: 'RKF 5550001; FCI LV-77', 'Registered name': 'Blue Export',
      'Call name': 'Blue', 'Sex (M/F)': 'F', 'Birth date': '2019-06-15', 'Death date': '', Colour: 'Black & white', Coat: 'rough',
      'Country of birth': 'LV', 'Sire registrations': 'RKF 3456789', Sire: 'Шептун Ветра', Dam: 'Meg',
      // A visitor does not see the microchip.
      Microchip: '',
    });
    expect(ancestors.map((a) => [a['No.'], a.Generation, a['Position (S sire, D dam)'], a['Registered name']])).toEqual([
      ['2', '1', 'S', 'Шептун Ветра'],
      ['3', '1', 'D', 'Meg'],
      ['4', '2', 'SS', 'Wiston Cap'],
      // 5, the sire's dam, is another member's draft: left out, and not named as the sire's dam either.
    ]);
    expect(ancestors[0].Dam).toBe('');
    expect(ancestors[1]['Health results (system: result, date)']).toMatch(/: A, 2016-05-01$/);
    expect(ancestors[2].Registrations).toBe('ISDS 15587');
  });

  it('shows the owner their own draft ancestor and the microchip; a moderator sees the microchip too', async () => {
    const own = byHeader(csvRows(await get(`/api/exports/pedigree/${dog.id}?generations=2`, cast.member.headers)));
    expect(own.map((r) => r['Registered name'])).toEqual(['Blue Export', 'Шептун Ветра', 'Meg', 'Wiston Cap', 'Secret Granddam']);
    expect(own[0].Microchip).toBe('643094100200300');
    expect(own[1].Dam).toBe('Secret Granddam');
    const moderated = byHeader(csvRows(await get(`/api/exports/pedigree/${dog.id}?generations=2`, cast.moderator.headers)));
    expect(moderated[0].Microchip).toBe('643094100200300');
    const other = byHeader(csvRows(await get(`/api/exports/pedigree/${dog.id}?generations=2`, cast.other.headers)));
    expect(other[0].Microchip).toBe('');
    expect(other.map((r) => r['Registered name'])).not.toContain('Secret Granddam');
  });

  it('neutralises formulas in CSV cells (a leading apostrophe) and names the file in ASCII and in UTF-8', async () => {
    const response = await get(`/api/exports/pedigree/${sire.id}?generations=1`);
    const disposition = parseDisposition(response.headers['content-disposition'] as string);
    expect(disposition.type).toBe('attachment');
    // content-disposition's parse answers the UTF-8 name (filename*) as `filename`; the ASCII one is read apart.
    expect(disposition.parameters.filename).toBe('Шептун Ветра pedigree 1.csv');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="?sheptun_vetra_pedigree_1\.csv"?; filename\*=UTF-8''/);
    const titles = byHeader(csvRows(await get(`/api/exports/pedigree/${dog.id}?generations=1`)))[0].Titles;
    expect(titles).toBe(`'=HYPERLINK("http://evil.test","x")`);
  });

  it('writes the header row in the request’s language', async () => {
    const ru = csvRows(await get(`/api/exports/pedigree/${dog.id}?generations=1`, { 'accept-language': 'ru-RU,ru;q=0.9' }));
    expect(ru[0].slice(0, 5)).toEqual(['№', 'Поколение', 'Позиция (S — отец, D — мать)', 'Регистрационные номера', 'Полная кличка']);
    const cn = csvRows(await get(`/api/exports/pedigree/${dog.id}?generations=1`, { 'accept-language': 'zh-CN' }));
    expect(cn[0][4]).toBe('注册名');
  });

  it('answers XLSX that reads back, formulas kept as text', async () => {
    const response = await get(`/api/exports/pedigree/${dog.id}?generations=1&format=xlsx`, cast.member.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="?blue_export_pedigree_1\.xlsx"?;/);
    const [sheet] = await readXlsxFile(response.rawPayload);
    const [header, first, second] = sheet.data;
    expect(header[4]).toBe('Registered name');
    expect(first.slice(0, 5)).toEqual([1, 0, null, 'RKF 5550001; FCI LV-77', 'Blue Export']);
    expect(first[header.indexOf('Microchip')]).toBe('643094100200300');
    expect(first[header.indexOf('Titles')]).toBe('=HYPERLINK("http://evil.test","x")');
    expect(second[4]).toBe('Шептун Ветра');
  });

  it('a dog the caller may not see is the same 404 as a missing one; a hidden dog only for its owner and moderators', async () => {
    const missing = await get('/api/exports/pedigree/2147483000');
    expect(missing.statusCode).toBe(404);
    const draft = await get(`/api/exports/pedigree/${draftGranddam.id}`, cast.other.headers);
    expect(draft.statusCode).toBe(404);
    expect(draft.json()).toEqual(missing.json());
    const hidden = await addPet(app, cast.other.headers, { registeredName: 'Hidden Export' });
    const hide = await app.inject({ method: 'POST', url: `/api/moderation/pets/${hidden.id}/hide`, headers: cast.moderator.headers, payload: { reason: 'spam' } });
    expect(hide.statusCode).toBe(200);
    expect((await get(`/api/exports/pedigree/${hidden.id}`, cast.member.headers)).statusCode).toBe(404);
    expect((await get(`/api/exports/pedigree/${hidden.id}`)).statusCode).toBe(404);
    expect(byHeader(csvRows(await get(`/api/exports/pedigree/${hidden.id}`, cast.moderator.headers)))[0]['Registered name']).toBe('Hidden Export');
  });

  it('refuses generations past the limit naming the field', async () => {
    const response = await get(`/api/exports/pedigree/${dog.id}?generations=${EXPORT_LIMITS.generationsMax + 1}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().data).toMatchObject({ field: 'generations' });
  });
});

describe('GET /api/exports/search', () => {
  it('exports every dog the search finds for the caller, never another member’s draft', async () => {
    const word = `Zephyrexp${Date.now() % 100000}`;
    await addPet(app, cast.member.headers, { registeredName: `${word} One`, sex: 'male' });
    await addPet(app, cast.member.headers, { registeredName: `${word} Two`, sex: 'female', publishStatus: 'draft' });
    await addPet(app, cast.other.headers, { registeredName: `${word} Three`, sex: 'female', publishStatus: 'draft' });
    const names = async (headers: Record<string, string> = {}, query = '') =>
      byHeader(csvRows(await get(`/api/exports/search?q=${word}${query}`, headers))).map((r) => r['Registered name']).sort();
    expect(await names()).toEqual([`${word} One`]);
    expect(await names(cast.member.headers)).toEqual([`${word} One`, `${word} Two`]);
    expect(await names(cast.member.headers, '&sex=female')).toEqual([`${word} Two`]);
    expect(await names(cast.moderator.headers, '&all=true')).toEqual([`${word} One`, `${word} Three`, `${word} Two`]);
    expect((await get(`/api/exports/search?q=${word}`)).headers['x-export-truncated']).toBeUndefined();
  });

  it('refuses what the search refuses (all=true for a member: 403; an unknown colour: 400 naming it)', async () => {
    expect((await get('/api/exports/search?all=true', cast.member.headers)).statusCode).toBe(403);
    const colour = await get('/api/exports/search?color=plaid');
    expect(colour.statusCode).toBe(400);
    expect(colour.json().data).toMatchObject({ field: 'color' });
  });

  it(`writes the first ${EXPORT_LIMITS.rows} dogs of a larger search and says so in X-Export-Truncated`, async () => {
    const word = `Cappedexp${Date.now() % 100000}`;
    const values = Array.from({ length: EXPORT_LIMITS.rows + 1 }, (_, i) => {
      const base = { registeredName: `${word} ${String(i).padStart(5, '0')}`, sex: 'male' as const, publishStatus: 'published' as const };
      return { ...petSearchColumns(base), ...base };
    });
    const ids: number[] = [];
    for (let i = 0; i < values.length; i += 1000) ids.push(...(await app.db.insert(pets).values(values.slice(i, i + 1000)).returning({ id: pets.id })).map((r) => r.id));
    app.events.emit('petsChanged', { ids });
    await app.pets.searchIndex?.settled();
    const response = await get(`/api/exports/search?q=${word}`);
    expect(response.headers['x-export-truncated']).toBe(String(EXPORT_LIMITS.rows));
    const rows = csvRows(response);
    expect(rows).toHaveLength(EXPORT_LIMITS.rows + 1);
    expect(rows[1][1]).toBe(`${word} 00000`);
    expect(rows.at(-1)![1]).toBe(`${word} 04999`);
  }, 60_000);
});

describe('GET /api/exports/member/:id', () => {
  it('exports the dogs a member bred or owns; drafts only to the member (and moderators)', async () => {
    const kennel = await createUser(app, { kennelName: 'Ветер Севера' });
    const bred = await addPet(app, kennel.headers, { registeredName: 'Kennel Bred', breeder: { userId: kennel.user.id } });
    await addPet(app, kennel.headers, { registeredName: 'Kennel Owned Draft', owner: { userId: kennel.user.id }, publishStatus: 'draft' });
    // Another member's draft of a puppy from the kennel: named its breeder is not enough to see it.
    await addPet(app, cast.other.headers, { registeredName: 'Their Puppy Draft', breeder: { userId: kennel.user.id }, publishStatus: 'draft' });
    await addPet(app, cast.other.headers, { registeredName: 'Not Theirs' });
    // A dog the member entered without naming themselves: theirs on their own list, not on their public one.
    await addPet(app, kennel.headers, { registeredName: 'Kennel Entered', owner: null, breeder: null });
    const names = async (headers: Record<string, string> = {}, query = '') =>
      byHeader(csvRows(await get(`/api/exports/member/${kennel.user.id}${query}`, headers))).map((r) => r['Registered name']).sort();
    expect(await names()).toEqual(['Kennel Bred']);
    expect(await names(cast.other.headers)).toEqual(['Kennel Bred']);
    expect(await names(kennel.headers)).toEqual(['Kennel Bred', 'Kennel Entered', 'Kennel Owned Draft']);
    expect(await names(cast.moderator.headers)).toEqual(['Kennel Bred', 'Kennel Owned Draft', 'Their Puppy Draft']);
    expect(await names(kennel.headers, '?role=breeder')).toEqual(['Kennel Bred']);
    // To the member, what they entered is theirs as owner (as on their list: the creator is an owner).
    expect(await names(kennel.headers, '?role=owner')).toEqual(['Kennel Bred', 'Kennel Entered', 'Kennel Owned Draft']);
    const row = byHeader(csvRows(await get(`/api/exports/member/${kennel.user.id}`)))[0];
    expect(row).toMatchObject({ Breeder: 'Ветер Севера', 'Registered name': bred.registeredName });
    const response = await get(`/api/exports/member/${kennel.user.id}?format=xlsx`);
    expect(decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(response.headers['content-disposition'] as string)![1])).toMatch(/^Ветер Севера dogs \d{4}-\d\d-\d\d\.xlsx$/);
  });

  it('answers 404 for a member who does not exist', async () => {
    expect((await get('/api/exports/member/2147483000')).statusCode).toBe(404);
  });
});
