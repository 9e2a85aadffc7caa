import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { routePath, type RouteContract } from '@bc/shared/contracts';
import { compileValidator } from '../../src/lib/validation';
import { routeSchema } from '../../src/lib/route';
import { assertProperty } from './fuzz-seed';
import { fingerprint } from './rows';
import type { JsonSchema } from './json-schema';

/**
 * Property-based bad-input testing for one route: starting from a valid request, fast-check derives
 * malformed ones (a required field dropped, an unknown field added, a wrong type, a string over its
 * limit, a malformed email, a non-object or non-JSON body, garbage path and query values, unknown query
 * fields, broken tokens) and checks every answer is a 400 in the error shape naming the mutated field (a path
 * value the router cannot even match, empty or over its length, may be any 4xx; a broken token is a 401), and
 * that the database's contents are unchanged (an md5 of every table's rows, see helpers/rows.ts).
 *
 *   await fuzzRoute(app, loginRoute, { body: { email: 'a@b.co', password: 'x' } });
 *
 * Only mutants the server's own validation rejects are sent (its validator, compileValidator, over the same effective
 * schemas: `routeSchema` adds the strict empty querystring), so a random mutation that happens to be valid is skipped
 * rather than reported. Well-formed requests with hostile values are helpers/fuzz-hostile.ts's. Runs start from the
 * seed of helpers/fuzz-seed.ts (fixed with CI=true, FUZZ_SEED to replay one; a failure prints it).
 */
export interface ValidRequest {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  /** E.g. `{ authorization: 'Bearer …' }` so that signed-in routes reach validation. */
  headers?: Record<string, string>;
}

export interface FuzzOptions {
  numRuns?: number;
}

type Part = 'body' | 'raw' | 'query' | 'params' | 'headers';
interface Mutant {
  part: Part;
  description: string;
  /** The field the 400 must name (a nested one below it is fine too). */
  field: string;
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
}

const OTHER_SECRET = new TextEncoder().encode('not-the-server-secret-but-long-enough-0123456789');

/** Values of the wrong type for almost any field (the schema check drops the ones that happen to fit). */
const wrongValue = (schema: JsonSchema | undefined) => {
  const options: fc.Arbitrary<unknown>[] = [
    fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), fc.constant(null),
    fc.array(fc.integer(), { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
    fc.string({ maxLength: 12 }), fc.constant(''),
  ];
  const strings = [schema, ...(schema?.anyOf ?? [])].filter((s): s is JsonSchema => s?.type === 'string');
  for (const s of strings) {
    if (s.maxLength !== undefined) options.push(fc.integer({ min: s.maxLength + 1, max: s.maxLength + 40 }).map((n) => 'x'.repeat(n)));
    if (s.format === 'email') options.push(fc.constantFrom('plainaddress', 'a@', '@example.com', 'a b@c.d', 'a@b', `${'x'.repeat(250)}@example.com`));
  }
  return fc.oneof(...options);
};

/** An unknown field name; now and then a prototype key (refused by the JSON parser, naming its path). */
const unknownKey = (known: Record<string, unknown>) =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype') },
    { weight: 9, arbitrary: fc.string({ minLength: 1, maxLength: 12 }) },
  ).filter((k) => !Object.hasOwn(known, k));

/** Text for query and path values: sent encoded, so '\u0000' arrives as a NUL (a literal '%00' arrives as itself). */
const textGarbage = fc.oneof(
  fc.constantFrom('abc', '-1', '0', '1.5', '1e9', '99999999999', '', ' ', 'null', '[]', '%00', '\u0000', 'a\u001bb', 'a'.repeat(300)),
  fc.string({ maxLength: 10 }),
  fc.string({ unit: 'binary', maxLength: 10 }),
);

const omit = (object: Record<string, unknown>, key: string) => {
  const copy = { ...object };
  delete copy[key];
  return copy;
};

