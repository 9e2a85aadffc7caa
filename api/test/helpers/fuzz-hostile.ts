import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { RouteContract } from '@bc/shared/contracts';
import { bodyAjv, textAjv } from '../../src/lib/validation';
import { routeSchema } from '../../src/lib/route';
import { assertProperty } from './fuzz-seed';
import { fingerprint } from './rows';
import type { JsonSchema } from './json-schema';

/**
 * Property-based hostile input past the schema, for one route. Starting from a request the route answers with a 2xx,
 * fast-check changes one to three values anywhere in it (path parameters, query, body, nested objects and arrays,
 * multipart fields and the file name) to hostile ones — NUL and other control characters, lone surrogates, strings
 * just under and just over each declared limit (in multi-byte and astral characters too), long strings where no
 * limit is declared, SQL and LIKE metacharacters, extreme numbers, arrays at and over their limit, duplicates,
 * deep nesting, duplicate JSON keys and prototype keys — and sends it. Every answer must be:
 *
 * - never a 5xx;
 * - a 4xx in the error shape, with the database unchanged (an md5 of every table: nothing half-written);
 * - a 400 naming a changed field (or a field inside or around it) when the request is one the server must refuse:
 *   the contract's own schema refuses it (judged by AJV with the server's settings), or a value carries a character
 *   no field accepts (NUL, C0/C1 controls but TAB, LF and CR, an unpaired surrogate: the oracle below is this file's
 *   own, not the server's), or a prototype key;
 * - otherwise a 2xx, or a 4xx (a 400 still names a field).
 *
 * Judged as the server receives it: a lone surrogate sent as UTF-8 bytes (multipart, a text body) arrives as U+FFFD,
 * and in a URL as bytes that are not UTF-8; a chunk's bytes are a file's, not text. A HEAD answer has only its status;
 * the path of a stored file (/api/files/*) that no file can have is a 404. Ids keep to their range's edges (0, -1,
 * 2^31-1 …): a small id would name another case's rows (a moderator's valid request deleting member 1).
 *
 * Most mutants are valid by the contract, so they reach the handler and the database; the run starts by checking that
 * the unchanged request is answered with a 2xx (else the mutants would prove nothing).
 *
 *   await fuzzHostile(app, addPetRoute, async () => ({ headers, body: await fullPetBody() }));
 */
export interface HostileRequest {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | (string | number)[]>;
  body?: unknown;
  /** A multipart body instead of JSON: text fields and at most one file. */
  multipart?: { fields: Record<string, string>; file?: FilePart };
  /** A raw body with its content type (FilePond's revert and chunks): sent as it is, its text mutated. */
  raw?: { contentType: string; text: string };
  headers?: Record<string, string>;
  /** Headers whose value is percent-encoded text the server decodes (Upload-Name): mutated as text. */
  encodedHeaders?: Record<string, string>;
  /** The part of the path a `*` route takes (`images/abc/160.webp` of /api/files/*): mutated as text. */
  wildcard?: string;
}

export interface FilePart {
  field: string;
  name: string;
  data: Buffer;
  type?: string;
}

export interface HostileOptions {
  numRuns?: number;
  /** After a 2xx: what the answer must show (e.g. the stored values equal the sent ones). */
  check?: (response: LightMyRequestResponse, request: HostileRequest) => void | Promise<void>;
}

type Part = 'params' | 'query' | 'body' | 'multipart' | 'file' | 'raw' | 'header' | 'wildcard';

/** A place in the request a mutation can change: `body` + `['registrations', '0', 'number']`. */
interface Slot {
  part: Part;
  path: string[];
  schema: JsonSchema | undefined;
  /** The value there in the starting request (undefined: absent; the mutation adds it). */
  value: unknown;
  /**
   * Where the objects a mutation here must create begin (`newSire` for `newSire.callName` when the starting request
   * has no `newSire`): a refusal may name any field of what it created (its required `registeredName`).
   */
  created?: string[];
  /** A file's bytes (a chunk of application/offset+octet-stream), not text: any byte may be there. */
  bytes?: boolean;
}

