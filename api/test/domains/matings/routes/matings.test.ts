import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddMatingBody, AnnouncementPage, MatingDetail, MyMatingsResponse } from '@bc/shared/contracts';
import { eq } from 'drizzle-orm';
import { matings } from '../../../../src/db/schema';
import { fingerprint } from '../../../helpers/rows';
import { addMating, type BreedingWorld, breedingWorld } from '../fixtures';

let w: BreedingWorld;
beforeAll(async () => {
  w = await breedingWorld();
});
afterAll(async () => w?.app.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) => w.app.inject({ method: 'POST', url, payload: payload as object, headers });
const get = (url: string, headers: Record<string, string> = {}) => w.app.inject({ url, headers });
const planned = (over: Partial<AddMatingBody> = {}): AddMatingBody => ({ damId: w.dam.id, sireId: w.stud.id, matingDates: ['2026-04-02'], status: 'planned', ...over });

describe('POST /api/matings/add', () => {
  it('refuses visitors and banned members', async () => {
    expect((await post('/api/matings/add', planned())).statusCode).toBe(401);
    expect((await post('/api/matings/add', planned(), w.banned.headers)).statusCode).toBe(403);
  });

  it('refuses a mating of another member’s female, writing nothing', async () => {
    const before = await fingerprint(w.app);
    const response = await post('/api/matings/add', planned(), w.stranger.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ data: { code: 'not_dam_owner' } });
    expect(await fingerprint(w.app)).toEqual(before);
  });

  it('records a mating with another member’s stud: awaiting his answer, asked by email in his language', async () => {
    const outbox = w.app.mailer.outbox.length;
    const mating = await addMating(w.app, w.damOwner.headers, planned({ announcement: '  Puppies expected in spring  ' }));
    expect(mating).toMatchObject({
      status: 'planned', studAnswer: 'awaiting', publishStatus: 'draft', announcement: 'Puppies expected in spring', country: 'DE',
      studOwner: { userId: w.studOwner.user.id }, owner: { userId: w.damOwner.user.id },
      dates: { matingDates: ['2026-04-02'], expectedWhelping: '2026-06-04', whelpingFrom: '2026-05-30', whelpingTo: '2026-06-09', listedUntil: '2026-07-04', expired: false },
      permissions: { edit: true, answerAsStud: false, addLitter: false },
    });
    expect(mating.dam?.registeredName).toBe('Hill Bess');
    expect(mating.genetics?.coi).toMatchObject({ full: 0, coi10: 0, light: 'green' });
    const mail = w.app.mailer.outbox.slice(outbox);
    expect(mail).toHaveLength(1);
    expect(mail[0].to).toBe(w.studOwner.user.email);
    expect(mail[0].subject).toContain('Stud Cap');
    expect(mail[0].subject).toMatch(/Deckung/);
    expect(mail[0].link).toMatch(new RegExp(`/de/m/${mating.id}$`));
  });

  it('needs no answer for the recorder’s own stud, and sends no email', async () => {
    const outbox = w.app.mailer.outbox.length;
    const mating = await addMating(w.app, w.damOwner.headers, planned({ sireId: w.ownStud.id }));
    expect(mating).toMatchObject({ studAnswer: 'not-needed', studOwner: null });
    expect(w.app.mailer.outbox.length).toBe(outbox);
  });

  it('creates an outside sire as a new record in the same write', async () => {
    const mating = await addMating(w.app, w.damOwner.headers, { damId: w.dam.id, newSire: { registeredName: 'Far Away Glen', birthDate: '2019' }, matingDates: ['2026-02-01'], status: 'mated' });
    expect(mating.sire).toMatchObject({ registeredName: 'Far Away Glen', sex: 'male', publishStatus: 'draft' });
    expect(mating.studAnswer).toBe('not-needed');
  });

  it.each([
    ['the sire is a female', () => planned({ sireId: w.youngDam.id }), 409, 'sire-sex', 'sireId'],
    ['the dam is a male', () => planned({ damId: w.ownStud.id }), 409, 'dam-sex', 'damId'],
    ['the dam is under 12 months', () => planned({ damId: w.youngDam.id }), 409, 'dam-age', 'damId'],
    ['a mated mating is in the future', () => planned({ status: 'mated', matingDates: ['2026-03-11'] }), 409, 'mating-date', 'matingDates.0'],
    ['whelped without a litter', () => planned({ status: 'whelped', matingDates: ['2026-01-01'] }), 409, 'mating-status', 'status'],
  ])('refuses when %s, naming the dog and writing nothing', async (_, body, status, code, field) => {
    const before = await fingerprint(w.app);
    const response = await post('/api/matings/add', body(), w.damOwner.headers);
    expect(response.statusCode).toBe(status);
    expect(response.json().data).toMatchObject({ code, field });
    expect(await fingerprint(w.app)).toEqual(before);
  });

  it('refuses a sire dead before the mating and a sire under 6 months', async () => {
    const dead = (await post('/api/pets/add', { registeredName: 'Old Ben', sex: 'male', birthDate: '2012-01-01', deathDate: '2025-12-01', publishStatus: 'published' }, w.damOwner.headers)).json();
    const young = (await post('/api/pets/add', { registeredName: 'Little Ben', sex: 'male', birthDate: '2025-11-01', publishStatus: 'published' }, w.damOwner.headers)).json();
    const refusal = (await post('/api/matings/add', planned({ sireId: dead.id }), w.damOwner.headers)).json();
    expect(refusal).toMatchObject({ statusCode: 409, data: { code: 'dead', ids: [dead.id] } });
    expect(refusal.message).toContain('"Old Ben"');
    expect((await post('/api/matings/add', planned({ sireId: young.id }), w.damOwner.headers)).json().data).toMatchObject({ code: 'sire-age', ids: [young.id] });
  });

  it('refuses bad references with a 400 naming the field', async () => {
    expect((await post('/api/matings/add', planned({ sireId: 999_999 }), w.damOwner.headers)).json()).toMatchObject({ statusCode: 400, data: { field: 'sireId' } });
    expect((await post('/api/matings/add', planned({ newSire: { registeredName: 'X' } }), w.damOwner.headers)).json()).toMatchObject({ statusCode: 400, data: { field: 'newSire' } });
    expect((await post('/api/matings/add', planned({ sireId: undefined }), w.damOwner.headers)).json()).toMatchObject({ statusCode: 400, data: { field: 'sireId' } });
    expect((await post('/api/matings/add', planned({ matingDates: ['2026-04-02', '2026-04-02'] }), w.damOwner.headers)).json()).toMatchObject({ statusCode: 400, data: { field: 'matingDates.1' } });
    expect((await post('/api/matings/add', planned({ country: 'QQ' }), w.damOwner.headers)).json()).toMatchObject({ statusCode: 400, data: { field: 'country' } });
  });
});

