import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locale } from '@bc/shared';

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

/** The `pedigree` and `common` namespaces of a locale, for `renderPage({ messages })`. */
export function messages(locale: Locale): Record<string, Record<string, unknown>> {
  return {
    pedigree: read(resolve(__dirname, '../../locales', `${locale}.json`)),
    common: read(resolve(__dirname, '../../node_modules/@bc/shared/locales', `${locale}.json`)),
  };
}
