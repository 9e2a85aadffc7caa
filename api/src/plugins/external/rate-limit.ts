import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/http-error';

export interface Limit {
  max: number;
  /** Milliseconds. */
  timeWindow: number;
}

/**
 * Limits of a sensitive route: per client address, and per the body's email — alone (`perEmail`: routes that mail
 * that address) or with the address (`perIpEmail`: sign-in, so wrong passwords sent from one address never lock the
 * owner out from another).
 */
export type RouteLimits = { perIp: Limit } & ({ perEmail: Limit } | { perIpEmail: Limit });

/** Limits of the sensitive routes. */
export interface RateLimits {
  login: { perIp: Limit; perIpEmail: Limit };
  registration: { perIp: Limit; perEmail: Limit };
  recovery: { perIp: Limit; perEmail: Limit };
  accountRequest: { perIp: Limit; perEmail: Limit };
  /** Inquiries about a mating or a litter (`POST /api/matings/form`): they mail the owner. */
  inquiry: { perIp: Limit; perEmail: Limit };
}

const MINUTE = 60_000;
export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { perIp: { max: 30, timeWindow: 5 * MINUTE }, perIpEmail: { max: 10, timeWindow: 15 * MINUTE } },
  registration: { perIp: { max: 20, timeWindow: 60 * MINUTE }, perEmail: { max: 3, timeWindow: 60 * MINUTE } },
  recovery: { perIp: { max: 10, timeWindow: 15 * MINUTE }, perEmail: { max: 3, timeWindow: 15 * MINUTE } },
  accountRequest: { perIp: { max: 10, timeWindow: 60 * MINUTE }, perEmail: { max: 3, timeWindow: 60 * MINUTE } },
  inquiry: { perIp: { max: 10, timeWindow: 60 * MINUTE }, perEmail: { max: 5, timeWindow: 60 * MINUTE } },
};

type LimitedRoute = keyof RateLimits;

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler hooks limiting a route per address, then per the body's email (with the address for sign-in). */
    limits: Record<LimitedRoute, preHandlerAsyncHookHandler[]>;
  }
}

export interface RateLimitPluginOptions {
  /** false turns every limit off (RATE_LIMIT=off, or tests). */
  limits: RateLimits | false;
}

const bodyEmail = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.toLowerCase() : undefined;
};

export default fp<RateLimitPluginOptions>(
  async (app, options) => {
    const settings = options.limits;
    if (settings === false) {
      app.decorate('limits', { login: [], registration: [], recovery: [], accountRequest: [], inquiry: [] });
      return;
    }
    await app.register(rateLimit, { global: false });

    const limiter = (name: string, limit: Limit, key: (request: FastifyRequest) => string | undefined) => {
      const check = app.createRateLimit({
        max: limit.max,
        timeWindow: limit.timeWindow,
        keyGenerator: (request) => `${name}:${key(request) ?? ''}`,
      });
      return async (request: FastifyRequest, reply: FastifyReply) => {
        if (key(request) === undefined) return;
        const result = await check(request);
        if (!result.isAllowed && result.isExceeded) {
          reply.header('retry-after', result.ttlInSeconds);
          throw new HttpError(429, `Too many attempts; try again in ${result.ttlInSeconds} s`, {
            retryAfter: result.ttlInSeconds,
          });
        }
      };
    };

    const byEmail = (route: LimitedRoute, limits: RouteLimits) =>
      'perIpEmail' in limits
        ? limiter(`${route}:ip-email`, limits.perIpEmail, (request) => {
          const email = bodyEmail(request);
          return email === undefined ? undefined : `${request.ip}:${email}`;
        })
        : limiter(`${route}:email`, limits.perEmail, bodyEmail);
    const limits = Object.fromEntries(
      (Object.keys(settings) as LimitedRoute[]).map((route) => {
        const routeLimits: RouteLimits = settings[route];
        return [route, [limiter(`${route}:ip`, routeLimits.perIp, (request) => request.ip), byEmail(route, routeLimits)]];
      }),
    ) as Record<LimitedRoute, preHandlerAsyncHookHandler[]>;
    app.decorate('limits', limits);
  },
  { name: 'rate-limit' },
);

/**
 * An onRequest hook limiting a kind of request per caller (the member, else the address) to `limit`, refused with a 429
 * (`message(seconds)`, its `Retry-After`); undefined when the app runs without rate limits (RATE_LIMIT=off, tests).
 */
export function perCallerLimit(app: FastifyInstance, name: string, limit: Limit, message: (seconds: number) => string): onRequestAsyncHookHandler | undefined {
  if (!app.hasDecorator('createRateLimit')) return undefined;
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.timeWindow,
    keyGenerator: (request) => `${name}:${request.auth?.user.id ?? request.ip}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', result.ttlInSeconds);
      throw new HttpError(429, message(result.ttlInSeconds), { retryAfter: result.ttlInSeconds });
    }
  };
}
