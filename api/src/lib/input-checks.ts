/**
 * Checks over a whole request input (a parsed JSON body, a query, path parameters) that no schema can express:
 * prototype keys. They walk the value iteratively (an explicit stack), so a body
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
