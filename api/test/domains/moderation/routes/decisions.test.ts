import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAN_MESSAGE, BAN_MESSAGES, type ModerationAction, MODERATION_REASONS } from '@bc/shared/contracts';
import { build } from '../../../helpers/build';
import { addPet } from '../../../helpers/pets';
import { fingerprint } from '../../../helpers/rows';
import { createUser, type TestUser } from '../../../helpers/users';

/** Bans (with a driven clock for their end), moderator roles, hidden dogs, the audit log and undo. */
let clock = new Date('2026-06-01T12:00:00Z');
let app: FastifyInstance;
let moderator: TestUser;
let second: TestUser;
beforeAll(async () => {
  app = await build({ now: () => clock });
  [moderator, second] = await Promise.all([createUser(app, { role: 'moderator' }), createUser(app, { role: 'moderator' })]);
});
afterAll(async () => app?.close());

const post = (url: string, headers: Record<string, string>, payload: object = {}) => app.inject({ method: 'POST', url, headers, payload });
const decided = (response: { statusCode: number; body: string; json(): unknown }) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ModerationAction;
};
const log = async (query: string) => (await app.inject({ url: `/api/moderation/actions?${query}`, headers: moderator.headers })).json();
const day = 86_400_000;

describe('bans', () => {
  it('a ban for a week: sessions end at once, every call answers 403 in the member\'s language with the reason, end and contact; it ends by itself', async () => {
    const member = await createUser(app, { locale: 'de' });
    const until = new Date(clock.getTime() + 7 * day).toISOString();
    const outbox = app.mailer.outbox.length;
    const entry = decided(await post(`/api/moderation/users/${member.user.id}/ban`, moderator.headers, { reason: 'spam', note: 'Adverts in every note', until }));
    expect(entry).toMatchObject({
      action: 'ban', recordKind: 'user', recordId: member.user.id, recordName: member.user.nickname, reason: 'spam', note: 'Adverts in every note',
      moderator: { id: moderator.user.id, nickname: moderator.user.nickname }, before: { isBanned: false }, after: { isBanned: true, bannedUntil: until, banReason: 'spam' },
      undoable: true, createdAt: clock.toISOString(),
    });
    // The very next call with the token the member holds (its session is revoked) answers the ban, public routes too.
    for (const url of ['/api/user', '/api/dictionaries/countries']) {
      const refused = await app.inject({ url, headers: member.headers });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        statusCode: 403, message: BAN_MESSAGES.de, statusMessage: 'Forbidden',
        data: { code: 'banned', reason: 'spam', until, contact: 'moderators@localhost' },
      });
    }
    const login = await post('/api/user/login', {}, { email: member.user.email, password: member.password });
    expect(login.statusCode).toBe(403);
    expect(login.json().data).toMatchObject({ code: 'banned', until });
    const refresh = await app.inject({ method: 'POST', url: '/api/user/refresh', cookies: { rt: member.refreshToken } });
    expect(refresh.statusCode).toBe(403);
    // Told by email, in German, with the reason, the note, the end and the address.
    const [mail] = app.mailer.outbox.slice(outbox);
    expect(mail.to).toBe(member.user.email);
    expect(mail.subject).toBe('Ihr Zugang zur Website ist eingeschränkt');
    expect(mail.text).toContain(MODERATION_REASONS.spam.de);
    expect(mail.text).toContain('Adverts in every note');
    expect(mail.text).toContain('8. Juni 2026');
    expect(mail.text).toContain('moderators@localhost');
    // The moderators' list shows the ban and its end.
    const listed = (await app.inject({ url: `/api/users?q=${member.user.nickname}&role=banned`, headers: moderator.headers })).json();
    expect(listed.items).toEqual([expect.objectContaining({ id: member.user.id, isBaned: true, bannedUntil: until, banReason: 'spam' })]);

    // A week later the ban is over: the member signs in again.
    clock = new Date(clock.getTime() + 7 * day + 1000);
    const again = await post('/api/user/login', {}, { email: member.user.email, password: member.password });
    expect(again.statusCode, again.body).toBe(200);
    const token = again.json().accessToken as string;
    expect((await app.inject({ url: '/api/user', headers: { authorization: `Bearer ${token}` } })).json()).toMatchObject({ isBaned: false });
    expect((await app.inject({ url: `/api/users?q=${member.user.nickname}&role=banned`, headers: moderator.headers })).json().total).toBe(0);
    // An ended ban is no ban: unbanning is a conflict.
    expect((await post(`/api/moderation/users/${member.user.id}/unban`, moderator.headers)).statusCode).toBe(409);
  });

  it('a ban without an end holds until lifted; unban lets the member in and is logged', async () => {
    const member = await createUser(app, { locale: 'ru' });
    decided(await post(`/api/moderation/users/${member.user.id}/ban`, moderator.headers, { reason: 'offensive', note: 'Insults' }));
    clock = new Date(clock.getTime() + 365 * day);
    const refused = await post('/api/user/login', {}, { email: member.user.email, password: member.password });
    expect(refused.json()).toMatchObject({ statusCode: 403, message: BAN_MESSAGE, data: { code: 'banned', reason: 'offensive', until: null } });
    const lifted = decided(await post(`/api/moderation/users/${member.user.id}/unban`, second.headers, { note: 'Apologised' }));
    expect(lifted).toMatchObject({ action: 'unban', before: { isBanned: true, banReason: 'offensive' }, after: { isBanned: false }, note: 'Apologised' });
    expect((await post('/api/user/login', {}, { email: member.user.email, password: member.password })).statusCode).toBe(200);
  });

  it('refuses a note left out or blank, an unknown reason, an end in the past, an unknown member; writes nothing', async () => {
    const member = await createUser(app);
    const before = await fingerprint(app);
    const url = `/api/moderation/users/${member.user.id}/ban`;
    const cases: [object, string][] = [
      [{ reason: 'spam' }, 'note'],
      [{ reason: 'spam', note: '   ' }, 'note'],
      [{ reason: 'rude', note: 'x' }, 'reason'],
      [{ reason: 'spam', note: 'x', until: new Date(clock.getTime() - 1000).toISOString() }, 'until'],
      [{ reason: 'spam', note: 'x', until: 'next week' }, 'until'],
    ];
    for (const [payload, field] of cases) {
      const response = await post(url, moderator.headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().data.field).toBe(field);
    }
    const missing = await post('/api/moderation/users/999999/ban', moderator.headers, { reason: 'spam', note: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(await fingerprint(app)).toEqual(before);
  });

  it('a moderator does not ban, unban or change the role of their own account', async () => {
    const before = await fingerprint(app);
    for (const [action, payload] of [['ban', { reason: 'spam', note: 'x' }], ['unban', {}], ['moderator', { isModerator: false }]] as const) {
      const response = await post(`/api/moderation/users/${moderator.user.id}/${action}`, moderator.headers, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json().data).toEqual({ code: 'own_submission' });
    }
    expect(await fingerprint(app)).toEqual(before);
  });
});