type Mutation =
  | { kind: 'set'; slot: Slot; value: unknown; refused: boolean; note: string }
  /** Arrays nested `depth` deep (built when sent: fast-check never prints the value itself). */
  | { kind: 'deep'; slot: Slot; depth: number; note: string }
  /** The JSON body text carries the key at `slot` twice: `first` then the (possibly mutated) value. */
  | { kind: 'duplicate-key'; slot: Slot; first: unknown; note: string }
  /** An own `__proto__` key (or `constructor.prototype`) in the object at `slot`. */
  | { kind: 'prototype-key'; slot: Slot; key: '__proto__' | 'constructor'; note: string };

/* ───────────────────────────── the oracle: what no field may hold ───────────────────────────── */

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** A surrogate half without its other half (UTF-8 has no encoding for it). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Text the server must refuse wherever it appears (its own check lives in src/lib/input-checks.ts). */
export const unacceptableText = (text: string) => CONTROL.test(text) || LONE_SURROGATE.test(text);

function hasUnacceptableText(value: unknown): boolean {
  const stack = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (unacceptableText(v)) return true;
    } else if (Array.isArray(v)) stack.push(...v);
    else if (v !== null && typeof v === 'object') {
      for (const [k, inner] of Object.entries(v)) {
        if (unacceptableText(k)) return true;
        stack.push(inner);
      }
    }
  }
  return false;
}

/* ───────────────────────────── hostile values ───────────────────────────── */

/** Inserted into a value: refused ones (the oracle's) and accepted ones that are still trouble for SQL, LIKE, HTML… */
const REFUSED_CHARS = ['\u0000', '\u0001', '\u0008', '\u000B', '\u000C', '\u001B', '\u001F', '\u007F', '\u0085', '\u009F', '\uD800', '\uDBFF', '\uDC00', '\uDFFF'];
const ODD_CHARS = [
  '\t', '\n', '\r', '\r\n', '\u00A0', '\u2028', '\u2029', '\u200B', '\u200D', '\uFEFF', '\u202E', '\uFFFD', '\uFFFF', '\u{1F415}', '\u{10FFFF}',
  'e\u0301', 'İ', 'ß', 'ǅ', 'ﬀ', '%', '_', '\\', "'", '"', '`', '$1', '%%', '\\%', '\\_', '*', '(', '[', ']', '{', ';--', '<b>', '../', ' ', '&amp;',
  ':', ',', '|', '&', '!', '~',
];
/** One code point each, of 1 to 4 UTF-8 bytes and 1 or 2 UTF-16 units. */
const FILLS = ['a', 'я', '漢', '\u{1F415}', '9', '-'];
const WHOLE = ['', ' ', '   ', '\t', '\n', '%', '_', '\\', "'", '0', '-1', 'null', 'NaN', 'undefined', '[]', '{}', 'true', '*', '..', '.'];

function insertAt(base: string, position: number, insert: string): string {
  const units = [...base];
  const at = units.length === 0 ? 0 : position % (units.length + 1);
  return [...units.slice(0, at), insert, ...units.slice(at)].join('');
}

/** `text` made `length` code points long: cut, or padded by repeating its last code point (patterns often allow it). */
function resize(text: string, length: number, fill?: string): string {
  const units = [...text];
  if (units.length >= length) return units.slice(0, length).join('');
  const pad = fill ?? units.at(-1) ?? 'a';
  return units.join('') + pad.repeat(length - units.length);
}