describe('who sees a mating, the stud owner’s answer, publication', () => {
  let mating: MatingDetail;
  beforeAll(async () => {
    mating = await addMating(w.app, w.damOwner.headers, planned({ matingDates: ['2026-04-10'], publishStatus: 'published' }));
  });

  it('shows a draft or awaiting mating to its recorder, the stud owner and moderators only', async () => {
    const url = `/api/matings/${mating.id}`;
    expect((await get(url)).statusCode).toBe(200); // published: the page shows "awaiting the stud owner"
    const draft = await addMating(w.app, w.damOwner.headers, planned({ matingDates: ['2026-04-12'] }));
    const draftUrl = `/api/matings/${draft.id}`;
    expect((await get(draftUrl)).statusCode).toBe(404);
    expect((await get(draftUrl, w.stranger.headers)).statusCode).toBe(404);
    expect((await get(draftUrl, w.banned.headers)).statusCode).toBe(403);
    expect((await get(draftUrl, w.studOwner.headers)).json().permissions).toEqual({ edit: false, answerAsStud: true, addLitter: false });
    expect((await get(draftUrl, w.moderator.headers)).json().permissions.edit).toBe(true);
  });

  it('keeps an awaiting mating out of the public lists until the stud owner confirms', async () => {
    const listed = async () => ((await get('/api/matings/planned')).json() as AnnouncementPage).items.map((i) => i.matingId);
    expect(await listed()).not.toContain(mating.id);
    const stranger = await post(`/api/matings/${mating.id}/stud-answer`, { answer: 'confirm' }, w.stranger.headers);
    expect(stranger.statusCode).toBe(403);
    expect((await post(`/api/matings/${mating.id}/stud-answer`, { answer: 'confirm' }, w.damOwner.headers)).json().data).toMatchObject({ code: 'not_stud_owner' });
    const confirmed = await post(`/api/matings/${mating.id}/stud-answer`, { answer: 'confirm' }, w.studOwner.headers);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ studAnswer: 'confirmed', studAnsweredAt: expect.any(String) });
    expect(await listed()).toContain(mating.id);
    const item = ((await get('/api/matings/planned')).json() as AnnouncementPage).items.find((i) => i.matingId === mating.id);
    expect(item).toMatchObject({ kind: 'planned', dam: { id: w.dam.id }, sire: { id: w.stud.id }, coi: 0, expectedWhelping: '2026-06-12', expired: false });
  });

  it('takes a declined mating out of sight and refuses to publish it again', async () => {
    const declined = await addMating(w.app, w.damOwner.headers, planned({ matingDates: ['2026-04-20'], publishStatus: 'published' }));
    expect((await post(`/api/matings/${declined.id}/stud-answer`, { answer: 'decline' }, w.studOwner.headers)).json().studAnswer).toBe('declined');
    expect((await get(`/api/matings/${declined.id}`)).statusCode).toBe(404);
    expect((await get(`/api/matings/${declined.id}`, w.damOwner.headers)).json().studAnswer).toBe('declined');
    const publish = await post('/api/matings/set-publish', { id: declined.id, status: 'published' }, w.damOwner.headers);
    expect(publish.json()).toMatchObject({ statusCode: 409, data: { code: 'declined' } });
  });

  it('lets the recorder publish and a moderator hide, with a reason the owner sees', async () => {
    expect((await post('/api/matings/set-publish', { id: mating.id, status: 'draft' }, w.stranger.headers)).statusCode).toBe(403);
    expect((await post('/api/matings/set-publish', { id: mating.id, status: 'hidden' }, w.damOwner.headers)).json().data).toMatchObject({ code: 'moderators_only' });
    expect((await post('/api/matings/set-publish', { id: mating.id, status: 'hidden' }, w.moderator.headers)).json()).toMatchObject({ statusCode: 400, data: { field: 'reason' } });
    expect((await post('/api/matings/set-publish', { id: mating.id, status: 'hidden', reason: 'Spam' }, w.moderator.headers)).json())
      .toEqual({ id: mating.id, publishStatus: 'hidden', hiddenReason: 'Spam' });
    expect((await get(`/api/matings/${mating.id}`)).statusCode).toBe(404);
    expect((await get(`/api/matings/${mating.id}`, w.damOwner.headers)).json().hiddenReason).toBe('Spam');
    expect((await post('/api/matings/set-publish', { id: mating.id, status: 'published' }, w.damOwner.headers)).json().data).toMatchObject({ code: 'hidden_by_moderator' });
    expect((await post('/api/matings/set-publish', { id: mating.id, status: 'published' }, w.moderator.headers)).json().publishStatus).toBe('published');
  });
});

