/**
 * Checks over a whole request input (a parsed JSON body, a query, path parameters) that no schema can express:
 * prototype keys, and text PostgreSQL cannot store. They walk the value iteratively (an explicit stack), so a body
 * nested as deep as the body limit allows cannot overflow the call stack.
 */

/** Where a finding is: the keys from the root (`['registrations', '0', 'number']`). */
export type InputPath = string[];

interface Frame {
  value: unknown;
  key: string;
  parent: Frame | undefined;
}

const pathOf = (frame: Frame | undefined): InputPath => {
  const keys: string[] = [];
  for (let f = frame; f?.parent; f = f.parent) keys.push(f.key);
  return keys.reverse();
};

/**
 * Visits every value under `root` depth-first in document order; `visit` returns a finding to stop at. Keys are
 * passed to `visitKey` (a finding there is reported at the key's own path).
 */
function walk<T>(
  root: unknown,
  visitValue: (value: unknown) => T | undefined,
  visitKey: (key: string, object: object) => T | undefined,
): { path: InputPath; finding: T } | undefined {
  const stack: Frame[] = [{ value: root, key: '', parent: undefined }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    const { value } = frame;
    const finding = visitValue(value);
    if (finding !== undefined) return { path: pathOf(frame), finding };
    if (value === null || typeof value !== 'object') continue;
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], key: String(i), parent: frame });
      continue;
    }
    const keys = Object.keys(value);
    for (const key of keys) {
      const atKey = visitKey(key, value);
      if (atKey !== undefined) return { path: [...pathOf(frame), key], finding: atKey };
    }
    for (let i = keys.length - 1; i >= 0; i--) {
      stack.push({ value: (value as Record<string, unknown>)[keys[i]], key: keys[i], parent: frame });
    }
  }
  return undefined;
}

/**
 * The first prototype key under `value`: an own `__proto__` key, or a `constructor` key holding an object with a
 * `prototype` (what secure-json-parse, Fastify's default, refuses). JSON.parse makes such keys plain own
 * properties, but any later `Object.assign`, merge or `for…in` copy would turn them into a prototype change, so they
 * never reach a handler.
 */
export function findPrototypeKey(value: unknown): InputPath | undefined {
  const found = walk(
    value,
    () => undefined,
    (key, object) => {
      if (key === '__proto__') return true;
      if (key !== 'constructor') return undefined;
      const held = (object as Record<string, unknown>)[key];
      return held !== null && typeof held === 'object' && Object.hasOwn(held, 'prototype') ? true : undefined;
    },
  );
  return found?.path;
}

/**
 * Characters refused in every text of a request (values and keys):
 * - U+0000: PostgreSQL text and jsonb cannot hold it (error 22021 / 22P05, which used to be a 500);
 * - a lone UTF-16 surrogate: not a character; UTF-8 cannot encode it, so the driver would silently store U+FFFD;
 * - the other control characters (C0 and C1, and DEL) except TAB, LF and CR: no name or text of this product has a
 *   use for them, and they corrupt what shows them (terminals, CSV, mail). TAB, LF and CR stay allowed everywhere:
 *   multi-line texts (about, notes, titles, working results, requests) need them, and in a one-line name they are
 *   harmless (pages collapse them, the single-line inputs never send them), so one rule serves every field.
 */
// In `u` mode a surrogate pair is one code point, so the surrogate range matches only unpaired halves.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSTORABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uD800-\uDFFF]/u;

/** What is wrong with `text`, or undefined: `must not contain the control character U+001B`. */
export function textProblem(text: string): string | undefined {
  const match = UNSTORABLE.exec(text);
  if (!match) return undefined;
  const code = match[0].charCodeAt(0);
  if (code === 0) return 'must not contain the NUL character (U+0000)';
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  if (code >= 0xd800 && code <= 0xdfff) return `must not contain an unpaired UTF-16 surrogate (${hex})`;
  return `must not contain the control character ${hex} (only tab and line breaks are allowed)`;
}

/**
 * The first text under `value` (a string value, or an object key) with a character no field accepts: its path (for a
 * key, the key's own path) and what is wrong.
 */
export function findUnstorableText(value: unknown): { path: InputPath; problem: string; inKey: boolean } | undefined {
  const found = walk<{ problem: string; inKey: boolean }>(
    value,
    (v) => {
      const problem = typeof v === 'string' ? textProblem(v) : undefined;
      return problem ? { problem, inKey: false } : undefined;
    },
    (key) => {
      const problem = textProblem(key);
      return problem ? { problem, inKey: true } : undefined;
    },
  );
  return found && { path: found.path, ...found.finding };
}