/** Hostile strings for a string slot (in a query or a path, values go through the URL: long ones stay shorter). */
function hostileStrings(schema: JsonSchema | undefined, current: unknown, inUrl: boolean): fc.Arbitrary<{ value: string; note: string }> {
  const base = typeof current === 'string' && current !== '' ? current : 'x';
  const options: fc.Arbitrary<{ value: string; note: string }>[] = [
    fc.tuple(fc.constantFrom(...REFUSED_CHARS), fc.nat()).map(([c, at]) => ({ value: insertAt(base, at, c), note: `with U+${hex(c)}` })),
    fc.tuple(fc.constantFrom(...ODD_CHARS), fc.nat()).map(([c, at]) => ({ value: insertAt(base, at, c), note: `with ${JSON.stringify(c)}` })),
    fc.constantFrom(...WHOLE).map((value) => ({ value, note: `= ${JSON.stringify(value)}` })),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 8 }).map((value) => ({ value, note: `= ${JSON.stringify(value)}` })),
    fc.constantFrom(...REFUSED_CHARS).map((value) => ({ value, note: `= U+${hex(value)} alone` })),
  ];
  const max = schema?.maxLength;
  const min = schema?.minLength ?? 0;
  if (max !== undefined) {
    options.push(
      fc.tuple(fc.constantFrom(max, max - 1, max + 1, max + 2), fc.constantFrom(undefined, ...FILLS)).filter(([n]) => n >= 0).map(([n, fill]) => ({
        value: fill === undefined ? resize(base, n) : fill.repeat(n),
        note: `${n} code points (limit ${max}) of ${fill === undefined ? 'its own' : JSON.stringify(fill)}`,
      })),
    );
  } else {
    // No declared limit: long values must still be answered (stored, or refused with a 400).
    const long = inUrl ? [2_000, 8_000] : [10_000, 100_000];
    options.push(
      fc.tuple(fc.constantFrom(...long), fc.constantFrom(...FILLS)).map(([n, fill]) => ({ value: fill.repeat(n), note: `${n} × ${JSON.stringify(fill)} (no limit declared)` })),
    );
  }
  if (min > 0) options.push(fc.constant({ value: resize(base, min - 1), note: `${min - 1} code points (minimum ${min})` }));
  return fc.oneof(...options);
}