describe('POST /api/matings/{id}/save', () => {
  it('lets only the recorder or a moderator save, refuses a stale version, and asks a new stud owner again', async () => {
    const mating = await addMating(w.app, w.damOwner.headers, planned({ sireId: w.ownStud.id, publishStatus: 'published' }));
    const body = { damId: w.dam.id, sireId: w.ownStud.id, matingDates: ['2026-03-01', '2026-03-03'], status: 'mated', version: mating.version };
    expect((await post(`/api/matings/${mating.id}/save`, body, w.stranger.headers)).json()).toMatchObject({ statusCode: 403, data: { code: 'not_recorder' } });
    const saved = (await post(`/api/matings/${mating.id}/save`, body, w.damOwner.headers)).json() as MatingDetail;
    expect(saved).toMatchObject({ status: 'mated', studAnswer: 'not-needed', version: mating.version + 1, dates: { matingDates: ['2026-03-01', '2026-03-03'] } });
    expect((await post(`/api/matings/${mating.id}/save`, body, w.damOwner.headers)).json()).toMatchObject({ statusCode: 409, data: { code: 'stale-version' } });
    const outbox = w.app.mailer.outbox.length;
    const switched = (await post(`/api/matings/${mating.id}/save`, { ...body, sireId: w.stud.id, version: saved.version }, w.moderator.headers)).json();
    expect(switched).toMatchObject({ studAnswer: 'awaiting', studOwner: { userId: w.studOwner.user.id } });
    expect(w.app.mailer.outbox.length).toBe(outbox + 1);
    expect((await post('/api/matings/999999/save', body, w.damOwner.headers)).statusCode).toBe(404);
  });
});

