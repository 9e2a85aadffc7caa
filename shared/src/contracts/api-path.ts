import type { CallInput, ContractedEndpoint } from './call-types';
import { routePath, type RouteEndpoint } from './route';

/**
 * A query string the way the API reads it (Fastify's parser, then the contract's schema coerces the text):
 * `undefined` and `null` leave the field out, an array repeats it (`health=a&health=b`, which the parser reads back
 * as an array), numbers and booleans are written as text. A comma list is a string in its contract (`color: 'a,b'`).
 * Spaces become `+`, which the parser reads back as spaces.
 */
export function queryString(query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      if (typeof item === 'object') throw new TypeError(`Query field "${name}" is an object; a query holds text, numbers and booleans`);
      search.append(name, String(item));
    }
  }
  return search.toString();
}

/**
 * The path of a call: the endpoint's URL with its parameters filled in (each encoded as one segment) and the query
 * after it, e.g. `apiPath(petEndpoints.detail, { params: { id: 5 } })` → `/api/pets/5`.
 */
export function apiPath<E extends ContractedEndpoint>(endpoint: E, input?: Pick<CallInput<E>, 'params' | 'query'>): string;
export function apiPath(
  endpoint: Pick<RouteEndpoint, 'url'>,
  input: { params?: unknown; query?: unknown } = {},
): string {
  const params = (input.params ?? {}) as Record<string, unknown>;
  for (const [name, value] of Object.entries(params)) {
    // A URL resolves `.` and `..` segments (even percent-encoded) before it is sent: the call would reach another route.
    if (value === '.' || value === '..') throw new Error(`Path parameter "${name}" of ${endpoint.url} may not be "${value}"`);
  }
  const path = routePath(endpoint, params as Record<string, string | number>);
  const search = queryString(input.query as Record<string, unknown> | undefined);
  return search ? `${path}?${search}` : path;
}
