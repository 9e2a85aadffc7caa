import { randomUUID } from 'node:crypto';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { RouteAuth } from '@bc/shared/contracts';
import { listenChannel, notify } from '../../db/notifications';
import { forbidden, HttpError, unauthorized } from '../../lib/http-error';
import { createJwt, type Jwt } from '../../lib/jwt';
import { createPasswords, type PasswordHashing, type Passwords } from '../../lib/passwords';
import type { Viewer } from '../../lib/viewer';
import type { UserRow } from '../../domains/accounts/data/users';
import { banRefusal, isBanActive } from '../../domains/accounts/bans';
import { batched } from '../../lib/batched';
import { type CacheHit, createAuthCache } from './auth-cache';

export interface AuthContext {
  user: UserRow;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, set by the route's auth hook (null for visitors). */
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    jwt: Jwt;
    passwords: Passwords;
    /** The onRequest hook enforcing a contract's `auth` (none for public routes). */
    authHook(kind: RouteAuth): onRequestAsyncHookHandler | undefined;
  }
}

export interface AuthPluginOptions {
  jwtSecret: string;
  passwordHashing?: PasswordHashing;
  /** How long a signed-in caller is remembered (default 5 s; 0 = always read the database). */
  authCacheTtlMs?: number;
  /** Names this instance in its notifications to the others (default: a random UUID). */
  instanceId?: string;
}

/** The channel on which API instances tell each other that users or sessions changed (their auth caches forget). */
export const AUTH_CHANNEL = 'auth_changes';

/** At most this many member ids in one auth notice (NOTIFY takes < 8,000 bytes); more are told as "any member". */
const NOTICE_MAX_IDS = 500;

/**
 * An auth notice's text: the instance that wrote, then, when members' rows were written (not only sessions), "users"
 * and their ids ("*": too many to name).
 */
export function authNotice(from: string, users?: readonly number[]): string {
  if (users === undefined) return from;
  return `${from} users ${users.length > NOTICE_MAX_IDS ? '*' : users.join(',')}`;
}

/** What an auth notice tells: who wrote, and which members' rows (null: any; undefined: sessions only). */
export function authNoticeOf(payload: string | undefined): { from: string | undefined; users?: number[] | null } {
  const [from, kind, ids] = (payload ?? '').split(' ');
  if (kind !== 'users') return { from };
  if (ids === '*' || ids === undefined) return { from, users: null };
  const users = ids === '' ? [] : ids.split(',').map(Number);
  return { from, users: users.every(Number.isSafeInteger) ? users : null };
}