describe('the lists and their expiry', () => {
  it('lists done matings, leaves them 30 days after the expected whelping, keeps them on the owner’s list', async () => {
    const mating = await addMating(w.app, w.damOwner.headers, planned({ sireId: w.ownStud.id, status: 'mated', matingDates: ['2026-03-02'], publishStatus: 'published' }));
    const inList = async (url: string) => ((await get(url)).json() as AnnouncementPage).items.some((i) => i.matingId === mating.id);
    expect(await inList('/api/matings')).toBe(true);
    expect(await inList('/api/matings/mating')).toBe(true);
    expect(await inList('/api/matings/planned')).toBe(false);
    expect(await inList(`/api/matings/user/${w.damOwner.user.id}/mating`)).toBe(true);
    expect(await inList(`/api/matings/mating?country=DE&maxCoi=0.01&dateFrom=2026-03-01&dateTo=2026-03-02&dam=${w.dam.id}`)).toBe(true);
    expect(await inList('/api/matings/mating?country=PL')).toBe(false);
    expect(await inList(`/api/matings/mating?sire=${w.stud.id}`)).toBe(false);
    w.clock.set('2026-06-03'); // expected whelping 2026-05-04, listed until 2026-06-03
    expect(await inList('/api/matings/mating')).toBe(true);
    w.clock.set('2026-06-04');
    expect(await inList('/api/matings/mating')).toBe(false);
    expect(await inList(`/api/matings/user/${w.damOwner.user.id}/mating`)).toBe(false);
    const mine = (await get('/api/matings/user-matings?role=recorded', w.damOwner.headers)).json() as MyMatingsResponse;
    expect(mine.items.find((i) => i.matingId === mating.id)).toMatchObject({ expired: true, relation: { recorded: true, stud: false }, inquiries: 0 });
    expect((await get(`/api/matings/${mating.id}`)).json().dates.expired).toBe(true);
    w.clock.set('2026-03-10');
  });

  it('filters the lists at their edges: several countries, the breed, the days, the maximum COI to its last digit, a page past the end', async () => {
    const mating = await addMating(w.app, w.damOwner.headers, planned({ sireId: w.ownStud.id, status: 'mated', matingDates: ['2026-03-03'], publishStatus: 'published' }));
    // A COI that no binary fraction holds exactly: the filter compares the same double as the query's decimal.
    await w.app.db.update(matings).set({ coi: 0.07 }).where(eq(matings.id, mating.id));
    const inList = async (query: string) => ((await get(`/api/matings/mating?${query}`)).json() as AnnouncementPage).items.some((i) => i.matingId === mating.id);
    expect(await inList('country=PL,DE&breed=border-collie&dateFrom=2026-03-03&dateTo=2026-03-03&maxCoi=0.07')).toBe(true);
    expect(await inList('breed=labrador')).toBe(false);
    expect(await inList('dateTo=2026-03-02')).toBe(false);
    expect(await inList('dateFrom=2026-03-04')).toBe(false);
    expect(await inList('maxCoi=0.0699999999999999')).toBe(false);
    expect(await inList(`dam=${w.dam.id}&sire=${w.ownStud.id}`)).toBe(true);
    const first = (await get('/api/matings/mating?limit=1')).json() as AnnouncementPage;
    expect(first.total).toBeGreaterThan(0);
    expect((await get(`/api/matings/mating?limit=1&page=${first.total + 1}`)).json()).toMatchObject({ items: [], total: first.total });
  });

  it('puts the matings awaiting my answer first on my list', async () => {
    const mine = (await get('/api/matings/user-matings', w.studOwner.headers)).json() as MyMatingsResponse;
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items[0]).toMatchObject({ studAnswer: 'awaiting', relation: { stud: true } });
    const awaiting = (await get('/api/matings/user-matings?role=awaiting-me', w.studOwner.headers)).json() as MyMatingsResponse;
    expect(awaiting.items.every((i) => i.studAnswer === 'awaiting')).toBe(true);
    expect(awaiting.total).toBe(awaiting.items.length);
    expect((await get('/api/matings/user-matings')).statusCode).toBe(401);
  });

  it('answers 400 naming the field for a bad kind, date range or country, 404 for an unknown member', async () => {
    expect((await get('/api/matings/puppies')).json()).toMatchObject({ statusCode: 400 });
    expect((await get('/api/matings/mating?dateFrom=2026-05-01&dateTo=2026-04-01')).json()).toMatchObject({ statusCode: 400, data: { field: 'dateFrom' } });
    expect((await get('/api/matings/mating?country=QQ')).json()).toMatchObject({ statusCode: 400, data: { field: 'country' } });
    expect((await get('/api/matings/user/999999/mating')).statusCode).toBe(404);
    expect((await get('/api/matings/abc1')).statusCode).toBe(400);
  });
});

