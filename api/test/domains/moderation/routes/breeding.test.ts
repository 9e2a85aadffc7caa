import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODERATION_REASONS, type ModerationAction, type ModerationLittersResponse, type ModerationMatingsResponse } from '@bc/shared/contracts';
import { addPet } from '../../../helpers/pets';
import { fingerprint } from '../../../helpers/rows';
import { addMating, type BreedingWorld, breedingWorld } from '../../matings/fixtures';

/** The matings and litters queues with their flags, hiding and publishing an announcement, undo, the summary. */
let w: BreedingWorld;
beforeAll(async () => {
  w = await breedingWorld();
});
afterAll(async () => w?.app.close());

const post = (url: string, payload: object = {}, headers = w.moderator.headers) => w.app.inject({ method: 'POST', url, headers, payload });
const get = async <T>(url: string) => {
  const response = await w.app.inject({ url, headers: w.moderator.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};
const decided = (response: { statusCode: number; body: string; json(): unknown }) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ModerationAction;
};

const TODAY = new Date().toISOString().slice(0, 10);

/** A published mating of two carriers of one DNA test, its stud owner's answer awaited. */
async function carriersMating() {
  const health = [{ set: 'dna:cea', value: 'N/M' }];
  const dam = await addPet(w.app, w.damOwner.headers, { registeredName: `Carrier Dam ${Math.random()}`, sex: 'female', birthDate: '2021-01-01', health });
  const sire = await addPet(w.app, w.studOwner.headers, { registeredName: `Carrier Sire ${Math.random()}`, sex: 'male', birthDate: '2020-01-01', health });
  // Mated today (the database's created time is today's too), so its listing runs for months from now.
  return addMating(w.app, w.damOwner.headers, { damId: dam.id, sireId: sire.id, matingDates: [TODAY], status: 'planned', publishStatus: 'published' });
}

describe('GET /api/moderation/matings', () => {
  it('lists published matings with their flags; stud-pending after 14 days, expired after the listing; all=true adds drafts', async () => {
    const mating = await carriersMating();
    const draft = await addMating(w.app, w.damOwner.headers, { damId: w.dam.id, sireId: w.ownStud.id, matingDates: ['2026-04-02'], status: 'planned' });
    let page = await get<ModerationMatingsResponse>('/api/moderation/matings?limit=100');
    const listed = page.items.find((item) => item.id === mating.id)!;
    expect(listed).toMatchObject({
      publishStatus: 'published', status: 'planned', studAnswer: 'awaiting', date: TODAY, hiddenReason: null,
      createdBy: { id: w.damOwner.user.id }, dam: { id: mating.dam!.id }, sire: { id: mating.sire!.id }, flags: ['carrier-carrier'], matingDates: [TODAY],
    });
    expect(page.items.some((item) => item.id === draft.id)).toBe(false);
    // The mating's own status, and the order: the one waiting longest first.
    expect((await get<ModerationMatingsResponse>('/api/moderation/matings?matingStatus=planned&limit=100')).items.map((item) => item.id)).toContain(mating.id);
    const mated = (await get<ModerationMatingsResponse>('/api/moderation/matings?all=true&matingStatus=mated&limit=100')).items;
    expect(mated.map((item) => item.status).every((status) => status === 'mated')).toBe(true);
    expect(mated.some((item) => item.id === mating.id)).toBe(false);
    const changed = (await get<ModerationMatingsResponse>('/api/moderation/matings?all=true&limit=100')).items.map((item) => item.updatedAt);
    const oldest = (await get<ModerationMatingsResponse>('/api/moderation/matings?all=true&sort=oldest&limit=100')).items.map((item) => item.updatedAt);
    expect(changed.length).toBeGreaterThan(1);
    expect(oldest).toEqual([...oldest].sort());
    expect(changed).toEqual([...changed].sort().reverse());
    expect((await get<ModerationMatingsResponse>('/api/moderation/matings?all=true&limit=100')).items.some((item) => item.id === draft.id)).toBe(true);
    expect((await get<ModerationMatingsResponse>('/api/moderation/matings?flag=carrier-carrier&limit=100')).items.map((item) => item.id)).toContain(mating.id);
    expect((await get<ModerationMatingsResponse>('/api/moderation/matings?flag=coi-high&limit=100')).items.map((item) => item.id)).not.toContain(mating.id);

    // 20 days later (the created time is the database's, today): the stud owner's answer is pending too long.
    w.clock.set(new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10));
    page = await get<ModerationMatingsResponse>('/api/moderation/matings?flag=stud-pending&limit=100');
    expect(page.items.find((item) => item.id === mating.id)?.flags).toEqual(['carrier-carrier', 'stud-pending']);
    // A year later its listing has ended too.
    w.clock.set(new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10));
    page = await get<ModerationMatingsResponse>('/api/moderation/matings?flag=expired&limit=100');
    expect(page.items.find((item) => item.id === mating.id)?.flags).toEqual(['carrier-carrier', 'stud-pending', 'expired']);
    const summary = await get<{ breeding: { queue: string; count: number; oldest: string | null }[] }>('/api/moderation/summary');
    expect(summary.breeding.map((q) => q.queue)).toEqual(['matings', 'litters']);
    expect(summary.breeding[0]).toMatchObject({ count: expect.any(Number), oldest: expect.any(String) });
    expect(summary.breeding[0].count).toBeGreaterThan(0);
    w.clock.set('2026-03-10');
  });
});