function objectMutants(schema: JsonSchema, valid: Record<string, unknown>, part: 'body' | 'query' | 'params', values: (s: JsonSchema | undefined) => fc.Arbitrary<unknown>) {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  const required = schema.required ?? [];
  const arbitraries: fc.Arbitrary<Mutant>[] = [];
  if (required.length > 0 && part !== 'params') {
    // (A URL cannot leave out a path parameter: that is another route, or none.)
    arbitraries.push(fc.constantFrom(...required).map((key) => ({ part, field: key, description: `without ${key}`, [part]: omit(valid, key) })));
  }
  if (schema.additionalProperties === false && part !== 'params') {
    arbitraries.push(
      fc.tuple(unknownKey(properties), part === 'body' ? fc.jsonValue() : textGarbage).map(([key, value]) => ({
        part, field: key, description: `unknown ${key}`, [part]: { ...valid, [key]: value },
      })),
    );
  }
  if (keys.length > 0) {
    arbitraries.push(
      fc.constantFrom(...keys).chain((key) =>
        values(properties[key]).map((value) => ({ part, field: key, description: `${key} = ${JSON.stringify(value)?.slice(0, 40)}`, [part]: { ...valid, [key]: value } })),
      ),
    );
  }
  return arbitraries;
}

type Schemas = { body?: JsonSchema; querystring?: JsonSchema; params?: JsonSchema };
/** The schemas the server validates the route with (the contract's, plus the strict empty querystring). */
const schemasOf = (contract: RouteContract) => routeSchema(contract) as Schemas;

function mutants(contract: RouteContract, valid: ValidRequest): fc.Arbitrary<Mutant> {
  const schema = schemasOf(contract);
  const arbitraries: fc.Arbitrary<Mutant>[] = [];
  if (schema.body) {
    arbitraries.push(...objectMutants(schema.body, (valid.body ?? {}) as Record<string, unknown>, 'body', wrongValue));
    arbitraries.push(fc.oneof(fc.constant(null), fc.integer(), fc.string({ maxLength: 10 }), fc.array(fc.integer(), { maxLength: 3 })).map((body) => ({ part: 'body' as const, field: 'body', description: `body ${JSON.stringify(body)}`, body })));
    arbitraries.push(fc.constantFrom('{"email": ', '{', 'not json', '{"a":1}}', '').map((raw) => ({ part: 'raw' as const, field: 'body', description: `raw ${raw}`, raw })));
  }
  if (schema.querystring) arbitraries.push(...objectMutants(schema.querystring, valid.query ?? {}, 'query', () => textGarbage));
  if (schema.params) arbitraries.push(...objectMutants(schema.params, valid.params ?? {}, 'params', () => textGarbage));
  if (contract.auth !== 'public') {
    arbitraries.push(
      fc.oneof(
        fc.constantFrom('Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', 'Token abc', 'Bearer a.b.c', 'Bearer ' + 'x'.repeat(500)),
        fc.string({ minLength: 1, maxLength: 30 }).map((s) => `Bearer ${s}`),
        fc.integer({ min: 1, max: 1000 }).map((id) => `forged:${id}`),
      ).map((authorization) => ({ part: 'headers' as const, field: 'authorization', description: `authorization ${authorization}`, headers: { authorization } })),
    );
  }
  return fc.oneof(...arbitraries);
}

/**
 * A path value the router cannot match to the route at all (so no schema can name it): empty, or longer than the
 * router's maxParamLength (414).
 */
/**
 * Path places two routes share, told apart by a parameter's regular expression: `/api/matings/{kind}` (letters) and
 * `/api/matings/{id}` (anything else). A malformed value at such a place reaches whichever route its form fits, and
 * is refused there naming that route's parameter: either name is right.
 */
const SHARED_PLACES: Record<string, string[]> = {
  'GET /api/matings/:id': ['id', 'kind'],
  'GET /api/matings/:kind(^[a-z]+$)': ['kind', 'id'],
};

const unroutable = (value: unknown) => {
  const text = String(value);
  return text === '' || encodeURIComponent(text).length > 200;
};

/**
 * A dot segment is resolved by the URL itself, even percent-encoded (`/tree/./4` is `/tree/4`, `/tree/%2E/4` too):
 * such a request is for another route, or none, and says nothing about this one.
 */
const dotSegment = (value: unknown) => String(value) === '.' || String(value) === '..';

const compiled = new WeakMap<object, (data: unknown) => boolean>();
/** Whether the server's validator of that part (schema, then the text check of lib/input-checks.ts) accepts `data`. */
function accepts(schema: object | undefined, data: unknown, part: 'body' | 'querystring' | 'params'): boolean {
  if (!schema) return true;
  let validate = compiled.get(schema);
  if (!validate) {
    const fn = compileValidator(part, schema);
    validate = (d: unknown) => fn(d) as boolean;
    compiled.set(schema, validate);
  }
  return validate(structuredClone(data));
}