describe('genetics on a mating', () => {
  it('flags a DNA test where both parents carry the mutation, with the chance of affected puppies, and the form’s preview', async () => {
    const carrierDam = await post('/api/pets/add', { registeredName: 'Carrier Dam', sex: 'female', birthDate: '2021-01-01', publishStatus: 'published', health: [{ set: 'dna:tns', value: 'N/M' }] }, w.damOwner.headers);
    const carrierSire = await post('/api/pets/add', { registeredName: 'Carrier Sire', sex: 'male', birthDate: '2021-01-01', publishStatus: 'published', health: [{ set: 'dna:tns', value: 'N/M' }] }, w.damOwner.headers);
    const damId = carrierDam.json().id;
    const sireId = carrierSire.json().id;
    const mating = await addMating(w.app, w.damOwner.headers, { damId, sireId, matingDates: ['2026-04-01'], status: 'planned' });
    const tns = mating.genetics?.dna.find((d) => d.test === 'tns');
    expect(tns).toMatchObject({ sire: 'carrier', dam: 'carrier', affectedMin: 0.25, affectedMax: 0.25, flagged: true, certain: true });
    expect(mating.genetics?.dna[0].test).toBe('tns');
    expect(mating.genetics?.warnings).toContainEqual({ code: 'dna-risk', level: 'high', params: { test: 'tns', affectedMin: 0.25, affectedMax: 0.25 } });
    expect(mating.genetics?.breedAverage).toMatchObject({ breedId: 'border-collie', dogs: expect.any(Number) });
    const preview = (await get(`/api/matings/preview?damId=${damId}&sireId=${sireId}&date=2026-04-01&locale=ru`)).json();
    expect(preview.genetics.dna[0]).toMatchObject({ test: 'tns', flagged: true });
    expect(preview.genetics.dna[0].name).toMatch(/[А-Яа-я]/);
    expect(preview.problems).toEqual([]);
    expect((await get(`/api/matings/preview?damId=${w.youngDam.id}&sireId=${sireId}&date=2026-04-01`)).json().problems[0]).toMatchObject({ code: 'dam-age' });
    expect((await get(`/api/matings/preview?damId=999999&sireId=${sireId}`)).json()).toMatchObject({ statusCode: 404, data: { field: 'damId' } });
  });

  it('counts the dam’s litters of the rules’ window (18 months up to the mating) on the page as the form’s preview does', async () => {
    const damId = (await post('/api/pets/add', { registeredName: 'Hill Often', sex: 'female', birthDate: '2019-01-01', publishStatus: 'published' }, w.damOwner.headers)).json().id;
    for (const birthDate of ['2023-01-01', '2025-05-01', '2025-11-01']) {
      const response = await post('/api/litters/add', {
        matingId: null, damId, sireId: w.ownStud.id, birthDate, malesBorn: 1, femalesBorn: 0, malesAlive: 1, femalesAlive: 0, publishStatus: 'published',
        puppies: [{ registeredName: `Hill Often ${birthDate}`, sex: 'male', availability: 'kept' }],
      }, w.damOwner.headers);
      expect(response.statusCode).toBe(201);
    }
    const mating = await addMating(w.app, w.damOwner.headers, { damId, sireId: w.ownStud.id, matingDates: ['2026-01-05'], status: 'mated', publishStatus: 'published' });
    const counted = { code: 'litter-count', level: 'warning', params: { count: 2, limit: 2, months: 18, petId: damId } };
    expect(mating.genetics?.warnings).toContainEqual(counted);
    expect((await get(`/api/matings/${mating.id}`)).json().genetics.warnings).toContainEqual(counted);
    expect((await get(`/api/matings/preview?damId=${damId}&sireId=${w.ownStud.id}&date=2026-01-05`)).json().genetics.warnings).toContainEqual(counted);
    // A year earlier only the litter of 2023 is in the window: below the limit.
    const earlier = (await get(`/api/matings/preview?damId=${damId}&sireId=${w.ownStud.id}&date=2024-06-01`)).json();
    expect(earlier.genetics.warnings.map((x: { code: string }) => x.code)).not.toContain('litter-count');
  });
});
