import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@bc/shared';
import { checkLocales, unknownKeys } from '@bc/shared/testing';

const read = (locale: string) => JSON.parse(readFileSync(resolve(__dirname, '../locales', `${locale}.json`), 'utf8')) as unknown;

function strings(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) => strings(value, prefix ? `${prefix}.${key}` : key));
}

const placeholders = (text: string) => [...text.matchAll(/\{\{?\s*(\w+)\s*\}?\}/g)].map((match) => match[0]).sort();

describe('pets locales', () => {
  it('has every key, filled, in all seven languages', () => {
    const report = checkLocales(resolve(__dirname, '../locales'));
    expect(report.missing).toEqual({});
    expect(report.empty).toEqual({});
  });

  it('keeps the same placeholders in every language', () => {
    const english = new Map(strings(read('en')));
    for (const locale of LOCALES) {
      for (const [key, text] of strings(read(locale))) expect([locale, key, placeholders(text)]).toEqual([locale, key, placeholders(english.get(key) ?? '')]);
    }
  });

  it('is translated: no other language repeats the English sentences', () => {
    const english = new Map(strings(read('en')));
    for (const locale of LOCALES.filter((code) => code !== 'en')) {
      const same = strings(read(locale)).filter(([key, text]) => text === english.get(key) && text.split(' ').length > 2);
      expect([locale, same]).toEqual([locale, []]);
    }
  });

  it('every key the code translates exists (in this namespace or the common one)', () => {
    expect(unknownKeys(resolve(__dirname), 'pets')).toEqual([]);
  });
});
