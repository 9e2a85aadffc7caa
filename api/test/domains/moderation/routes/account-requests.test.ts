import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODERATION_REASONS, type ModerationAccountRequest, type ModerationAction } from '@bc/shared/contracts';
import { build } from '../../../helpers/build';
import { addPet } from '../../../helpers/pets';
import { fingerprint } from '../../../helpers/rows';
import { createUser, type TestUser } from '../../../helpers/users';

/** Account requests: the queue, approving (hand over the account, or move its dogs and kennel), rejecting, undo. */
let app: FastifyInstance;
let moderator: TestUser;
beforeAll(async () => {
  app = await build();
  moderator = await createUser(app, { role: 'moderator' });
});
afterAll(async () => app?.close());

const post = (url: string, headers: Record<string, string>, payload: object = {}) => app.inject({ method: 'POST', url, headers, payload });
const decided = (response: { statusCode: number; body: string; json(): unknown }) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ModerationAction;
};
const queue = async (query = '') => {
  const response = await app.inject({ url: `/api/moderation/account-requests?${query}`, headers: moderator.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: ModerationAccountRequest[]; total: number };
};
/** A request sent through the member's route (signed in, or as a visitor without headers); answers its id. */
async function ask(userId: number, email: string, locale: string, headers: Record<string, string> = {}) {
  const response = await post('/api/users/add-account-request', headers, { userId, info: 'This kennel is mine', email, locale });
  expect(response.statusCode, response.body).toBe(201);
  const listed = await queue('limit=100&sort=newest');
  return listed.items.find((item) => item.target.id === userId && item.email === email.toLowerCase())!.id;
}
/** A breeder's account with a kennel: two dogs bred, one bred and owned, one owned. */
async function breeder() {
  const account = await createUser(app, { kennelName: 'Ветер Севера' });
  await app.data.users.update(account.user.id, { kennelPrefix: 'Veter' });
  const as = (breeder: boolean, owner: boolean) => addPet(app, account.headers, {
    ...(breeder ? { breeder: { userId: account.user.id } } : { breeder: { name: 'Someone else' } }),
    ...(owner ? { owner: { userId: account.user.id } } : {}),
  });
  const dogs = [await as(true, false), await as(true, false), await as(true, true), await as(false, true)];
  return { account, dogs: dogs.map((dog) => dog.id) };
}
const row = async (id: number) => (await app.data.pets.byId(id))!;

describe('the account requests queue', () => {
  it('lists waiting requests oldest first with the requester, the account and its dog count; newest first and by status on request', async () => {
    const { account } = await breeder();
    const requester = await createUser(app);
    const first = await ask(account.user.id, requester.user.email!, 'en', requester.headers);
    const second = await ask(account.user.id, 'visitor@example.test', 'pl');
    const page = await queue('limit=100');
    const ids = page.items.map((item) => item.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(page.items.find((item) => item.id === first)).toMatchObject({
      status: 'new', info: 'This kennel is mine', email: requester.user.email, locale: 'en', resolvedAt: null, resolvedBy: null,
      requester: { id: requester.user.id, nickname: requester.user.nickname },
      target: { id: account.user.id, nickname: account.user.nickname, kennelName: 'Ветер Севера', kennelPrefix: 'Veter', dogCount: 4, isActive: true },
    });
    expect(page.items.find((item) => item.id === second)).toMatchObject({ requester: null, email: 'visitor@example.test', locale: 'pl' });
    const newest = (await queue('limit=100&sort=newest')).items.map((item) => item.id);
    expect(newest.indexOf(second)).toBeLessThan(newest.indexOf(first));
    expect((await queue('status=rejected')).items.every((item) => item.status === 'rejected')).toBe(true);
  });
});

describe('approving a request', () => {
  it('move-dogs: the account\'s dogs and kennel go to the requester in one entry; the requester is mailed in their language; undo puts them back', async () => {
    const { account, dogs } = await breeder();
    const requester = await createUser(app);
    const id = await ask(account.user.id, 'breeder.new@example.test', 'de', requester.headers);
    const outbox = app.mailer.outbox.length;
    const entry = decided(await post(`/api/moderation/account-requests/${id}/approve`, moderator.headers, { decision: 'move-dogs', note: 'Kennel papers checked' }));
    expect(entry).toMatchObject({
      action: 'approve-account-request', recordKind: 'account-request', recordId: id, recordName: account.user.nickname, note: 'Kennel papers checked', undoable: true,
      before: { decision: 'move-dogs', kennel: { from: { kennelName: 'Ветер Севера', kennelPrefix: 'Veter' }, to: { kennelName: null, kennelPrefix: null } } },
      after: {
        decision: 'move-dogs', fromUserId: account.user.id, toUserId: requester.user.id, bred: dogs.slice(0, 3), owned: dogs.slice(2),
        kennel: { from: { kennelName: null, kennelPrefix: null }, to: { kennelName: 'Ветер Севера', kennelPrefix: 'Veter' } },
      },
    });
    for (const dog of dogs.slice(0, 3)) expect((await row(dog)).breederUserId).toBe(requester.user.id);
    for (const dog of dogs.slice(2)) expect((await row(dog)).ownerUserId).toBe(requester.user.id);
    expect((await row(dogs[3])).breederName).toBe('Someone else');
    expect(await app.data.users.byId(requester.user.id)).toMatchObject({ kennelName: 'Ветер Севера', kennelPrefix: 'Veter' });
    expect(await app.data.users.byId(account.user.id)).toMatchObject({ kennelName: null, kennelPrefix: null });
    // The public breeder list of the requester shows the dogs now (the pets' caches heard of the change).
    const bred = (await app.inject({ url: `/api/user/pets/breeder/${requester.user.id}` })).json();
    expect(bred.total).toBe(3);
    // Told at the request's address, in German, with the count and the note.
    const mails = app.mailer.outbox.slice(outbox);
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe('breeder.new@example.test');
    expect(mails[0].subject).toBe(`Die Hunde und der Zwinger von ${account.user.nickname} sind jetzt in Ihrem Konto`);
    expect(mails[0].text).toContain('(Hunde: 4)');
    expect(mails[0].text).toContain('Kennel papers checked');
    expect(mails[0].text).toContain('/de/u/pets');
    expect((await queue('status=approved&limit=100')).items.find((item) => item.id === id)).toMatchObject({
      status: 'approved', resolvedBy: { id: moderator.user.id }, target: { dogCount: 0 },
    });
    // Decided once only.
    const again = await post(`/api/moderation/account-requests/${id}/approve`, moderator.headers, { decision: 'move-dogs' });
    expect(again.statusCode).toBe(409);
    expect(again.json().data).toMatchObject({ code: 'decided' });

    // The requester gives one dog's ownership to someone else meanwhile: the undo leaves that one where it is.
    const other = await createUser(app);
    await app.pets.inTransaction({ id: moderator.user.id, isModerator: true }, (_tx, records) => records.update(dogs[3], { ownerUserId: other.user.id }));
    const undo = decided(await post(`/api/moderation/actions/${entry.id}/undo`, moderator.headers));
    expect(undo).toMatchObject({
      action: 'reopen-account-request', recordKind: 'account-request', recordId: id, undoes: entry.id,
      after: { status: 'new', bred: dogs.slice(0, 3), owned: [dogs[2]], kennels: ['from', 'to'] },
    });
    for (const dog of dogs.slice(0, 3)) expect((await row(dog)).breederUserId).toBe(account.user.id);
    expect((await row(dogs[2])).ownerUserId).toBe(account.user.id);
    expect((await row(dogs[3])).ownerUserId).toBe(other.user.id);
    expect(await app.data.users.byId(account.user.id)).toMatchObject({ kennelName: 'Ветер Севера', kennelPrefix: 'Veter' });
    expect(await app.data.users.byId(requester.user.id)).toMatchObject({ kennelName: null, kennelPrefix: null });
    expect((await queue('limit=100')).items.find((item) => item.id === id)).toMatchObject({ status: 'new', resolvedBy: null });
    const log = (await app.inject({ url: `/api/moderation/actions?recordKind=account-request&recordId=${id}`, headers: moderator.headers })).json();
    expect(log.items.map((item: ModerationAction) => [item.action, item.undoable, item.undoneBy])).toEqual([
      ['reopen-account-request', false, null], ['approve-account-request', false, undo.id],
    ]);
    expect((await post(`/api/moderation/actions/${entry.id}/undo`, moderator.headers)).statusCode).toBe(409);
  });

  it('move-dogs keeps the requester\'s own kennel', async () => {
    const { account } = await breeder();
    const requester = await createUser(app, { kennelName: 'Own Kennel' });
    const id = await ask(account.user.id, requester.user.email!, 'en', requester.headers);
    const entry = decided(await post(`/api/moderation/account-requests/${id}/approve`, moderator.headers, { decision: 'move-dogs' }));
    expect(entry.after).toMatchObject({ kennel: { to: { kennelName: 'Own Kennel', kennelPrefix: null } } });
    expect(await app.data.users.byId(requester.user.id)).toMatchObject({ kennelName: 'Own Kennel' });
    expect(await app.data.users.byId(account.user.id)).toMatchObject({ kennelName: null, kennelPrefix: null });
  });

  it('hand-over: the account takes the request\'s address, its sessions end, a password link is mailed; it cannot be undone', async () => {
    const { account, dogs } = await breeder();
    const id = await ask(account.user.id, 'Heir@Example.test', 'ru');
    const outbox = app.mailer.outbox.length;
    const entry = decided(await post(`/api/moderation/account-requests/${id}/approve`, moderator.headers, { decision: 'hand-over' }));
    expect(entry).toMatchObject({
      action: 'approve-account-request', undoable: false,
      before: { decision: 'hand-over', userId: account.user.id, email: account.user.email, isActive: true },
      after: { decision: 'hand-over', userId: account.user.id, email: 'heir@example.test', isActive: true },
    });
    expect((await app.inject({ url: '/api/user', headers: account.headers })).statusCode).toBe(401);
    expect((await row(dogs[0])).breederUserId).toBe(account.user.id);
    const [mail] = app.mailer.outbox.slice(outbox);
    expect(mail.to).toBe('heir@example.test');
    expect(mail.subject).toBe(`Учётная запись ${account.user.nickname} передана вам`);
    expect(mail.text).not.toContain('Комментарий модератора');
    // The link sets the password; the new holder signs in with the request's address.
    const token = decodeURIComponent(new URL(mail.link!).searchParams.values().next().value!);
    const reset = await post('/api/user/update-password', {}, { id: token, password: 'Heir-password-1' });
    expect(reset.statusCode, reset.body).toBeLessThan(300);
    const login = await post('/api/user/login', {}, { email: 'heir@example.test', password: 'Heir-password-1' });
    expect(login.statusCode, login.body).toBe(200);
    const undo = await post(`/api/moderation/actions/${entry.id}/undo`, moderator.headers);
    expect(undo.statusCode).toBe(409);
    expect(undo.json().data).toMatchObject({ code: 'not_undoable' });
  });

  it('refusals: hand-over to an address of another account, move-dogs of a visitor\'s request, the moderator\'s own request, unknown ids; nothing written', async () => {
    const { account } = await breeder();
    const someone = await createUser(app);
    const taken = await ask(account.user.id, someone.user.email!, 'en');
    const before = await fingerprint(app);
    const handOver = await post(`/api/moderation/account-requests/${taken}/approve`, moderator.headers, { decision: 'hand-over' });
    expect(handOver.statusCode).toBe(409);
    expect(handOver.json().data).toMatchObject({ code: 'email_taken', field: 'decision' });
    const move = await post(`/api/moderation/account-requests/${taken}/approve`, moderator.headers, { decision: 'move-dogs' });
    expect(move.statusCode).toBe(409);
    expect(move.json().data).toMatchObject({ code: 'no_requester', field: 'decision' });
    expect(await fingerprint(app)).toEqual(before);

    const own = await ask(account.user.id, moderator.user.email!, 'en', moderator.headers);
    const refused = await post(`/api/moderation/account-requests/${own}/reject`, moderator.headers, { reason: 'other' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().data).toMatchObject({ code: 'own_submission' });
    const unknown = await post('/api/moderation/account-requests/2147483647/approve', moderator.headers, { decision: 'hand-over' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().data).toMatchObject({ field: 'id' });
    const bad = await post(`/api/moderation/account-requests/${taken}/approve`, moderator.headers, { decision: 'steal' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('rejecting a request', () => {
  it('with a reason: the request is closed, the address told in its language with the reason and note; undo reopens it', async () => {
    const { account } = await breeder();
    const id = await ask(account.user.id, 'claimer@example.test', 'cz');
    const outbox = app.mailer.outbox.length;
    const entry = decided(await post(`/api/moderation/account-requests/${id}/reject`, moderator.headers, { reason: 'false-data', note: 'No proof of ownership' }));
    expect(entry).toMatchObject({
      action: 'reject-account-request', recordKind: 'account-request', recordId: id, reason: 'false-data', note: 'No proof of ownership',
      before: { status: 'new' }, after: { status: 'rejected' }, undoable: true,
    });
    const [mail] = app.mailer.outbox.slice(outbox);
    expect(mail.to).toBe('claimer@example.test');
    expect(mail.subject).toBe(`Vaše žádost o účet ${account.user.nickname} byla zamítnuta`);
    expect(mail.text).toContain(MODERATION_REASONS['false-data'].cz);
    expect(mail.text).toContain('No proof of ownership');
    expect(mail.text).toContain('moderators@localhost');
    expect((await queue('status=rejected&limit=100')).items.some((item) => item.id === id)).toBe(true);
    const undo = decided(await post(`/api/moderation/actions/${entry.id}/undo`, moderator.headers));
    expect(undo).toMatchObject({ action: 'reopen-account-request', undoes: entry.id, before: { status: 'rejected' }, after: { status: 'new' } });
    expect((await queue('limit=100')).items.some((item) => item.id === id)).toBe(true);
    // The summary counts it again.
    const summary = (await app.inject({ url: '/api/moderation/summary', headers: moderator.headers })).json();
    expect(summary.queues.find((q: { queue: string }) => q.queue === 'account-requests').count).toBeGreaterThan(0);
  });
});

describe('counts of the long lists', () => {
  it('the audit log and the pets queue count a few pages past the page asked for, say when there are more, and reach further on later pages', async () => {
    const { sql } = await import('drizzle-orm');
    const { MODERATION_PAGES_AHEAD } = await import('@bc/shared/contracts');
    const member = await createUser(app);
    const entries = 5 * MODERATION_PAGES_AHEAD * 3;
    await app.db.execute(sql`insert into moderation_actions (moderator_id, action, record_kind, record_id, before, after)
      select ${moderator.user.id}, 'unban', 'user', ${member.user.id}, '{}'::jsonb, '{}'::jsonb from generate_series(1, ${entries})`);
    const log = (await app.inject({ url: '/api/moderation/actions?action=unban&limit=5', headers: moderator.headers })).json();
    expect(log).toMatchObject({ total: 5 * MODERATION_PAGES_AHEAD, totalCapped: true, page: 1, limit: 5 });
    expect(log.items).toHaveLength(5);
    // Further on, the count reaches further: page 6 counts to page 11; the last pages count exactly.
    const later = (await app.inject({ url: '/api/moderation/actions?action=unban&limit=5&page=6', headers: moderator.headers })).json();
    expect(later).toMatchObject({ total: 5 * (5 + MODERATION_PAGES_AHEAD), totalCapped: true, page: 6 });
    const ids = (answer: { items: { id: number }[] }) => answer.items.map((item) => item.id);
    expect(Math.min(...ids(log))).toBeGreaterThan(Math.max(...ids(later)));
    const last = (await app.inject({ url: `/api/moderation/actions?action=unban&limit=5&page=${3 * MODERATION_PAGES_AHEAD}`, headers: moderator.headers })).json();
    expect(last).toMatchObject({ total: entries, totalCapped: false });
    expect(last.items).toHaveLength(5);
    const one = (await app.inject({ url: `/api/moderation/actions?recordKind=user&recordId=${moderator.user.id}`, headers: moderator.headers })).json();
    expect(one).toMatchObject({ total: 0, totalCapped: false });
    const pets = (await app.inject({ url: `/api/moderation/pets?memberId=${member.user.id}`, headers: moderator.headers })).json();
    expect(pets).toMatchObject({ total: 0, totalCapped: false });
  });
});
