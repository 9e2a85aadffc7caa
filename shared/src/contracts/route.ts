import type { TSchema } from '@sinclair/typebox';

/** Who may call a route; the server enforces it, the client uses it to decide whether to send a token. */
export type RouteAuth = 'public' | 'optional' | 'user' | 'moderator';

export interface RouteSchema {
  tags: string[];
  summary: string;
  description?: string;
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  response: Record<number, TSchema>;
}

export interface RouteContract {
  method: 'GET' | 'POST';
  /** Fastify path syntax: `/api/user/nickname/:nickname/show`. */
  url: string;
  auth: RouteAuth;
  schema: RouteSchema;
}

/** Declares a route contract and keeps its literal types for the server's type provider and the client. */
export function defineRoute<const T extends RouteContract>(route: T): T {
  return route;
}

/** Fills a contract's path parameters: `routePath(showProfileRoute, { nickname: 'anna' })`. */
export function routePath(route: Pick<RouteContract, 'url'>, params: Record<string, string | number> = {}): string {
  return route.url.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${route.url}`);
    return encodeURIComponent(String(value));
  });
}