/** Whether the route's own schemas would refuse the mutant (otherwise it is not malformed). */
function isMalformed(contract: RouteContract, m: Mutant): boolean {
  const s = routeSchema(contract);
  switch (m.part) {
    case 'body':
      return !accepts(s.body, JSON.parse(JSON.stringify(m.body ?? null)), 'body');
    case 'query':
      return !accepts(s.querystring, Object.fromEntries(Object.entries(m.query ?? {}).map(([k, v]) => [k, String(v)])), 'querystring');
    case 'params':
      return !accepts(s.params, Object.fromEntries(Object.entries(m.params ?? {}).map(([k, v]) => [k, String(v)])), 'params');
    default:
      return true;
  }
}

async function authorization(value: string): Promise<string> {
  if (!value.startsWith('forged:')) return value;
  const token = await new SignJWT({ sid: '00000000-0000-4000-8000-000000000000' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(value.slice(7))
    .setIssuer('bc-api')
    .setExpirationTime('5m')
    .sign(OTHER_SECRET);
  return `Bearer ${token}`;
}

export async function fuzzRoute(app: FastifyInstance, contract: RouteContract, valid: ValidRequest, options: FuzzOptions = {}): Promise<void> {
  const before = await fingerprint(app);
  await assertProperty(
    fc.asyncProperty(mutants(contract, valid), async (m) => {
      fc.pre(isMalformed(contract, m) && !(m.part === 'params' && dotSegment(m.params?.[m.field])));
      const params = (m.params ?? valid.params ?? {}) as Record<string, string | number>;
      const query = (m.query ?? valid.query) as Record<string, unknown> | undefined;
      const url =
        routePath(contract, Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]))) +
        (query && Object.keys(query).length > 0
          ? `?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString()}`
          : '');
      const headers: Record<string, string> = { ...valid.headers };
      if (m.headers?.authorization) headers.authorization = await authorization(m.headers.authorization);
      let payload: string | undefined;
      if (contract.method !== 'GET') {
        headers['content-type'] = 'application/json';
        payload = m.part === 'raw' ? m.raw : JSON.stringify(m.part === 'body' ? m.body : valid.body ?? {});
      }
      const response = await app.inject({ method: contract.method, url, headers, payload });
      const where = `${contract.method} ${contract.url} (${m.description}) → ${response.statusCode} ${response.body.slice(0, 200)}`;

      if (response.statusCode < 400 || response.statusCode > 499) throw new Error(`expected a 4xx for ${where}`);
      const body = response.json() as { message?: unknown; statusCode?: unknown; data?: { field?: unknown } };
      if (typeof body.message !== 'string' || body.message === '' || body.statusCode !== response.statusCode) {
        throw new Error(`error shape broken for ${where}`);
      }
      if (m.part === 'headers') {
        if (response.statusCode !== 401) throw new Error(`expected 401 for ${where}`);
      } else if (!(m.part === 'params' && unroutable(m.params?.[m.field]))) {
        const field = body.data?.field;
        const shared = m.part === 'params' ? SHARED_PLACES[`${contract.method} ${contract.url}`] : undefined;
        const names = shared ?? [m.field];
        const named = typeof field === 'string' && names.some((name) => field === name || field.startsWith(`${name}.`));
        // A place two routes share: the value may be the other route's (…/matings/1e9 is mating 1,000,000,000), whose
        // own answer is right there: a 404, or a 400 naming a query field of this route that it does not take.
        const otherRoute = shared !== undefined && (response.statusCode === 404 || (typeof field === 'string' && query !== undefined && field in query));
        if (!otherRoute && (response.statusCode !== 400 || !named)) throw new Error(`expected 400 naming "${m.field}" for ${where}`);
      }
      const after = await fingerprint(app);
      const changed = Object.keys(before).filter((table) => after[table] !== before[table]);
      if (changed.length > 0) throw new Error(`${changed.join(', ')} changed after ${where}`);
    }),
    options.numRuns ?? 40,
    { endOnFailure: true },
  );
}
