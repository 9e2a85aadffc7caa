import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddLitterBody, AnnouncementPage, LitterWriteResponse, MatingDetail, MyLittersResponse, OffspringResponse, PetListResponse } from '@bc/shared/contracts';
import { fingerprint } from '../../../helpers/rows';
import { addMating, type BreedingWorld, breedingWorld } from '../fixtures';

let w: BreedingWorld;
let mating: MatingDetail;
beforeAll(async () => {
  w = await breedingWorld();
  mating = await addMating(w.app, w.damOwner.headers, { damId: w.dam.id, sireId: w.ownStud.id, matingDates: ['2026-01-05', '2026-01-07'], status: 'mated', publishStatus: 'published' });
});
afterAll(async () => w?.app.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) => w.app.inject({ method: 'POST', url, payload: payload as object, headers });
const get = (url: string, headers: Record<string, string> = {}) => w.app.inject({ url, headers });
const NAMES = ['Hill Red Collar', 'Hill Blue Collar', 'Hill Green Collar', 'Hill Pink Collar', 'Hill White Collar'];
const litter = (over: Partial<AddLitterBody> = {}): AddLitterBody => ({
  matingId: mating.id, birthDate: '2026-03-08', malesBorn: 3, femalesBorn: 3, malesAlive: 3, femalesAlive: 2, publishStatus: 'published',
  announcement: 'Five puppies, three available', country: 'DE',
  puppies: NAMES.map((registeredName, i) => ({ registeredName, sex: i < 3 ? 'male' : 'female', colorId: 'black-white', availability: i < 3 ? 'available' : 'reserved' })),
  ...over,
});