const hex = (c: string) => (c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');

/** The largest id (a PostgreSQL integer): an integer field with this maximum names a row. */
const ID_MAX = 2 ** 31 - 1;

function hostileNumbers(schema: JsonSchema | undefined): fc.Arbitrary<{ value: number; note: string }> {
  let values = [0, -1, 1, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 - 1, 2 ** 53 + 2, 1e21, 1e308, -1e308, -0];
  for (const bound of [schema?.minimum, schema?.maximum]) if (bound !== undefined) values.push(bound, bound - 1, bound + 1);
  if (schema?.type === 'number') values.push(0.5, 1e-320, -1e-7);
  // An id's hostile values are its range's edges, not which row it names: a small id is a row another case relies
  // on (a moderator's valid request for member 1 would delete that member for the rest of the file).
  if (schema?.maximum === ID_MAX) values = values.filter((v) => !(v >= 1 && v <= 1_000_000));
  return fc.constantFrom(...values).map((value) => ({ value, note: `= ${value}` }));
}

/* ───────────────────────────── slots: where values can change ───────────────────────────── */

const matches = (schema: JsonSchema, value: unknown, text: boolean) => {
  try {
    const data = text && value !== undefined && typeof value !== 'object' ? String(value) : structuredClone(value);
    return (text ? textAjv : bodyAjv).validate(schema, data) as boolean;
  } catch {
    return false;
  }
};

/** The branch of a union the value takes (or, for an absent value, the first that is not null or a constant). */
function branchOf(schema: JsonSchema, value: unknown, text: boolean): JsonSchema {
  if (!schema.anyOf) return schema;
  const branches = schema.anyOf;
  const chosen =
    (value === undefined ? undefined : branches.find((b) => matches(b, value, text))) ??
    branches.find((b) => b.type !== 'null' && b.const === undefined && !b.anyOf?.every((x) => x.const !== undefined)) ??
    branches[0];
  return branchOf(chosen, value, text);
}

function collectSlots(part: Part, schema: JsonSchema | undefined, value: unknown, path: string[], out: Slot[], depth = 0, created?: string[]): void {
  if (depth > 8) return;
  const text = part === 'query' || part === 'params';
  const own = schema ? branchOf(schema, value, text) : undefined;
  // (Values of query and path parameters are flat: only a body's objects and arrays are created on the way.)
  const here = created ?? (value === undefined && part === 'body' && path.length > 0 ? path : undefined);
  if (path.length > 0) out.push({ part, path, schema: own, value, created: here });
  if (!own) return;
  if (own.type === 'object' && own.properties) {
    for (const [key, inner] of Object.entries(own.properties)) {
      collectSlots(part, inner, (value as Record<string, unknown> | undefined)?.[key], [...path, key], out, depth + 1, here);
    }
  } else if (own.type === 'array' && own.items && !text) {
    const items = Array.isArray(value) ? value : [];
    const indexes = items.length > 0 ? items.map((_, i) => i) : [0];
    for (const i of indexes) collectSlots(part, own.items, items[i], [...path, String(i)], out, depth + 1, here);
  }
}

/** Every place of the starting request a mutation may change. */
function slotsOf(contract: RouteContract, request: HostileRequest): Slot[] {
  const schemas = routeSchema(contract) as { params?: JsonSchema; querystring?: JsonSchema; body?: JsonSchema };
  const out: Slot[] = [];
  collectSlots('params', schemas.params, request.params ?? {}, [], out);
  collectSlots('query', schemas.querystring, request.query ?? {}, [], out);
  if (request.multipart) {
    for (const [key, value] of Object.entries(request.multipart.fields)) out.push({ part: 'multipart', path: [key], schema: schemas.body?.properties?.[key], value });
    if (request.multipart.file) out.push({ part: 'file', path: [request.multipart.file.field], schema: undefined, value: request.multipart.file.name });
  } else if (request.raw) {
    out.push({ part: 'raw', path: ['body'], schema: undefined, value: request.raw.text, bytes: !request.raw.contentType.startsWith('text/') });
  } else if (request.body !== undefined) {
    if (schemas.body) out.push({ part: 'body', path: [], schema: schemas.body, value: request.body });
    collectSlots('body', schemas.body, request.body, [], out);
  }
  for (const [name, value] of Object.entries(request.encodedHeaders ?? {})) out.push({ part: 'header', path: [name], schema: undefined, value });
  if (request.wildcard !== undefined) out.push({ part: 'wildcard', path: ['*'], schema: undefined, value: request.wildcard });
  // Only leaves and containers a value can go into (constants and enums are the malformed-input fuzzer's).
  return out.filter((slot) => !(slot.schema?.const !== undefined || slot.schema?.enum) && !(slot.part === 'params' && slot.schema?.type !== 'string' && slot.schema?.type !== 'integer' && slot.schema?.type !== 'number'));
}

const TEXT_PARTS: Part[] = ['multipart', 'file', 'raw', 'header', 'wildcard'];
const isText = (slot: Slot) => TEXT_PARTS.includes(slot.part) || slot.schema?.type === 'string' || (slot.schema === undefined && typeof slot.value === 'string');

const URL_PARTS: Part[] = ['query', 'params', 'header', 'wildcard'];

/**
 * The text the server reads from a value sent in a URL or an encoded header: what percent-decoding gives, or, when
 * the bytes are not UTF-8 (a lone surrogate has no UTF-8 form), the encoded text itself as the query parser and
 * Upload-Name keep it.
 */
function asReceived(value: string): string {
  const encoded = encodeUrlValue(value);
  try {
    return decodeURIComponent(encoded);
  } catch {
    return encoded;
  }
}

/** Parts sent as UTF-8 bytes as they are (multipart fields and file names, a raw text body): a lone surrogate arrives as U+FFFD. */
const BYTE_PARTS: Part[] = ['multipart', 'file', 'raw'];

function mutationsOf(slot: Slot): fc.Arbitrary<Mutation>[] {
  const inUrl = URL_PARTS.includes(slot.part);
  const received = (value: string) => (inUrl ? asReceived(value) : BYTE_PARTS.includes(slot.part) ? Buffer.from(value).toString('utf8') : value);
  const refused = (value: unknown) => !slot.bytes && hasUnacceptableText(typeof value === 'string' ? received(value) : value);
  const set = (value: unknown, note: string): Mutation => ({ kind: 'set', slot, value, refused: refused(value), note });
  const out: fc.Arbitrary<Mutation>[] = [];
  const type = slot.schema?.type;
  if (isText(slot)) {
    // (A path value or wildcard that is empty or a dot segment is another address, not this route with a hostile value:
    // `/api/files/..` is `/api/`.)
    const strings = hostileStrings(slot.schema, slot.value, inUrl).filter(
      ({ value }) => (slot.part !== 'params' && slot.part !== 'wildcard') || !['', '.', '..'].includes(value),
    );
    out.push(strings.map(({ value, note }) => set(value, note)));
  }
  if (type === 'integer' || type === 'number') out.push(hostileNumbers(slot.schema).map(({ value, note }) => set(inUrl ? String(value) : value, note)));
  if (type === 'array' && slot.schema?.items) {
    const element = Array.isArray(slot.value) && slot.value.length > 0 ? slot.value[0] : undefined;
    if (element !== undefined) {
      const counts = [0, 2, ...(slot.schema.maxItems !== undefined ? [slot.schema.maxItems, slot.schema.maxItems + 1] : [1_000])];
      out.push(fc.constantFrom(...counts).map((n) => set(Array.from({ length: n }, () => structuredClone(element)), `${n} copies of its first element${slot.schema?.maxItems !== undefined ? ` (limit ${slot.schema.maxItems})` : ''}`)));
    }
  }
  if (slot.part === 'body' && slot.path.length > 0) {
    // Deep nesting where the schema wants something else: refused, and the walk must not overflow.
    out.push(fc.constantFrom(100, 5_000).map((depth) => ({ kind: 'deep' as const, slot, depth, note: `= ${depth} nested arrays` })));
    out.push(hostileStrings(undefined, undefined, false).map(({ value, note }) => ({ kind: 'duplicate-key' as const, slot, first: value, note: `given twice, first ${note}` })));
  }
  if (slot.part === 'body' && type === 'object') {
    out.push(fc.constantFrom('__proto__' as const, 'constructor' as const).map((key) => ({ kind: 'prototype-key' as const, slot, key, note: `with a ${key} key` })));
  }
  return out;
}

/** A field no route declares, with a hostile name and value, in the query (strict everywhere: a 400 naming it). */
function unknownQueryField(): fc.Arbitrary<Mutation> {
  const names = ['q\u0000', '\u0000', 'x\uD800', 'x\u001B', 'é', '__proto__', 'constructor', 'hasOwnProperty', 'a'.repeat(300), ' ', '[]', 'a[b]'];
  return fc.tuple(fc.constantFrom(...names), hostileStrings(undefined, 'v', true)).map(([name, { value, note }]): Mutation => {
    const slot: Slot = { part: 'query', path: [name], schema: undefined, value: undefined };
    return { kind: 'set', slot, value, refused: hasUnacceptableText(asReceived(value)) || hasUnacceptableText(asReceived(name)), note: `(unknown field) ${note}` };
  });
}

/**
 * Arrays nested `depth` deep: written straight into the body text (JSON.stringify, and fast-check printing a
 * counterexample, would overflow the stack), judged against the schema as three levels (the same verdict).
 */
class Nested {
  constructor(readonly depth: number) {}
  toJSON() {
    return `@@nested:${this.depth}@@`;
  }
}
const NESTED_TEXT = /"@@nested:(\d+)@@"/g;
const nestedText = (json: string) => json.replace(NESTED_TEXT, (_, depth: string) => `${'['.repeat(Number(depth))}"x"${']'.repeat(Number(depth))}`);
const judged = (body: unknown) => JSON.parse(JSON.stringify(body, (_key, value: unknown) => (value instanceof Nested ? [[['x']]] : value)) ?? 'null');

/* ───────────────────────────── applying mutations and sending ───────────────────────────── */

function clone(request: HostileRequest): HostileRequest {
  return {
    ...request,
    params: request.params && { ...request.params },
    query: request.query && { ...request.query },
    body: request.body === undefined ? undefined : structuredClone(request.body),
    multipart: request.multipart && { fields: { ...request.multipart.fields }, file: request.multipart.file && { ...request.multipart.file } },
    raw: request.raw && { ...request.raw },
    headers: request.headers && { ...request.headers },
    encodedHeaders: request.encodedHeaders && { ...request.encodedHeaders },
  };
}

/** Sets `value` at `path` under `root`, making the objects and arrays on the way. */
function setAt(root: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path;
  const container = (root ?? (/^\d+$/.test(key) ? [] : {})) as Record<string, unknown>;
  Object.defineProperty(container, key, { value: setAt(container[key], rest, value), enumerable: true, writable: true, configurable: true });
  return container;
}

const getAt = (root: unknown, path: string[]): unknown => path.reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], root);

