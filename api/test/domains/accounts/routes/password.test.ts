import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, users } from '../../../../src/db/schema';
import { build } from '../../../helpers/build';
import { createUser } from '../../../helpers/users';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(async () => app?.close());

const recover = (email: string, locale = 'en') => app.inject({ method: 'POST', url: '/api/user/recover-by-email', payload: { email, locale } });
const update = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/user/update-password', payload: body, headers });
const login = (email: string, password: string) => app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });
const tokenOf = (link: string) => new URL(link).searchParams.get('reset') as string;
const lastMail = () => app.mailer.outbox[app.mailer.outbox.length - 1];

describe('POST /api/user/recover-by-email', () => {
  it('answers the same for unknown and known emails, and mails a reset link only to the known one', async () => {
    const user = await createUser(app, { locale: 'pl' });
    const sent = app.mailer.outbox.length;
    const unknown = await recover('nobody@example.test');
    expect(unknown.statusCode).toBe(200);
    expect(app.mailer.outbox.length).toBe(sent);
    const known = await recover(user.user.email!, 'en');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.headers['content-length']).toBe(unknown.headers['content-length']);
    expect(lastMail()).toMatchObject({ to: user.user.email, subject: 'Resetowanie hasła' });
    expect(lastMail().link).toMatch(/^http:\/\/localhost:3000\/pl\?reset=[A-Za-z0-9_-]{43}$/);
  });

  it("writes the mail in the member's stored language, whatever the page's; the page's only when none is stored", async () => {
    const latvian = await createUser(app, { locale: 'lv' });
    await recover(latvian.user.email!, 'de');
    expect(lastMail()).toMatchObject({ to: latvian.user.email, subject: 'Paroles atjaunošana' });
    expect(lastMail().link).toMatch(/^http:\/\/localhost:3000\/lv\?reset=/);
    expect(lastMail().text).toContain(lastMail().link);

    const unknownLanguage = await createUser(app, { locale: 'lv' });
    await app.db.update(users).set({ locale: 'xx' }).where(eq(users.id, unknownLanguage.user.id));
    await recover(unknownLanguage.user.email!, 'cz');
    expect(lastMail()).toMatchObject({ to: unknownLanguage.user.email, subject: 'Obnovení hesla' });
  });

  it('uses the bare home page for Russian links', async () => {
    const user = await createUser(app, { locale: 'ru' });
    await recover(user.user.email!, 'en');
    expect(lastMail().link).toMatch(/^http:\/\/localhost:3000\/\?reset=/);
    expect(lastMail().subject).toBe('Восстановление пароля');
  });
});

describe('POST /api/user/update-password with a reset token', () => {
  it('sets the password, ends every session and can be used once', async () => {
    const user = await createUser(app);
    await recover(user.user.email!);
    const token = tokenOf(lastMail().link!);
    const response = await update({ id: token, password: 'Brand-new-password' });
    expect(response.statusCode).toBe(200);
    expect((await login(user.user.email!, user.password)).statusCode).toBe(401);
    expect((await login(user.user.email!, 'Brand-new-password')).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/user', headers: user.headers })).statusCode).toBe(401);
    expect((await update({ id: token, password: 'Another-password' })).statusCode).toBe(410);
  });

  it('a newer link replaces older ones', async () => {
    const user = await createUser(app);
    await recover(user.user.email!);
    const older = tokenOf(lastMail().link!);
    await recover(user.user.email!);
    expect((await update({ id: older, password: 'Brand-new-password' })).statusCode).toBe(410);
    expect((await update({ id: tokenOf(lastMail().link!), password: 'Brand-new-password' })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown token and 410 for an expired one', async () => {
    expect((await update({ id: 'A'.repeat(43), password: 'Brand-new-password' })).json()).toMatchObject({ statusCode: 404, data: { field: 'id' } });
    const user = await createUser(app);
    await recover(user.user.email!);
    await app.db.update(authTokens).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(authTokens.userId, user.user.id));
    expect((await update({ id: tokenOf(lastMail().link!), password: 'Brand-new-password' })).statusCode).toBe(410);
  });

  it('activates an account that was never activated (the link proves the address)', async () => {
    const user = await createUser(app, { active: false });
    await recover(user.user.email!);
    await update({ id: tokenOf(lastMail().link!), password: 'Brand-new-password' });
    expect((await login(user.user.email!, 'Brand-new-password')).statusCode).toBe(200);
  });
});

describe('POST /api/user/update-password signed in', () => {
  it('a member changes their own password and keeps the current session only', async () => {
    const user = await createUser(app);
    const other = (await login(user.user.email!, user.password)).json();
    const response = await update({ id: user.user.id, password: 'Own-new-password', currentPassword: user.password }, user.headers);
    expect(response.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/user', headers: user.headers })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/user', headers: { authorization: `Bearer ${other.accessToken}` } })).statusCode).toBe(401);
    expect((await login(user.user.email!, 'Own-new-password')).statusCode).toBe(200);
  });

  it("a member cannot set another member's password; a moderator can", async () => {
    const [member, target, moderator] = await Promise.all([createUser(app), createUser(app), createUser(app, { role: 'moderator' })]);
    expect((await update({ id: target.user.id, password: 'Hijacked-password', currentPassword: member.password }, member.headers)).statusCode).toBe(403);
    const confirmed = { password: 'Moderated-password', currentPassword: moderator.password };
    expect((await update({ id: target.user.id, ...confirmed }, moderator.headers)).statusCode).toBe(200);
    expect((await login(target.user.email!, 'Moderated-password')).statusCode).toBe(200);
    expect((await update({ id: 999_999, ...confirmed }, moderator.headers)).statusCode).toBe(404);
  });

  it('asks for the current password: missing or wrong is a 400 naming it, and nothing changes', async () => {
    const [user, moderator] = await Promise.all([createUser(app, { password: 'Members-own-1' }), createUser(app, { role: 'moderator' })]);
    const missing = await update({ id: user.user.id, password: 'Stolen-tab-password' }, user.headers);
    expect(missing.json()).toMatchObject({ statusCode: 400, data: { field: 'currentPassword', code: 'current_password_required' } });
    const wrong = await update({ id: user.user.id, password: 'Stolen-tab-password', currentPassword: 'Not-my-password' }, user.headers);
    expect(wrong.json()).toMatchObject({ statusCode: 400, message: 'body/currentPassword is wrong', data: { field: 'currentPassword', code: 'wrong_password' } });
    // A moderator confirms with their own password, not the member's.
    const byModerator = await update({ id: user.user.id, password: 'Stolen-tab-password', currentPassword: user.password }, moderator.headers);
    expect(byModerator.json()).toMatchObject({ statusCode: 400, data: { code: 'wrong_password' } });
    expect((await login(user.user.email!, 'Stolen-tab-password')).statusCode).toBe(401);
    expect((await login(user.user.email!, user.password)).statusCode).toBe(200);
  });

  it('a user id without a token answers 401', async () => {
    expect((await update({ id: 1, password: 'Some-password' })).statusCode).toBe(401);
  });
});
