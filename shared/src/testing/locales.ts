import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locales';

type Tree = { [key: string]: Tree | string | Tree[] | string[] };

function keys(tree: unknown, prefix = ''): string[] {
  if (Array.isArray(tree)) return tree.flatMap((item, index) => keys(item, `${prefix}[${index}]`));
  if (tree && typeof tree === 'object') {
    return Object.entries(tree as Tree).flatMap(([key, value]) => keys(value, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

function emptyValues(tree: unknown, prefix = ''): string[] {
  if (Array.isArray(tree)) return tree.flatMap((item, index) => emptyValues(item, `${prefix}[${index}]`));
  if (tree && typeof tree === 'object') {
    return Object.entries(tree as Tree).flatMap(([key, value]) => emptyValues(value, prefix ? `${prefix}.${key}` : key));
  }
  return typeof tree === 'string' && tree.trim() === '' ? [prefix] : [];
}

export interface LocaleReport {
  /** locale → keys that the union of all locales has and this one lacks */
  missing: Record<string, string[]>;
  empty: Record<string, string[]>;
  files: string[];
}

/** Compares the seven `<locale>.json` files of a folder key by key. */
export function checkLocales(dir: string): LocaleReport {
  const files = readdirSync(dir).filter((file) => file.endsWith('.json'));
  const trees = Object.fromEntries(
    LOCALES.map((locale) => {
      const file = join(dir, `${locale}.json`);
      try {
        return [locale, JSON.parse(readFileSync(file, 'utf8')) as unknown];
      } catch {
        return [locale, undefined];
      }
    }),
  );
  const all = new Set(Object.values(trees).flatMap((tree) => (tree ? keys(tree) : [])));
  const missing: Record<string, string[]> = {};
  const empty: Record<string, string[]> = {};
  for (const locale of LOCALES) {
    const tree = trees[locale];
    const own = new Set(tree ? keys(tree) : []);
    const lacks = [...all].filter((key) => !own.has(key));
    if (!tree) lacks.unshift('<file missing>');
    if (lacks.length) missing[locale] = lacks;
    const blank = tree ? emptyValues(tree) : [];
    if (blank.length) empty[locale] = blank;
  }
  return { missing, empty, files };
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The literal keys the code translates: `t('a.b')`, `tc('common:a.b')`, `i18next.t('ns:a.b')` (not built ones). */
function usedKeys(srcDir: string): { key: string; file: string }[] {
  const found: { key: string; file: string }[] = [];
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\b(?:t|tc|i18next\.t)\(\s*(['"`])([A-Za-z0-9_.:-]+)\1/g)) found.push({ key: match[2], file });
  }
  return found;
}

/** The common namespace's translations (shared/locales; vitest gives every module its `__dirname`). */
const commonLocales = () => join(__dirname, '../../locales');

/**
 * The keys the code uses that no namespace it can reach has (in English; the other languages are compared with it
 * by `checkLocales`). `namespaces`: name → its locales folder, by default an app's own (`<srcDir>/../locales`) and the
 * common one; an unprefixed key may live in `own` or in `common`. A key counts as present with a plural suffix
 * (`_one`, `_other`) or as an object (`returnObjects`).
 */
export function unknownKeys(
  srcDir: string,
  own: string,
  namespaces: Record<string, string> = { [own]: join(srcDir, '../locales'), common: commonLocales() },
): string[] {
  const known = new Map(
    Object.entries(namespaces).map(([name, dir]) => [name, new Set(keys(JSON.parse(readFileSync(join(dir, 'en.json'), 'utf8'))))]),
  );
  const has = (namespace: string, key: string) => {
    const set = known.get(namespace);
    if (!set) return true; // a namespace this check was not given (another app's): not ours to judge
    return set.has(key) || [...set].some((item) => item.startsWith(`${key}_`) || item.startsWith(`${key}.`) || item.startsWith(`${key}[`));
  };
  return usedKeys(srcDir)
    .filter(({ key }) => {
      const [namespace, name] = key.includes(':') ? key.split(':', 2) : [null, key];
      return namespace ? !has(namespace, name) : !has(own, name) && !has('common', name);
    })
    .map(({ key, file }) => `${key} (${file.slice(srcDir.length + 1)})`);
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

/**
 * The translations of a locale for `renderPage({ messages })`: the common namespace and each of `namespaces`
 * (name → its locales folder), e.g. `localeMessages('en', { pets: resolve(__dirname, '../../locales') })`.
 */
export function localeMessages(locale: string, namespaces: Record<string, string> = {}): Record<string, Record<string, unknown>> {
  return {
    ...Object.fromEntries(Object.entries(namespaces).map(([name, dir]) => [name, readJson(join(dir, `${locale}.json`))])),
    common: readJson(join(commonLocales(), `${locale}.json`)),
  };
}

function strings(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (!tree || typeof tree !== 'object') return [];
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) => strings(value, prefix ? `${prefix}.${key}` : key));
}

const placeholders = (text: string) => [...text.matchAll(/\{\{?\s*(\w+)\s*\}?\}/g)].map((match) => match[0]).sort();

/** Keys whose text has other placeholders than the English text of the same key, as `locale key: […]`. */
export function placeholderMismatches(dir: string): string[] {
  const english = new Map(strings(readJson(join(dir, 'en.json'))));
  return LOCALES.flatMap((locale) =>
    strings(readJson(join(dir, `${locale}.json`)))
      .filter(([key, text]) => placeholders(text).join() !== placeholders(english.get(key) ?? '').join())
      .map(([key, text]) => `${locale} ${key}: ${placeholders(text).join(' ')}`),
  );
}

/**
 * The locale tests of an app (`srcDir`: its `src`, translations in `../locales`): every key in all seven languages,
 * none empty, the same placeholders as in English, and every key the code translates present.
 */
export function describeLocales(srcDir: string, namespace: string) {
  const dir = join(srcDir, '../locales');
  describe(`${namespace} locales`, () => {
    it('has every key, filled, in all seven languages', () => {
      const report = checkLocales(dir);
      expect(report.missing).toEqual({});
      expect(report.empty).toEqual({});
    });

    it('keeps the same placeholders in every language', () => {
      expect(placeholderMismatches(dir)).toEqual([]);
    });

    it('every key the code translates exists (in this namespace or the common one)', () => {
      expect(unknownKeys(srcDir, namespace)).toEqual([]);
    });
  });
}