/** The JSON text of the body, with the duplicated keys written twice (the earlier value first). */
function bodyText(body: unknown, duplicates: { path: string[]; first: unknown }[]): string {
  // Only objects on the way to a duplicated key are written by hand; everything else is JSON.stringify's (which takes
  // any depth: the nested arrays of the 'deep' mutation are thousands of levels).
  const onTheWay = (path: string[]) => duplicates.some((d) => d.path.length > path.length && path.every((k, i) => k === d.path[i]));
  const write = (value: unknown, path: string[]): string => {
    if (value === null || typeof value !== 'object' || !onTheWay(path)) return JSON.stringify(value) ?? 'null';
    if (Array.isArray(value)) return `[${value.map((v, i) => write(v, [...path, String(i)])).join(',')}]`;
    const members: string[] = [];
    for (const [key, inner] of Object.entries(value)) {
      if (inner === undefined) continue; // (as JSON.stringify leaves it out)
      const here = [...path, key];
      const duplicate = duplicates.find((d) => d.path.length === here.length && d.path.every((k, i) => k === here[i]));
      if (duplicate) members.push(`${JSON.stringify(key)}:${JSON.stringify(duplicate.first)}`);
      members.push(`${JSON.stringify(key)}:${write(inner, here)}`);
    }
    return `{${members.join(',')}}`;
  };
  return write(body, []);
}

