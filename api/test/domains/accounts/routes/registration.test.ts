import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, users } from '../../../../src/db/schema';
import { HttpError } from '../../../../src/lib/http-error';
import { build } from '../../../helpers/build';
import { countRows } from '../../../helpers/rows';
import { createUser, uniqueName } from '../../../helpers/users';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(async () => app?.close());

const register = (body: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/user/registration', payload: body });
const activate = (hash: string) => app.inject({ method: 'POST', url: '/api/user/activate', payload: { hash } });
const newAccount = (locale = 'en') => {
  const nickname = uniqueName('reg');
  return { email: `${nickname}@Example.test`, password: 'Password-123', nickname, locale };
};
const lastMail = () => app.mailer.outbox[app.mailer.outbox.length - 1];
const hashOf = (link: string) => link.split('/').pop() as string;

describe('POST /api/user/registration', () => {
  it('creates an inactive account and emails an activation link in the chosen language', async () => {
    const account = newAccount('de');
    const response = await register(account);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });
    const mail = lastMail();
    expect(mail.to).toBe(account.email.toLowerCase());
    expect(mail.subject).toBe('Bestätigen Sie Ihre Registrierung');
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/de\/activate\/[A-Za-z0-9_-]{43}$/);
    expect(mail.text).toContain(mail.link);
    const user = await app.data.users.byEmail(account.email);
    expect(user).toMatchObject({ isActive: false, nickname: account.nickname, locale: 'de', email: account.email.toLowerCase() });
  });

  it('uses no prefix for Russian links', async () => {
    await register(newAccount('ru'));
    expect(lastMail().link).toMatch(/^http:\/\/localhost:3000\/activate\//);
    expect(lastMail().subject).toBe('Подтвердите регистрацию');
  });

  it('stores the password as an argon2id hash, never in clear', async () => {
    const account = newAccount();
    await register(account);
    const user = await app.data.users.byEmail(account.email);
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
    expect(user?.passwordHash).not.toContain(account.password);
    expect(await app.passwords.verify(user?.passwordHash, account.password)).toBe(true);
  });

  it('refuses a taken email or nickname (whatever the case) with 409 naming the field', async () => {
    const account = newAccount();
    expect((await register(account)).statusCode).toBe(201);
    expect((await activate(hashOf(lastMail().link!))).statusCode).toBe(200);
    const sameEmail = await register({ ...newAccount(), email: account.email.toUpperCase() });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().data).toEqual({ field: 'email' });
    const sameNickname = await register({ ...newAccount(), nickname: account.nickname.toUpperCase() });
    expect(sameNickname.statusCode).toBe(409);
    expect(sameNickname.json().data).toEqual({ field: 'nickname' });
  });

  it('maps a registration race on the unique index to 409 (or a second link for the same new account), never 500', async () => {
    const account = newAccount();
    const answers = await Promise.all([register(account), register({ ...account, nickname: uniqueName('race') })]);
    expect([[201, 201], [201, 409]]).toContainEqual(answers.map((a) => a.statusCode).sort());
    expect((await countRows(app)).users).toBeGreaterThan(0);
  });

  it('refuses reserved nicknames and malformed input with 400 naming the field', async () => {
    const reserved = await register({ ...newAccount(), nickname: 'Moder' });
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json().data).toEqual({ field: 'nickname' });
    const email = await register({ ...newAccount(), email: 'not-an-email' });
    expect(email.json()).toMatchObject({ statusCode: 400, message: 'body/email must match format "email"', data: { field: 'email' } });
    const short = await register({ ...newAccount(), password: 'short' });
    expect(short.json()).toMatchObject({ statusCode: 400, data: { field: 'password' } });
    const extra = await register({ ...newAccount(), isModerator: true });
    expect(extra.json()).toMatchObject({ statusCode: 400, message: 'body/isModerator is not allowed (unknown field)' });
    const missing = await register({ email: 'a@b.co', password: 'Password-123', nickname: 'someone' });
    expect(missing.json()).toMatchObject({ statusCode: 400, message: 'body/locale is required', data: { field: 'locale' } });
  });

  it('writes nothing when the email cannot be sent (502)', async () => {
    const before = await countRows(app);
    const send = app.mailer.send;
    app.mailer.send = async () => {
      throw new HttpError(502, 'The email could not be sent; please try again later');
    };
    try {
      const response = await register(newAccount());
      expect(response.statusCode).toBe(502);
    } finally {
      app.mailer.send = send;
    }
    expect(await countRows(app)).toEqual(before);
  });
});