describe('moderator role', () => {
  it('grants and revokes it; the member\'s next call has it or not; the same state again is a conflict', async () => {
    const member = await createUser(app);
    const granted = decided(await post(`/api/moderation/users/${member.user.id}/moderator`, moderator.headers, { isModerator: true }));
    expect(granted).toMatchObject({ action: 'grant-moderator', before: { isModerator: false }, after: { isModerator: true }, undoable: false });
    expect((await app.inject({ url: '/api/moderation/actions', headers: member.headers })).statusCode).toBe(200);
    expect((await post(`/api/moderation/users/${member.user.id}/moderator`, moderator.headers, { isModerator: true })).statusCode).toBe(409);
    decided(await post(`/api/moderation/users/${member.user.id}/moderator`, moderator.headers, { isModerator: false }));
    expect((await app.inject({ url: '/api/moderation/actions', headers: member.headers })).statusCode).toBe(403);
  });
});

describe('hidden dogs', () => {
  it('hides a dog with a reason in the owner\'s language, emails the owner, publishes it again', async () => {
    const owner = await createUser(app, { locale: 'pl' });
    const pet = await addPet(app, owner.headers, { registeredName: 'Hidden Moss' });
    const outbox = app.mailer.outbox.length;
    const hidden = decided(await post(`/api/moderation/pets/${pet.id}/hide`, moderator.headers, { reason: 'duplicate', note: 'Same as Moss of Hill' }));
    expect(hidden).toMatchObject({
      action: 'hide-pet', recordKind: 'pet', recordId: pet.id, recordName: 'Hidden Moss', reason: 'duplicate',
      before: { publishStatus: 'published', hiddenReason: null }, after: { publishStatus: 'hidden', hiddenReason: `${MODERATION_REASONS.duplicate.pl}: Same as Moss of Hill` },
    });
    expect((await app.inject({ url: `/api/pets/${pet.id}` })).statusCode).toBe(404);
    const owned = (await app.inject({ url: `/api/pets/${pet.id}`, headers: owner.headers })).json();
    expect(owned).toMatchObject({ publishStatus: 'hidden', hiddenReason: `${MODERATION_REASONS.duplicate.pl}: Same as Moss of Hill` });
    const [mail] = app.mailer.outbox.slice(outbox);
    expect(mail).toMatchObject({ to: owner.user.email, subject: 'Moderator ukrył psa Hidden Moss' });
    expect(mail.text).toContain(`/pl/pets/${pet.id}`);
    expect(mail.text).toContain('Same as Moss of Hill');

    expect((await post(`/api/moderation/pets/${pet.id}/hide`, moderator.headers, { reason: 'spam' })).statusCode).toBe(409);
    decided(await post(`/api/moderation/pets/${pet.id}/publish`, second.headers));
    expect((await app.inject({ url: `/api/pets/${pet.id}` })).statusCode).toBe(200);
    expect((await post(`/api/moderation/pets/${pet.id}/publish`, second.headers)).statusCode).toBe(409);
    // Without a note the email leaves its paragraph out.
    const quiet = app.mailer.outbox.length;
    decided(await post(`/api/moderation/pets/${pet.id}/hide`, moderator.headers, { reason: 'false-data' }));
    expect(app.mailer.outbox.slice(quiet)[0].text).not.toContain('Uwaga moderatora');
  });

  it('a moderator does not hide or publish a dog they created or own; an unknown dog is a 404', async () => {
    const own = await addPet(app, moderator.headers, { registeredName: 'Moderator Own Dog' });
    const before = await fingerprint(app);
    const refused = await post(`/api/moderation/pets/${own.id}/hide`, moderator.headers, { reason: 'spam' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().data).toEqual({ code: 'own_submission' });
    expect((await post('/api/moderation/pets/999999/hide', moderator.headers, { reason: 'spam' })).statusCode).toBe(404);
    expect(await fingerprint(app)).toEqual(before);
    // Another moderator may.
    decided(await post(`/api/moderation/pets/${own.id}/hide`, second.headers, { reason: 'spam' }));
  });
});

describe('the audit log and undo', () => {
  it('undoes a hide: the dog is back as it was, the undo is logged and names the entry; a second undo is a conflict', async () => {
    const owner = await createUser(app);
    const pet = await addPet(app, owner.headers, { registeredName: 'Undo Fly' });
    const hidden = decided(await post(`/api/moderation/pets/${pet.id}/hide`, moderator.headers, { reason: 'spam' }));
    const undone = decided(await post(`/api/moderation/actions/${hidden.id}/undo`, second.headers));
    expect(undone).toMatchObject({ action: 'publish-pet', undoes: hidden.id, after: { publishStatus: 'published', hiddenReason: null }, undoable: false });
    expect((await app.inject({ url: `/api/pets/${pet.id}` })).statusCode).toBe(200);
    const history = await log(`recordKind=pet&recordId=${pet.id}`);
    expect(history.items.map((a: ModerationAction) => [a.action, a.undoneBy, a.undoes])).toEqual([['publish-pet', null, hidden.id], ['hide-pet', undone.id, null]]);
    const again = await post(`/api/moderation/actions/${hidden.id}/undo`, second.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().data).toEqual({ code: 'not_undoable' });
  });

  it('undoes a ban (the member signs in again); an earlier ban is restored when the undone one replaced it', async () => {
    const member = await createUser(app);
    const first = decided(await post(`/api/moderation/users/${member.user.id}/ban`, moderator.headers, { reason: 'spam', note: 'first' }));
    const until = new Date(clock.getTime() + 30 * day).toISOString();
    const second_ = decided(await post(`/api/moderation/users/${member.user.id}/ban`, moderator.headers, { reason: 'offensive', note: 'second', until }));
    expect(second_.before).toEqual(first.after);
    // Only the latest decision on a record can be undone.
    expect((await post(`/api/moderation/actions/${first.id}/undo`, second.headers)).statusCode).toBe(409);
    const restored = decided(await post(`/api/moderation/actions/${second_.id}/undo`, second.headers));
    expect(restored).toMatchObject({ action: 'ban', undoes: second_.id, after: first.after });
    const lifted = (await log(`recordKind=user&recordId=${member.user.id}`)).items[0] as ModerationAction;
    expect(lifted.id).toBe(restored.id);
    // The first ban is not undoable now (the undo came after it); an unban is the way out, and it is not undoable itself.
    const unban = decided(await post(`/api/moderation/users/${member.user.id}/unban`, second.headers));
    expect((await post(`/api/moderation/actions/${unban.id}/undo`, second.headers)).statusCode).toBe(409);
    expect((await post('/api/user/login', {}, { email: member.user.email, password: member.password })).statusCode).toBe(200);
  });

  it('a moderator does not undo a decision on their own dog or account', async () => {
    const own = await addPet(app, moderator.headers, { registeredName: 'Own Undo Dog' });
    const hidden = decided(await post(`/api/moderation/pets/${own.id}/hide`, second.headers, { reason: 'spam' }));
    const refused = await post(`/api/moderation/actions/${hidden.id}/undo`, moderator.headers);
    expect(refused.statusCode).toBe(403);
    expect((await post('/api/moderation/actions/999999/undo', moderator.headers)).statusCode).toBe(404);
  });

  it('filters the log by action and moderator, newest first, paged', async () => {
    const byAction = await log('action=unban&limit=100');
    expect(byAction.items.length).toBeGreaterThan(0);
    expect(byAction.items.every((a: ModerationAction) => a.action === 'unban')).toBe(true);
    const bySecond = await log(`moderatorId=${second.user.id}&limit=2`);
    expect(bySecond.items.every((a: ModerationAction) => a.moderator?.id === second.user.id)).toBe(true);
    expect(bySecond.items.length).toBe(2);
    expect(bySecond.total).toBeGreaterThan(2);
    expect(bySecond.items[0].id).toBeGreaterThan(bySecond.items[1].id);
    const page2 = await log(`moderatorId=${second.user.id}&limit=2&page=2`);
    expect(page2.items[0].id).toBeLessThan(bySecond.items[1].id);
  });
});

describe('the queues', () => {
  it('counts what waits in each queue with its oldest item, and lists new and changed dogs, the last changed first', async () => {
    clock = new Date();
    const owner = await createUser(app);
    const first = await addPet(app, owner.headers, { registeredName: 'Queue Dog First' });
    const second = await addPet(app, owner.headers, { registeredName: 'Queue Dog Second', publishStatus: 'draft' });
    const summary = (await app.inject({ url: '/api/moderation/summary', headers: moderator.headers })).json();
    expect(summary.queues.map((q: { queue: string }) => q.queue)).toEqual(['pets', 'attachments', 'account-requests']);
    const pets = summary.queues[0];
    expect(pets.count).toBeGreaterThanOrEqual(2);
    expect(Date.parse(pets.oldest)).toBeLessThanOrEqual(Date.parse(first.updatedAt));
    expect(summary.queues[1]).toEqual({ queue: 'attachments', count: 0, oldest: null });

    const queue = (await app.inject({ url: '/api/moderation/pets?q=Queue%20Dog&limit=10', headers: moderator.headers })).json();
    expect(queue.items.map((p: { id: number }) => p.id)).toEqual([second.id, first.id]);
    expect(queue.items[0]).toMatchObject({ registeredName: 'Queue Dog Second', publishStatus: 'draft', createdBy: { id: owner.user.id, nickname: owner.user.nickname } });
    const drafts = (await app.inject({ url: '/api/moderation/pets?q=Queue%20Dog&status=draft', headers: moderator.headers })).json();
    expect(drafts).toMatchObject({ total: 1, items: [{ id: second.id }] });
    const members = (await app.inject({ url: `/api/moderation/pets?memberId=${owner.user.id}`, headers: moderator.headers })).json();
    expect(members.items.map((p: { id: number }) => p.id)).toEqual([second.id, first.id]);
  });

  it('finds a part of a name whatever its case, accents and script, and a part of punctuation as typed', async () => {
    clock = new Date();
    const owner = await createUser(app);
    const cyrillic = await addPet(app, owner.headers, { registeredName: 'Северный Буранчик' });
    const accented = await addPet(app, owner.headers, { registeredName: 'Ängsbackens Quelle' });
    const dotted = await addPet(app, owner.headers, { registeredName: 'Quelle-Dot ...Tail' });
    const ids = async (q: string) => (await app.inject({ url: `/api/moderation/pets?q=${encodeURIComponent(q)}`, headers: moderator.headers })).json().items.map((p: { id: number }) => p.id);
    expect(await ids('buranch')).toEqual([cyrillic.id]);
    expect(await ids('БУРАНЧ')).toEqual([cyrillic.id]);
    expect(await ids('angsbackens q')).toEqual([accented.id]);
    expect(await ids('QUELLE')).toEqual([dotted.id, accented.id]);
    expect(await ids('...')).toEqual([dotted.id]);
    expect(await ids('100%')).toEqual([]);
  });

  it("filters by member: the dogs the member created and those it owns, each once, the last changed first, paged and with other filters", async () => {
    clock = new Date();
    const [creator, owner] = [await createUser(app), await createUser(app)];
    const own = await addPet(app, owner.headers, { registeredName: 'Member Queue Own' });
    const given = await addPet(app, creator.headers, { registeredName: 'Member Queue Given', owner: { userId: owner.user.id } });
    const kept = await addPet(app, creator.headers, { registeredName: 'Member Queue Kept', publishStatus: 'draft' });
    const ids = async (filter: string) => {
      const page = (await app.inject({ url: `/api/moderation/pets?${filter}`, headers: moderator.headers })).json();
      return { ids: page.items.map((p: { id: number }) => p.id), total: page.total };
    };
    expect(await ids(`memberId=${owner.user.id}`)).toEqual({ ids: [given.id, own.id], total: 2 });
    expect(await ids(`memberId=${creator.user.id}`)).toEqual({ ids: [kept.id, given.id], total: 2 });
    expect(await ids(`memberId=${creator.user.id}&limit=1&page=2`)).toEqual({ ids: [given.id], total: 2 });
    expect(await ids(`memberId=${creator.user.id}&status=draft`)).toEqual({ ids: [kept.id], total: 1 });
    expect(await ids(`memberId=${owner.user.id}&status=draft`)).toEqual({ ids: [], total: 0 });
    expect(await ids(`memberId=${owner.user.id}&q=Given`)).toEqual({ ids: [given.id], total: 1 });
  });
});