describe('hiding and publishing a mating', () => {
  it('hide with a reason through the matings service (its page refuses visitors), one entry, the recorder mailed; undo publishes it again', async () => {
    const mating = await carriersMating();
    const outbox = w.app.mailer.outbox.length;
    const entry = decided(await post(`/api/moderation/matings/${mating.id}/hide`, { reason: 'false-data', note: 'Wrong dates' }));
    expect(entry).toMatchObject({
      action: 'hide-mating', recordKind: 'mating', recordId: mating.id, reason: 'false-data', note: 'Wrong dates', undoable: true,
      before: { publishStatus: 'published', hiddenReason: null },
      after: { publishStatus: 'hidden', hiddenReason: `${MODERATION_REASONS['false-data'].en}: Wrong dates` },
    });
    expect((await w.app.inject({ url: `/api/matings/${mating.id}` })).statusCode).toBe(404);
    const [mail] = w.app.mailer.outbox.slice(outbox);
    expect(mail.to).toBe(w.damOwner.user.email);
    expect(mail.subject).toBe(`A moderator has hidden the mating ${mating.sire!.registeredName} × ${mating.dam!.registeredName}`);
    expect(mail.text).toContain('Wrong dates');
    expect(mail.text).toContain(`/en/m/${mating.id}`);
    expect((await post(`/api/moderation/matings/${mating.id}/hide`, { reason: 'spam' })).statusCode).toBe(409);
    const log = await get<{ items: ModerationAction[] }>(`/api/moderation/actions?recordKind=mating&recordId=${mating.id}`);
    expect(log.items.map((item) => item.id)).toEqual([entry.id]);
    // The log names the mating as its mails do: sire × dam.
    expect(log.items[0].recordName).toBe(`${mating.sire!.registeredName} × ${mating.dam!.registeredName}`);

    const undo = decided(await post(`/api/moderation/actions/${entry.id}/undo`));
    expect(undo).toMatchObject({ action: 'publish-mating', undoes: entry.id, after: { publishStatus: 'published', hiddenReason: null } });
    expect((await w.app.inject({ url: `/api/matings/${mating.id}` })).statusCode).toBe(200);
    expect((await post(`/api/moderation/actions/${entry.id}/undo`)).statusCode).toBe(409);
    expect((await post(`/api/moderation/matings/${mating.id}/publish`)).json().data).toMatchObject({ code: 'unchanged' });
    // Hidden again and published by hand.
    decided(await post(`/api/moderation/matings/${mating.id}/hide`, { reason: 'spam' }));
    expect(decided(await post(`/api/moderation/matings/${mating.id}/publish`, { note: 'Fixed' }))).toMatchObject({ action: 'publish-mating', note: 'Fixed' });
  });

  it('refuses the moderator\'s own mating, an unknown one, a hide without a reason; nothing written', async () => {
    const own = await addMating(w.app, w.moderator.headers, { damId: w.dam.id, sireId: w.stud.id, matingDates: ['2026-04-02'], status: 'planned', publishStatus: 'published' });
    const before = await fingerprint(w.app);
    const refused = await post(`/api/moderation/matings/${own.id}/hide`, { reason: 'spam' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().data).toMatchObject({ code: 'own_submission' });
    expect((await post('/api/moderation/matings/2147483647/hide', { reason: 'spam' })).statusCode).toBe(404);
    expect((await post(`/api/moderation/matings/${own.id}/hide`, {})).statusCode).toBe(400);
    expect(await fingerprint(w.app)).toEqual(before);
  });
});

describe('litters', () => {
  it('the queue lists published litters with flags; hide and undo like a mating', async () => {
    const mating = await addMating(w.app, w.damOwner.headers, { damId: w.dam.id, sireId: w.stud.id, matingDates: ['2026-01-05'], status: 'mated', publishStatus: 'published' });
    const added = await w.app.inject({
      method: 'POST', url: '/api/litters/add', headers: w.damOwner.headers,
      payload: {
        matingId: mating.id, birthDate: '2026-03-08', malesBorn: 2, femalesBorn: 1, malesAlive: 2, femalesAlive: 1, publishStatus: 'published', country: 'DE',
        puppies: [{ registeredName: 'Queue Pup One', sex: 'male', availability: 'available' }, { registeredName: 'Queue Pup Two', sex: 'female', availability: 'kept' }],
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const litterId = added.json().litter.id as number;
    const page = await get<ModerationLittersResponse>('/api/moderation/litters?limit=100');
    expect(page.items.find((item) => item.id === litterId)).toMatchObject({
      publishStatus: 'published', birthDate: '2026-03-08', puppies: 3, dam: { id: w.dam.id }, sire: { id: w.stud.id }, createdBy: { id: w.damOwner.user.id }, flags: [],
      alive: 3, breeder: { id: w.damOwner.user.id }, matingId: mating.id, photo: null,
    });
    // One puppy of the two is offered (the other is kept).
    expect(page.items.find((item) => item.id === litterId)!.available).toBe(1);
    const outbox = w.app.mailer.outbox.length;
    const entry = decided(await post(`/api/moderation/litters/${litterId}/hide`, { reason: 'offensive' }));
    expect(entry).toMatchObject({ action: 'hide-litter', recordKind: 'litter', recordId: litterId, after: { publishStatus: 'hidden', hiddenReason: MODERATION_REASONS.offensive.en } });
    expect(entry.recordName).toBe(`${w.stud.registeredName} × ${w.dam.registeredName}`);
    expect((await get<ModerationLittersResponse>('/api/moderation/litters?limit=100')).items.some((item) => item.id === litterId)).toBe(false);
    expect((await get<ModerationLittersResponse>('/api/moderation/litters?status=hidden&limit=100')).items.some((item) => item.id === litterId)).toBe(true);
    const [mail] = w.app.mailer.outbox.slice(outbox);
    expect(mail.subject).toContain('A moderator has hidden the litter');
    expect(mail.text).not.toContain('note');
    const undo = decided(await post(`/api/moderation/actions/${entry.id}/undo`));
    expect(undo).toMatchObject({ action: 'publish-litter', undoes: entry.id, after: { publishStatus: 'published' } });
    expect((await w.app.data.litters.byId(litterId))?.publishStatus).toBe('published');
  });
});