describe('a litter of a mating', () => {
  let added: LitterWriteResponse;

  it('refuses a birth outside 56–72 days after the mating dates, naming the dam, writing nothing', async () => {
    const before = await fingerprint(w.app);
    const response = await post('/api/litters/add', litter({ birthDate: '2026-02-20' }), w.damOwner.headers);
    expect(response.json()).toMatchObject({ statusCode: 409, data: { code: 'birth-window', field: 'birthDate', ids: [w.dam.id] } });
    expect(response.json().message).toContain('"Hill Bess"');
    expect(await fingerprint(w.app)).toEqual(before);
  });

  it.each([
    ['alive more than born', { malesAlive: 4 }, 'malesAlive'],
    ['more female puppies than born', { femalesBorn: 1, femalesAlive: 1 }, 'puppies'],
    ['a birth in the future', { birthDate: '2026-03-11' }, 'birthDate'],
    ['an unknown colour', { puppies: [{ registeredName: 'X', sex: 'male', colorId: 'tartan', availability: 'available' }] }, 'puppies.0.colorId'],
  ] as const)('answers 400 naming the field for %s', async (_, over, field) => {
    const response = await post('/api/litters/add', litter(over as Partial<AddLitterBody>), w.damOwner.headers);
    expect(response.json()).toMatchObject({ statusCode: 400, data: { field } });
  });

  it('refuses other members: 403 for a mating they can see, 404 for one they cannot, 403 for a dam not theirs', async () => {
    expect((await post('/api/litters/add', litter(), w.stranger.headers)).json().data).toMatchObject({ code: 'not_recorder' });
    const draft = await addMating(w.app, w.damOwner.headers, { damId: w.dam.id, sireId: w.ownStud.id, matingDates: ['2025-10-01'], status: 'mated' });
    expect((await post('/api/litters/add', litter({ matingId: draft.id }), w.stranger.headers)).statusCode).toBe(404);
    expect((await post('/api/litters/add', litter({ matingId: null, damId: w.dam.id }), w.stranger.headers)).json().data).toMatchObject({ code: 'not_dam_owner' });
    expect((await post('/api/litters/add', litter())).statusCode).toBe(401);
    expect((await post('/api/litters/add', litter(), w.banned.headers)).statusCode).toBe(403);
  });

  it('creates the puppies as pets with the litter’s parents, birth and breeder, and marks the mating whelped', async () => {
    const response = await post('/api/litters/add', litter(), w.damOwner.headers);
    expect(response.statusCode).toBe(201);
    added = response.json();
    expect(added.litter).toMatchObject({
      mating: { id: mating.id, status: 'whelped' }, birthDate: '2026-03-08', country: 'DE',
      counts: { malesBorn: 3, femalesBorn: 3, malesAlive: 3, femalesAlive: 2, available: 3 },
      breeder: { userId: w.damOwner.user.id }, dates: { goHome: '2026-05-03', listedUntil: '2026-06-07' }, permissions: { edit: true, delete: true },
    });
    expect(added.litter.puppies.map((p) => p.registeredName)).toEqual(NAMES);
    expect(added.litter.coi).toMatchObject({ light: 'green' });
    const detail = (await get(`/api/matings/${mating.id}`)).json() as MatingDetail;
    expect(detail).toMatchObject({ status: 'whelped', litter: { id: added.litter.id, counts: { available: 3 } } });
    expect(detail.litter?.puppies[0].microchip).toBeNull();
    const pup = (await get(`/api/pets/${added.litter.puppies[0].id}`)).json();
    expect(pup).toMatchObject({ sireId: w.ownStud.id, damId: w.dam.id, birthDate: '2026-03-08', countryOfBirth: 'DE', breeder: { userId: w.damOwner.user.id } });
  });

  it('finds the puppies in search and on the dam’s offspring tab at once', async () => {
    const found = (await get('/api/pets?q=collar')).json() as PetListResponse;
    expect(found.items.map((p) => p.registeredName).sort()).toEqual([...NAMES].sort());
    const offspring = (await get(`/api/pets/${w.dam.id}/breed`)).json() as OffspringResponse;
    expect(offspring.litters[0]).toMatchObject({ birthDate: '2026-03-08', partner: { id: w.ownStud.id } });
    expect(offspring.litters[0].offspring).toHaveLength(5);
    expect(offspring.litters[0]).toMatchObject({ litterId: added.litter.id, matingId: mating.id });
    expect(w.app.pedigree.engine.parents(added.litter.puppies[0].id)).toEqual({ sire: w.ownStud.id, dam: w.dam.id });
  });

  it('refuses a second litter of the same mating', async () => {
    expect((await post('/api/litters/add', litter(), w.damOwner.headers)).json()).toMatchObject({ statusCode: 409, data: { code: 'mating-litter' } });
  });

  it('lists the litter with available puppies until 13 weeks after the birth', async () => {
    const listed = async () => ((await get('/api/matings/litter')).json() as AnnouncementPage).items.find((i) => i.litterId === added.litter.id);
    expect(await listed()).toMatchObject({ kind: 'litter', matingId: mating.id, status: 'whelped', counts: { available: 3 }, date: '2026-03-08' });
    expect(((await get(`/api/matings/user/${w.damOwner.user.id}/litter`)).json() as AnnouncementPage).total).toBe(1);
    const filtered = async (query: string) => ((await get(`/api/matings/litter?${query}`)).json() as AnnouncementPage).items.some((i) => i.litterId === added.litter.id);
    expect(await filtered(`country=PL,DE&breed=border-collie&dateFrom=2026-03-08&dateTo=2026-03-08&dam=${w.dam.id}&sire=${w.ownStud.id}`)).toBe(true);
    expect(await filtered('dateTo=2026-03-07')).toBe(false);
    expect(await filtered('dateFrom=2026-03-09')).toBe(false);
    expect(await filtered('breed=labrador')).toBe(false);
    expect(await filtered(`sire=${w.stud.id}`)).toBe(false);
    w.clock.set('2026-06-08');
    expect(await listed()).toBeUndefined();
    const mine = (await get('/api/litters/user-litters', w.damOwner.headers)).json() as MyLittersResponse;
    expect(mine.items[0]).toMatchObject({ litterId: added.litter.id, expired: true, inquiries: 0, puppies: { available: 3, reserved: 2, sold: 0, kept: 0 } });
    w.clock.set('2026-03-10');
  });

  it('writes a change of the birth date to every puppy, deletes a puppy left out, and detaches one with data of its own', async () => {
    const [first, second, ...others] = added.litter.puppies;
    await w.app.data.pets.update(second.id, { titles: 'Junior winner' });
    const body = {
      ...litter(), birthDate: '2026-03-09', version: added.litter.version, publishStatus: undefined,
      puppies: others.map((p) => ({ id: p.id, registeredName: p.registeredName, sex: p.sex, colorId: p.colorId, availability: 'sold' as const })),
    };
    delete body.publishStatus;
    expect((await post(`/api/litters/${added.litter.id}/save`, body, w.stranger.headers)).json().data).toMatchObject({ code: 'not_recorder' });
    const saved = (await post(`/api/litters/${added.litter.id}/save`, body, w.damOwner.headers)).json() as LitterWriteResponse;
    expect(saved.detached).toEqual([{ id: second.id, registeredName: second.registeredName }]);
    expect(saved.litter.puppies.map((p) => p.id)).toEqual(others.map((p) => p.id));
    expect(saved.litter.counts.available).toBe(0);
    expect((await get(`/api/pets/${first.id}`)).statusCode).toBe(404);
    expect((await get(`/api/pets/${second.id}`)).json()).toMatchObject({ titles: 'Junior winner', damId: w.dam.id });
    expect((await get(`/api/pets/${others[0].id}`)).json().birthDate).toBe('2026-03-09');
    expect((await post(`/api/litters/${added.litter.id}/save`, body, w.damOwner.headers)).json().data).toMatchObject({ code: 'stale-version' });
    added = saved;
  });

  it('deletes a litter: puppies without data go, those with data stay and are named, the mating is mated again', async () => {
    const [kept] = added.litter.puppies;
    await w.app.data.pets.update(kept.id, { ownerName: 'A new family' });
    expect((await get(`/api/litters/${added.litter.id}/delete`, w.stranger.headers)).statusCode).toBe(403);
    const deleted = (await get(`/api/litters/${added.litter.id}/delete`, w.damOwner.headers)).json();
    expect(deleted.detached).toEqual([{ id: kept.id, registeredName: kept.registeredName }]);
    expect(deleted.deleted).toHaveLength(added.litter.puppies.length - 1);
    expect((await get(`/api/litters/${added.litter.id}`, w.damOwner.headers)).statusCode).toBe(404);
    expect((await get(`/api/pets/${kept.id}`)).json()).toMatchObject({ owner: { name: 'A new family' }, damId: w.dam.id });
    expect((await get(`/api/matings/${mating.id}`)).json()).toMatchObject({ status: 'mated', litter: null });
  });
});