/**
 * The starting request with the mutations applied, and those that took effect: a duplicate or prototype key needs
 * its object in the body, so those are applied after every value is set (a set deeper down may create the object)
 * and dropped when there is none.
 */
function applyAll(start: HostileRequest, mutations: Mutation[]): { request: HostileRequest; duplicates: { path: string[]; first: unknown }[]; applied: Mutation[] } {
  const request = clone(start);
  const duplicates: { path: string[]; first: unknown }[] = [];
  const applied: Mutation[] = [];
  const keyed = (m: Mutation) => m.kind === 'duplicate-key' || m.kind === 'prototype-key';
  for (const m of [...mutations.filter((m) => !keyed(m)), ...mutations.filter(keyed)]) {
    const { part, path } = m.slot;
    if (m.kind === 'duplicate-key') {
      // The earlier of two duplicate keys never reaches a handler (JSON.parse keeps the last): only its text is sent.
      const parent = getAt(request.body, path.slice(0, -1));
      if (parent === null || typeof parent !== 'object' || !Object.hasOwn(parent, path.at(-1)!)) continue;
      duplicates.push({ path, first: m.first });
    } else if (m.kind === 'deep') {
      request.body = setAt(request.body, path, new Nested(m.depth));
    } else if (m.kind === 'prototype-key') {
      const target = getAt(request.body, path);
      if (target === null || typeof target !== 'object' || Array.isArray(target)) continue;
      const value = m.key === '__proto__' ? { polluted: true } : { prototype: { polluted: true } };
      Object.defineProperty(target, m.key, { value, enumerable: true, writable: true, configurable: true });
    } else if (part === 'params') request.params = { ...request.params, [path[0]]: m.value as string };
    else if (part === 'query') request.query = { ...request.query, [path[0]]: m.value as string };
    else if (part === 'body') request.body = setAt(request.body, path, m.value);
    else if (part === 'multipart') request.multipart!.fields[path[0]] = String(m.value);
    else if (part === 'file') request.multipart!.file!.name = String(m.value);
    else if (part === 'raw') request.raw!.text = String(m.value);
    else if (part === 'header') request.encodedHeaders = { ...request.encodedHeaders, [path[0]]: String(m.value) };
    else if (part === 'wildcard') request.wildcard = String(m.value);
    applied.push(m);
  }
  return { request, duplicates, applied };
}

