import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@bc/shared';
import { describeLocales } from '@bc/shared/testing';

const read = (locale: string) => JSON.parse(readFileSync(resolve(__dirname, '../locales', `${locale}.json`), 'utf8')) as unknown;

function strings(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) => strings(value, prefix ? `${prefix}.${key}` : key));
}

describeLocales(__dirname, 'pets');

describe('pets translations', () => {
  it('is translated: no other language repeats the English sentences', () => {
    const english = new Map(strings(read('en')));
    for (const locale of LOCALES.filter((code) => code !== 'en')) {
      const same = strings(read(locale)).filter(([key, text]) => text === english.get(key) && text.split(' ').length > 2);
      expect([locale, same]).toEqual([locale, []]);
    }
  });
});