describe('registering again an email whose account was never activated', () => {
  it('sends a fresh link (the old one stops working) and answers exactly as for a new account', async () => {
    const first = newAccount('en');
    const fresh = await register(first);
    const oldHash = hashOf(lastMail().link!);
    const second = { ...first, password: 'Another-password-9', nickname: uniqueName('again'), locale: 'de' };
    const again = await register(second);
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.json()).toEqual(fresh.json());
    expect(again.headers['content-length']).toBe(fresh.headers['content-length']);
    const mail = lastMail();
    expect(mail).toMatchObject({ to: first.email.toLowerCase(), subject: 'Bestätigen Sie Ihre Registrierung' });
    const newHash = hashOf(mail.link!);
    expect(newHash).not.toBe(oldHash);
    expect(mail.text).toContain(second.nickname);

    // One account, now with the latest details; the old link is unknown, the new one activates it.
    const user = await app.data.users.byEmail(first.email);
    expect(user).toMatchObject({ nickname: second.nickname, locale: 'de', isActive: false });
    expect((await activate(oldHash)).json()).toMatchObject({ statusCode: 404, data: { field: 'hash' } });
    const activated = await activate(newHash);
    expect(activated.statusCode).toBe(200);
    expect(activated.json().user).toMatchObject({ id: user!.id, nickname: second.nickname });
    const login = (password: string) => app.inject({ method: 'POST', url: '/api/user/login', payload: { email: first.email, password } });
    expect((await login(second.password)).statusCode).toBe(200);
    expect((await login(first.password)).statusCode).toBe(401);
    // Once active, the email is taken.
    expect((await register({ ...second, nickname: uniqueName('late') })).json()).toMatchObject({ statusCode: 409, data: { field: 'email' } });
  });

  it('works after the link expired, and may keep the same nickname', async () => {
    const account = newAccount('pl');
    await register(account);
    const user = await app.data.users.byEmail(account.email);
    await app.db.update(authTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authTokens.userId, user!.id));
    expect((await activate(hashOf(lastMail().link!))).statusCode).toBe(410);
    expect((await register(account)).statusCode).toBe(201);
    expect((await activate(hashOf(lastMail().link!))).statusCode).toBe(200);
  });

  it("still refuses a nickname another member holds, and tells nothing more than before about banned accounts", async () => {
    const account = newAccount();
    await register(account);
    const other = await createUser(app);
    const taken = await register({ ...account, nickname: other.user.nickname });
    expect(taken.json()).toMatchObject({ statusCode: 409, data: { field: 'nickname' } });

    // A banned account (activated or not) answers like any registered email.
    const active = await createUser(app);
    const bannedInactive = newAccount();
    await register(bannedInactive);
    await app.db.update(users).set({ isBanned: true }).where(eq(users.email, bannedInactive.email.toLowerCase()));
    const sent = app.mailer.outbox.length;
    const registered = await register({ ...newAccount(), email: active.user.email });
    const banned = await register({ ...newAccount(), email: bannedInactive.email });
    expect(banned.statusCode).toBe(409);
    expect(banned.json()).toEqual(registered.json());
    expect(app.mailer.outbox.length).toBe(sent);
  });
});

describe('POST /api/user/activate', () => {
  it('activates the account and signs the user in', async () => {
    const account = newAccount();
    await register(account);
    const response = await activate(hashOf(lastMail().link!));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ nickname: account.nickname, isBaned: false, isModerator: false, isPremium: false });
    expect(body.expiresIn).toBe(900);
    expect((await app.inject({ url: '/api/user', headers: { authorization: `Bearer ${body.accessToken}` } })).statusCode).toBe(200);
    const login = await app.inject({ method: 'POST', url: '/api/user/login', payload: { email: account.email, password: account.password } });
    expect(login.statusCode).toBe(200);
  });

  it('answers 409 for a used link, 404 for an unknown one and 410 for an expired one', async () => {
    await register(newAccount());
    const hash = hashOf(lastMail().link!);
    expect((await activate(hash)).statusCode).toBe(200);
    const used = await activate(hash);
    expect(used.statusCode).toBe(409);
    expect((await activate('A'.repeat(43))).json()).toMatchObject({ statusCode: 404, data: { field: 'hash' } });

    const account = newAccount();
    await register(account);
    const user = await app.data.users.byEmail(account.email);
    await app.db.update(authTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authTokens.userId, user!.id));
    const expired = await activate(hashOf(lastMail().link!));
    expect(expired.statusCode).toBe(410);
    expect((await app.data.users.byId(user!.id))?.isActive).toBe(false);
  });

  it('a banned account cannot be activated', async () => {
    const account = newAccount();
    await register(account);
    await app.db.update(users).set({ isBanned: true }).where(eq(users.email, account.email.toLowerCase()));
    const response = await activate(hashOf(lastMail().link!));
    expect(response.statusCode).toBe(403);
  });

  it('a not yet activated account cannot sign in (403, distinct from wrong credentials)', async () => {
    const inactive = await createUser(app, { active: false });
    const response = await app.inject({ method: 'POST', url: '/api/user/login', payload: { email: inactive.user.email, password: inactive.password } });
    expect(response.statusCode).toBe(403);
    expect(response.json().data.code).toBe('not_activated');
  });
});
