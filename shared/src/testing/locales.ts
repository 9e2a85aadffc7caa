import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