/** The caller of a route whose hook already required a user. */
export function signedIn(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

export const isModerator = (request: FastifyRequest) => request.auth?.user.isModerator === true;

/** The caller as the domains see it (null for visitors). */
export const viewerOf = (request: FastifyRequest): Viewer | null =>
  request.auth ? { id: request.auth.user.id, isModerator: request.auth.user.isModerator } : null;

/** The caller of a route whose hook already required a user, as the domains see it. */
export const signedInViewer = (request: FastifyRequest): Viewer => {
  const { user } = signedIn(request);
  return { id: user.id, isModerator: user.isModerator };
};

/**
 * Bearer access tokens (JWT, 15 min) checked against a live session on every call, so logout, reuse
 * detection, bans and deletion take effect at once. Every call carrying a banned member's token, public
 * routes included, gets 403 with the ban message.
 */
export default fp<AuthPluginOptions>(
  async (app, options) => {
    const jwt = createJwt(options.jwtSecret);
    app.decorate('jwt', jwt);
    app.decorate('passwords', createPasswords(options.passwordHashing));
    app.decorateRequest('auth', null);
    // Signed-in callers by access token, forgotten on every write to users or sessions, this instance's or another's
    // (told through NOTIFY auth_changes right after the commit: a logout or a ban through one instance is seen by every
    // other one at once, not after the cache's 5 s).
    const cache = createAuthCache({ ttlMs: options.authCacheTtlMs });
    const instanceId = options.instanceId ?? randomUUID();
    const log = app.log.child({ plugin: 'auth' });
    const listener = await listenChannel({
      database: app.database, channel: AUTH_CHANNEL, name: 'auth', log,
      onPayload: (payload) => {
        const notice = authNoticeOf(payload);
        if (notice.from === instanceId) return;
        cache.invalidate();
        if (notice.users !== undefined) app.events.emit('usersChangedElsewhere', { ids: notice.users });
      },
      onResync: () => {
        cache.invalidate();
        app.events.emit('usersChangedElsewhere', { ids: null });
      },
    });
    app.addHook('onClose', async () => listener.close());
    const tell = (users?: readonly number[]) => {
      cache.invalidate();
      notify(app.database, AUTH_CHANNEL, authNotice(instanceId, users)).catch((error: unknown) => log.warn({ err: error }, 'auth: could not tell the other instances'));
    };
    app.events.on('usersChanged', ({ ids }) => tell(ids));
    app.events.on('sessionsEnded', () => tell());

    // The live-session reads of the calls of one moment, one statement for all (see batched).
    const activeUser = batched((sessionIds: string[]) => app.data.sessions.activeUsers(sessionIds));
    /** Reads a remembered caller again in the background (the cache's read ahead); on any change the next call reads it. */
    function readAhead(token: string, hit: CacheHit): void {
      const generation = cache.generation;
      activeUser(hit.sessionId).then(
        (user) => {
          if (user && user.id === hit.user.id) cache.set(token, { user, sessionId: hit.sessionId }, hit.tokenExpiresAtMs, generation);
          else cache.delete(token);
        },
        (error: unknown) => log.warn({ err: error }, 'auth: could not read a signed-in caller again'),
      );
    }

    const { now, contactEmail } = app.settings;
    function check(user: UserRow | undefined, sessionId: string): AuthContext {
      if (!user || user.deletedAt || !user.isActive) throw unauthorized('The session has ended; please sign in again', 'session_ended');
      if (isBanActive(user, now())) throw banRefusal(user, contactEmail);
      return { user, sessionId };
    }

    async function authenticate(request: FastifyRequest): Promise<AuthContext | null> {
      const header = request.headers.authorization;
      if (header === undefined || header === '') return null;
      const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/i.exec(header.trim());
      if (!match) throw unauthorized('The Authorization header must be "Bearer <access token>"', 'invalid_token');
      const token = match[1];
      const cached = cache.get(token);
      if (cached) {
        if (cached.refreshDue) readAhead(token, cached);
        return check(cached.user, cached.sessionId);
      }
      const generation = cache.generation;
      const claims = await jwt.verify(token);
      if (!claims) throw unauthorized('The access token is invalid or expired', 'invalid_token');
      const live = await activeUser(claims.sessionId);
      const user = live && live.id === claims.userId ? live : undefined;
      if (!user) {
        // A ban ends the member's sessions at once; their next call still answers the ban (not "signed out").
        const member = await app.data.users.byId(claims.userId);
        if (member && isBanActive(member, now())) throw banRefusal(member, contactEmail);
      }
      const context = check(user, claims.sessionId);
      cache.set(token, context, claims.expiresAt * 1000, generation);
      return context;
    }

    const hooks: Record<RouteAuth, onRequestAsyncHookHandler | undefined> = {
      // Public routes ignore a stale or invalid token (a visitor may still hold one), but not a ban.
      public: async (request) => {
        try {
          await authenticate(request);
        } catch (error) {
          if (error instanceof HttpError && error.statusCode === 403) throw error;
        }
      },
      optional: async (request) => {
        request.auth = await authenticate(request);
      },
      user: async (request) => {
        request.auth = await authenticate(request);
        if (!request.auth) throw unauthorized('Sign in required', 'sign_in_required');
      },
      moderator: async (request) => {
        request.auth = await authenticate(request);
        if (!request.auth) throw unauthorized('Sign in required', 'sign_in_required');
        if (!request.auth.user.isModerator) throw forbidden('Only moderators may do this', 'moderators_only');
      },
    };
    app.decorate('authHook', (kind: RouteAuth) => hooks[kind]);
  },
  { name: 'auth', dependencies: ['db', 'data'] },
);