describe('publishing a litter on save', () => {
  it('publishes a draft litter of an older pair with its draft puppies, its puppies out of sight until then', async () => {
    const body = litter({ matingId: null, damId: w.dam.id, sireId: w.ownStud.id, birthDate: '2025-12-01', publishStatus: 'draft',
      puppies: [{ registeredName: 'Hill Draft Pup', sex: 'male', availability: 'available' }] });
    const added = (await post('/api/litters/add', body, w.damOwner.headers)).json() as LitterWriteResponse;
    expect(added.litter.publishStatus).toBe('draft');
    expect(((await get('/api/pets?q=draft%20pup')).json() as PetListResponse).total).toBe(0);
    const strangers = (await get(`/api/pets/${w.dam.id}/breed`, w.stranger.headers)).json() as OffspringResponse;
    expect(strangers.litters.find((l) => l.birthDate === '2025-12-01')).toBeUndefined();
    const { puppies, ...rest } = body;
    const save = { ...rest, publishStatus: 'published' as const, version: added.litter.version, puppies: [{ ...puppies[0], id: added.litter.puppies[0].id }] };
    const saved = (await post(`/api/litters/${added.litter.id}/save`, save, w.damOwner.headers)).json() as LitterWriteResponse;
    expect(saved.litter).toMatchObject({ publishStatus: 'published', puppies: [{ publishStatus: 'published' }] });
    expect(((await get('/api/pets?q=draft%20pup')).json() as PetListResponse).total).toBe(1);
    const offspring = (await get(`/api/pets/${w.dam.id}/breed`)).json() as OffspringResponse;
    expect(offspring.litters.find((l) => l.birthDate === '2025-12-01')).toMatchObject({ litterId: added.litter.id, matingId: null });
    const withdrawn = (await post(`/api/litters/${added.litter.id}/save`, { ...save, publishStatus: 'draft', version: saved.litter.version }, w.damOwner.headers)).json() as LitterWriteResponse;
    expect(withdrawn.litter.publishStatus).toBe('draft');
    expect((await get(`/api/litters/${added.litter.id}`)).statusCode).toBe(404);
    expect((await get(`/api/litters/${added.litter.id}/delete`, w.damOwner.headers)).statusCode).toBe(200);
  });
});

describe('POST /api/matings/form (inquiries)', () => {
  it('stores an inquiry, mails the recorder in his language with Reply-To the inquirer, and lists it for him', async () => {
    const outbox = w.app.mailer.outbox.length;
    const body = { id: mating.id, name: 'Anna Visitor', email: 'anna@example.test', message: 'Is a male puppy still free?', topic: 'reserve-puppy' };
    expect((await post('/api/matings/form', body)).statusCode).toBe(202);
    const mail = w.app.mailer.outbox.slice(outbox);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: w.damOwner.user.email, replyTo: 'anna@example.test' });
    expect(mail[0].text).toContain('Is a male puppy still free?');
    expect(mail[0].subject).toContain('reserve a puppy');
    const list = (await get('/api/matings/user-inquiries', w.damOwner.headers)).json();
    expect(list.items[0]).toMatchObject({ matingId: mating.id, name: 'Anna Visitor', topic: 'reserve-puppy', fromUserId: null });
    expect((await get('/api/matings/user-inquiries', w.stranger.headers)).json().total).toBe(0);
  });

  it('drops spam silently (the hidden field filled) and refuses what cannot be asked about', async () => {
    const before = await fingerprint(w.app);
    const spam = { id: mating.id, name: 'Bot', email: 'bot@example.test', message: 'Buy now', topic: 'question', website: 'http://spam.example' };
    expect((await post('/api/matings/form', spam)).statusCode).toBe(202);
    expect(await fingerprint(w.app)).toEqual(before);
    const draft = await addMating(w.app, w.damOwner.headers, { damId: w.dam.id, sireId: w.ownStud.id, matingDates: ['2025-09-01'], status: 'mated' });
    const ask = (over: Record<string, unknown>) => post('/api/matings/form', { name: 'A', email: 'a@example.test', message: 'Hi', topic: 'question', ...over });
    expect((await ask({ id: draft.id })).json()).toMatchObject({ statusCode: 404, data: { field: 'id' } });
    expect((await ask({ id: mating.id, litterId: 1 })).json()).toMatchObject({ statusCode: 400, data: { field: 'id' } });
    expect((await ask({})).json()).toMatchObject({ statusCode: 400, data: { field: 'id' } });
    expect((await ask({ litterId: 999_999 })).json()).toMatchObject({ statusCode: 404, data: { field: 'litterId' } });
  });
});
