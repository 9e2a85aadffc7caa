import type { FastifyInstance } from 'fastify';
import type { Locale } from '@bc/shared/contracts';
import type { UserRow } from '../../src/domains/accounts/data/users';

export interface TestUser {
  user: UserRow;
  password: string;
  accessToken: string;
  refreshToken: string;
  headers: { authorization: string };
}

let counter = 0;
export const uniqueName = (prefix = 'user') => `${prefix}${process.pid % 1000}x${++counter}`;

export interface UserOptions {
  role?: 'member' | 'moderator' | 'banned' | 'premium';
  active?: boolean;
  nickname?: string;
  email?: string;
  password?: string;
  locale?: Locale;
  kennelName?: string;
}

/** Creates an activated user straight in the database and opens a session for it. */
export async function createUser(app: FastifyInstance, options: UserOptions = {}): Promise<TestUser> {
  const nickname = options.nickname ?? uniqueName(options.role ?? 'member');
  const password = options.password ?? 'Password-123';
  const user = await app.data.users.insert({
    email: options.email ?? `${nickname}@example.test`,
    passwordHash: await app.passwords.hash(password),
    nickname,
    // A banned member reads the site in Russian unless told (the ban message the tests expect is BAN_MESSAGE).
    locale: options.locale ?? (options.role === 'banned' ? 'ru' : 'en'),
    isActive: options.active ?? true,
    isModerator: options.role === 'moderator',
    isBanned: options.role === 'banned',
    premiumUntil: options.role === 'premium' ? new Date(Date.now() + 86_400_000 * 30) : null,
    kennelName: options.kennelName ?? null,
  });
  const sessionId = await app.data.sessions.create(user.id, {});
  const refreshToken = await app.data.sessions.issueRefreshToken(sessionId);
  const accessToken = await app.jwt.sign({ userId: user.id, sessionId });
  return { user, password, accessToken, refreshToken, headers: { authorization: `Bearer ${accessToken}` } };
}

/** Visitor, member, owner (a second member), moderator and banned user, ready to call the API. */
export async function createCast(app: FastifyInstance) {
  const [member, other, moderator, banned, premium] = await Promise.all([
    createUser(app),
    createUser(app),
    createUser(app, { role: 'moderator' }),
    createUser(app, { role: 'banned' }),
    createUser(app, { role: 'premium' }),
  ]);
  return { member, other, moderator, banned, premium };
}
export type Cast = Awaited<ReturnType<typeof createCast>>;