/** A value encoded for a URL: lone surrogates (which no UTF-8 can carry) as the bytes a client would still send. */
function encodeUrlValue(value: string): string {
  let out = '';
  for (const unit of value.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\s\S]/g) ?? []) {
    const code = unit.charCodeAt(0);
    out += unit.length === 1 && code >= 0xd800 && code <= 0xdfff
      ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('')
      : encodeURIComponent(unit);
  }
  return out;
}

function multipartPayload(fields: Record<string, string>, file: FilePart | undefined) {
  const boundary = `----hostile${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    const name = file.name.replace(/["\r\n]/g, (c) => encodeURIComponent(c));
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`));
    chunks.push(file.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function injectOptions(contract: RouteContract, request: HostileRequest, duplicates: { path: string[]; first: unknown }[]): InjectOptions {
  const params = Object.fromEntries(Object.entries(request.params ?? {}).map(([k, v]) => [k, String(v)]));
  const path = contract.url
    .replace(/:([A-Za-z]+)(\([^/]*\))?/g, (_, name: string) => encodeUrlValue(params[name] ?? ''))
    .replace(/\*$/, () => (request.wildcard ?? '').split('/').map(encodeUrlValue).join('/'));
  const query = Object.entries(request.query ?? {})
    .flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((item) => `${encodeUrlValue(k)}=${encodeUrlValue(String(item))}`))
    .join('&');
  const headers: Record<string, string> = { ...request.headers };
  for (const [name, value] of Object.entries(request.encodedHeaders ?? {})) headers[name] = encodeUrlValue(value);
  let payload: string | Buffer | undefined;
  if (request.multipart) {
    const built = multipartPayload(request.multipart.fields, request.multipart.file);
    payload = built.payload;
    headers['content-type'] = built.contentType;
  } else if (request.raw) {
    payload = request.raw.text;
    headers['content-type'] = request.raw.contentType;
  } else if (request.body !== undefined) {
    payload = nestedText(bodyText(request.body, duplicates));
    headers['content-type'] = 'application/json';
  }
  return { method: contract.method as InjectOptions['method'], url: path + (query ? `?${query}` : ''), headers, payload };
}

/* ───────────────────────────── judging an answer ───────────────────────────── */

/** Whether the contract's schemas accept the request (as the server would see it: text for query and path). */
function contractAccepts(contract: RouteContract, request: HostileRequest): boolean {
  const schemas = routeSchema(contract) as { params?: object; querystring?: object; body?: object };
  // What the server's parsers give: a value's percent-decoded text (a lone surrogate, which UTF-8 cannot carry, stays
  // encoded: `%ED%A0%80`, nine characters, so a minLength of 2 is met).
  const asText = (o: Record<string, unknown> | undefined) => Object.fromEntries(Object.entries(o ?? {}).map(([k, v]) => [k, asReceived(String(v))]));
  const ok = (schema: object | undefined, data: unknown, text: boolean) => !schema || ((text ? textAjv : bodyAjv).validate(schema, data) as boolean);
  if (!ok(schemas.params, asText(request.params), true) || !ok(schemas.querystring, asText(request.query), true)) return false;
  if (request.multipart || request.raw) return true;
  return ok(schemas.body, request.body === undefined ? undefined : judged(request.body), false);
}

const dotted = (slot: Slot) => slot.path.join('.');
/** A field the answer names is about a changed slot: the slot itself, inside it, or the object or union holding it. */
const related = (field: string, slot: Slot) => {
  if (slot.part === 'file' || slot.part === 'raw' || slot.part === 'wildcard') return true;
  // The router names `url` when it cannot decode a path value.
  if (slot.part === 'params' && field === 'url') return true;
  const path = slot.part === 'query' ? asReceived(dotted(slot)) : dotted(slot);
  const created = slot.created?.join('.');
  if (created !== undefined && (field === created || field.startsWith(`${created}.`))) return true;
  return path === '' || field === path || field.startsWith(`${path}.`) || path.startsWith(`${field}.`) || field === 'body' && slot.part === 'body';
};

function describe(m: Mutation): string {
  return `${m.slot.part}${m.slot.path.length ? `.${dotted(m.slot)}` : ''} ${m.note}`;
}

