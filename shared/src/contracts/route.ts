import type { TSchema } from '@sinclair/typebox';

/** Who may call a route; the server enforces it, the client uses it to decide whether to send a token. */
export type RouteAuth = 'public' | 'optional' | 'user' | 'moderator';

export interface RouteSchema {
  tags: string[];
  summary: string;
  description?: string;
  /** Media types of the body besides JSON, e.g. `multipart/form-data` (the OpenAPI document lists them; the client may send a FormData). */
  consumes?: readonly string[];
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  response: Record<number, TSchema>;
}

/**
 * Where a route is and who may call it, without its schemas: each domain's `endpoints.ts` declares these once, the
 * contract spreads them, and the browser apps call the route through them (no TypeBox code reaches their bundles;
 * the types come from the contract with the same method and URL, see `ContractOf`).
 */
export interface RouteEndpoint {
  method: 'GET' | 'POST';
  /** Fastify path syntax: `/api/user/nickname/:nickname/show`. */
  url: string;
  auth: RouteAuth;
}

export interface RouteContract extends RouteEndpoint {
  schema: RouteSchema;
}

/** Declares a domain's endpoints and keeps their literal types (`petEndpoints.detail.url` is `'/api/pets/:id'`). */
export function defineEndpoints<const T extends Record<string, RouteEndpoint>>(endpoints: T): T {
  return endpoints;
}

/**
 * Declares a route contract and keeps its literal types for the server's type provider and the client:
 * `defineRoute({ ...petEndpoints.detail, schema: { … } })`.
 */
export function defineRoute<const T extends RouteContract>(route: T): T {
  return route;
}

/**
 * Fills a contract's path parameters: `routePath(showProfileRoute, { nickname: 'anna' })`. A parameter with a
 * regular expression (`:kind(^[a-z]+$)`, which Fastify matches before a plain parameter at the same place) is filled
 * the same way, its expression left out.
 */
export function routePath(route: Pick<RouteContract, 'url'>, params: Record<string, string | number> = {}): string {
  return route.url.replace(/:([A-Za-z]+)(\([^/]*\))?/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${route.url}`);
    return encodeURIComponent(String(value));
  });
}
