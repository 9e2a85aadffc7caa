import type { RouteContract } from '@bc/shared/contracts';
import { bodyAjv, textAjv } from '../../src/lib/validation';
import { routeSchema } from '../../src/lib/route';
import type { HostileRequest } from './fuzz-hostile';
import type { JsonSchema } from './json-schema';

/**
 * The upper limits a route's schemas declare (maxLength, maxItems, maximum), nested ones included, written as
 * `body.registrations[].number maxLength 50`: a part (params, querystring, body), a path where `[]` is an array's
 * element and `|1` a union's branch, the keyword and the limit. declared-limits.test.ts compares them with its
 * recorded list (a loosened or removed limit fails there) and sends one value over each (a 400 naming the field).
 */
export interface DeclaredLimit {
  part: 'params' | 'querystring' | 'body';
  /** Path segments: property names, `[]` (array element), `|<n>` (union branch). */
  path: string[];
  keyword: 'maxLength' | 'maxItems' | 'maximum';
  limit: number;
}

const KEYWORDS = ['maxLength', 'maxItems', 'maximum'] as const;

export const limitText = (l: DeclaredLimit) => `${l.part}.${l.path.join('.').replaceAll('.|', '|').replaceAll('.[]', '[]')} ${l.keyword} ${l.limit}`;

export function declaredLimits(contract: RouteContract): DeclaredLimit[] {
  const schemas = routeSchema(contract) as unknown as Record<string, JsonSchema | undefined>;
  const out: DeclaredLimit[] = [];
  const walk = (part: DeclaredLimit['part'], schema: JsonSchema | undefined, path: string[]) => {
    if (!schema) return;
    for (const keyword of KEYWORDS) if (schema[keyword] !== undefined) out.push({ part, path, keyword, limit: schema[keyword]! });
    schema.anyOf?.forEach((branch, i) => walk(part, branch, [...path, `|${i}`]));
    for (const [key, inner] of Object.entries(schema.properties ?? {})) walk(part, inner, [...path, key]);
    if (schema.items) walk(part, schema.items, [...path, '[]']);
  };
  for (const part of ['params', 'querystring', 'body'] as const) walk(part, schemas[part], []);
  return out;
}

/**
 * A value a schema accepts, made from its declarations alone: required properties only, the shortest strings and
 * smallest numbers. Patterns and formats take a sample from the table below; a new one fails here with its name.
 */
const PATTERN_SAMPLES = ['LV', '2020', '/x', 'abc', 'A'.repeat(22), 'x'.repeat(43), 'cea', 'ABC1', 'rough', 'LV,EE', 'x', 'a1', 'black-white', '4280'];
const FORMAT_SAMPLES: Record<string, string> = { email: 'a@example.test', date: '2020-01-01', 'date-time': '2020-01-01T00:00:00Z' };

export function sample(schema: JsonSchema, text = false): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.anyOf) return sample(schema.anyOf.find((b) => b.type !== 'null') ?? schema.anyOf[0], text);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((key) => [key, sample(schema.properties![key], text)]));
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items!, text));
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'string': {
      if (schema.format) return FORMAT_SAMPLES[schema.format] ?? fail(`a sample for format ${schema.format}`);
      const candidates = schema.pattern ? PATTERN_SAMPLES : ['x'.repeat(Math.max(1, schema.minLength ?? 0))];
      const found = candidates.find((c) => accepts(schema, c, text));
      return found ?? fail(`a sample for the pattern ${schema.pattern} (add one to PATTERN_SAMPLES)`);
    }
    default:
      return fail(`a sample for ${JSON.stringify(schema).slice(0, 80)}`);
  }
}

function fail(what: string): never {
  throw new Error(`helpers/fuzz-limits.ts has no ${what}`);
}

const accepts = (schema: JsonSchema, value: unknown, text: boolean) => (text ? textAjv : bodyAjv).validate(schema, structuredClone(value)) as boolean;

/** `value` put at `path` of `current` (a value of `schema`): what is there is kept where the path's branch allows it. */
export function place(schema: JsonSchema, current: unknown, path: string[], value: unknown, text: boolean): unknown {
  if (path.length === 0) return value;
  const [segment, ...rest] = path;
  if (segment.startsWith('|')) {
    const branch = schema.anyOf![Number(segment.slice(1))];
    const fits = current !== undefined && accepts(branch, current, text);
    return place(branch, fits ? current : sample(branch, text), rest, value, text);
  }
  if (segment === '[]') {
    const items = Array.isArray(current) && current.length > 0 ? [...current] : [undefined];
    // One value of a query field is a string, not an array of one: a second item keeps it an array.
    if (text && items.length < 2) items.push(sample(schema.items!, text));
    items[0] = place(schema.items!, items[0], rest, value, text);
    return items;
  }
  const object = current !== null && typeof current === 'object' && !Array.isArray(current) ? { ...current } : (sample(schema, text) as Record<string, unknown>);
  (object as Record<string, unknown>)[segment] = place(schema.properties![segment], (object as Record<string, unknown>)[segment], rest, value, text);
  return object;
}

/** The schema at `path` (for the value over its limit). */
export function schemaAt(schema: JsonSchema, path: string[]): JsonSchema {
  return path.reduce((s, segment) => (segment.startsWith('|') ? s.anyOf![Number(segment.slice(1))] : segment === '[]' ? s.items! : s.properties![segment]), schema);
}

/** One over the limit: a string one character longer (its own last character repeated), an array one item longer. */
export function overLimit(limit: DeclaredLimit, schema: JsonSchema, current: unknown, text: boolean): unknown {
  switch (limit.keyword) {
    case 'maximum':
      return limit.limit + 1;
    case 'maxLength': {
      const base = typeof current === 'string' && current !== '' ? [...current] : [...String(sample(schema, text))];
      const fill = base.at(-1) ?? 'x';
      return base.join('') + fill.repeat(Math.max(0, limit.limit + 1 - base.length));
    }
    case 'maxItems': {
      const first = Array.isArray(current) && current.length > 0 ? current[0] : sample(schema.items!, text);
      return Array.from({ length: limit.limit + 1 }, () => structuredClone(first));
    }
  }
}

/** The request `start` with the value at the limit's path one over it, and the field the 400 must name. */
export function overLimitRequest(contract: RouteContract, start: HostileRequest, limit: DeclaredLimit): { request: HostileRequest; field: string } {
  const schemas = routeSchema(contract) as unknown as Record<string, JsonSchema>;
  const root = schemas[limit.part];
  const text = limit.part !== 'body';
  const key = limit.part === 'querystring' ? 'query' : limit.part;
  const current = start[key] as unknown;
  const at = readAt(current, limit.path);
  const value = overLimit(limit, schemaAt(root, limit.path), at, text);
  const request: HostileRequest = { ...start, [key]: place(root, current ?? {}, limit.path, value, text) };
  if (request.multipart) throw new Error('a limit of a multipart route is checked through its JSON form');
  const field = limit.path.filter((s) => !s.startsWith('|')).map((s) => (s === '[]' ? '0' : s)).join('.');
  return { request, field: field || limit.part };
}

function readAt(value: unknown, path: string[]): unknown {
  let current = value;
  for (const segment of path) {
    if (segment.startsWith('|')) continue;
    if (current === null || typeof current !== 'object') return undefined;
    current = segment === '[]' ? (current as unknown[])[0] : (current as Record<string, unknown>)[segment];
  }
  return current;
}