/** Sends hostile variations of `start()` (called for every run: a fresh account, token or name when the route needs one). */
export async function fuzzHostile(
  app: FastifyInstance,
  contract: RouteContract,
  start: () => HostileRequest | Promise<HostileRequest>,
  options: HostileOptions = {},
): Promise<void> {
  const first = await start();
  const plain = await app.inject(injectOptions(contract, first, []));
  if (plain.statusCode >= 300) {
    throw new Error(`the starting request of ${contract.method} ${contract.url} must be answered with a 2xx, not ${plain.statusCode} ${plain.body.slice(0, 300)}`);
  }
  const slots = slotsOf(contract, first);
  const perSlot = [...slots.flatMap(mutationsOf), unknownQueryField()].map((arbitrary) =>
    arbitrary.map((m) => Object.assign(m, { [fc.toStringMethod]: () => describe(m) })),
  );
  const mutations = fc.uniqueArray(fc.oneof(...perSlot), { minLength: 1, maxLength: 3, selector: (m) => `${m.slot.part}:${dotted(m.slot)}` });

  await assertProperty(
    fc.asyncProperty(mutations, async (changes) => {
      // A change inside a slot another change replaces is lost: keep the outermost.
      const kept = changes.filter((m) => !changes.some((o) => o !== m && o.slot.part === m.slot.part && (o.kind === 'set' || o.kind === 'deep') && m.slot.path.length > o.slot.path.length && o.slot.path.every((k, i) => k === m.slot.path[i])));
      const base = await start();
      const { request, duplicates, applied: present } = applyAll(base, kept);
      const refusedText = present.some((m) => m.kind === 'set' && m.refused);
      const prototype = present.some((m) => m.kind === 'prototype-key');
      const mustRefuse = refusedText || prototype || !contractAccepts(contract, request);
      const before = await fingerprint(app);
      const response = await app.inject(injectOptions(contract, request, duplicates));
      const where = `${contract.method} ${contract.url} (${present.map(describe).join('; ')}) → ${response.statusCode} ${response.body.slice(0, 300)}`;

      if (response.statusCode >= 500) throw new Error(`a 5xx for ${where}`);
      // A path value longer than the router takes (maxParamLength 200) is answered before any route: 414.
      const unroutable = present.some((m) => m.slot.part === 'params' && m.kind === 'set' && encodeUrlValue(String(m.value)).length > 200);
      if (response.statusCode >= 400) {
        // A HEAD answer has no body: its status is all there is to judge.
        const head = (contract.method as string) === 'HEAD'; // (protocol routes are cast to RouteContract)
        const body = (head ? { message: 'HEAD', statusCode: response.statusCode, data: { field: '' } } : response.json()) as {
          message?: unknown; statusCode?: unknown; data?: { field?: unknown };
        };
        if (typeof body.message !== 'string' || body.message === '' || body.statusCode !== response.statusCode) throw new Error(`error shape broken for ${where}`);
        const field = body.data?.field;
        if (response.statusCode === 400 && typeof field !== 'string') throw new Error(`a 400 naming no field for ${where}`);
        // The path of a stored file (/api/files/*) names a file: one no stored file can have is not found.
        const notAFile = response.statusCode === 404 && present.every((m) => m.slot.part === 'wildcard');
        const named = head || (typeof field === 'string' && present.some((m) => related(field, m.slot)));
        if (mustRefuse && !unroutable && !notAFile && (response.statusCode !== 400 || !named)) {
          throw new Error(`expected a 400 naming a changed field (${present.map((m) => `${m.slot.part}:${dotted(m.slot)}`).join(', ')}) for ${where}`);
        }
        const after = await fingerprint(app);
        const changed = Object.keys(before).filter((table) => after[table] !== before[table]);
        if (changed.length > 0) throw new Error(`${changed.join(', ')} changed although the request was refused: ${where}`);
      } else {
        if (mustRefuse) throw new Error(`expected a 400 (${refusedText ? 'text no field accepts' : prototype ? 'a prototype key' : 'the contract refuses it'}), got ${where}`);
        await options.check?.(response, request);
      }
    }),
    options.numRuns ?? 30,
    { endOnFailure: true },
  );
}
