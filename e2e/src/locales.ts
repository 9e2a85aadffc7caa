import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** Reads an app's translations, so tests assert the real text of each language. */
export function messages(app: string, locale: string): Record<string, unknown> {
  const dir = app === 'common' ? 'shared' : app;
  return JSON.parse(readFileSync(resolve(__dirname, '../..', dir, 'locales', `${locale}.json`), 'utf8')) as Record<string, unknown>;
}

export function text(app: string, locale: string, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages(app, locale));
  if (typeof value !== 'string') throw new Error(`No string ${app}:${locale}:${key}`);
  return value;
}
