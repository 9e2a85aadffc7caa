import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@bc/shared/contracts';
import { CATALOGS } from '../../src/messages';
import { statusMessages } from '../../src/messages/catalog/status';
import { termsCatalog } from '../../src/messages/catalog/terms';
import { placeholdersOf } from '../../src/messages/translate';
import { thrownMessages } from '../helpers/thrown-messages';

const API_ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The source folders whose refusals a person reads. */
const SOURCES = ['src/domains', 'src/breeding', 'src/plugins', 'src/lib'];
const TRANSLATED = LOCALES.filter((l) => l !== 'en');

/** A key or message with its values as `{}` (`{0}`, `{1}` and `${…}` alike). */
const shapeOf = (text: string) => text.replace(/\{\d+\}/g, '{}');

describe('the API\'s message catalogs', () => {
  const entries = CATALOGS.flatMap((catalog) => Object.entries(catalog));

  it('translate every message into every language, with the same values as the English', () => {
    const problems: string[] = [];
    for (const [key, translations] of entries) {
      for (const locale of TRANSLATED) {
        const text = translations[locale];
        if (typeof text !== 'string' || text.trim() === '') problems.push(`${locale} missing: ${key}`);
        else if (placeholdersOf(text).join() !== placeholdersOf(key).join()) problems.push(`${locale} values differ: ${key} → ${text}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('translate every term a message carries (statuses, parents\' roles) into every language', () => {
    for (const [term, translations] of Object.entries(termsCatalog)) {
      for (const locale of TRANSLATED) expect(translations[locale], `${term} ${locale}`).toMatch(/\S/);
    }
  });

  it('hold each message once', () => {
    const shapes = entries.map(([key]) => shapeOf(key));
    expect(shapes.filter((shape, i) => shapes.indexOf(shape) !== i)).toEqual([]);
  });

  it('say what each refusal status means in all seven languages', () => {
    for (const status of ['400', '401', '403', '404', '409', '413', '429', '4xx']) {
      for (const locale of LOCALES) expect(statusMessages[status]?.[locale], `${status} ${locale}`).toMatch(/\S/);
    }
  });

  it('hold every refusal the API\'s source answers (a new message gets its translations in api/src/messages/catalog)', () => {
    const known = new Set(entries.map(([key]) => shapeOf(key)));
    const thrown = thrownMessages(API_ROOT, SOURCES);
    expect(thrown.length).toBeGreaterThan(200);
    const missing = thrown.filter((m) => !known.has(m.text)).map((m) => `${m.at}: ${m.text}`);
    expect(missing, 'Add these messages, in six languages, to a catalog in api/src/messages/catalog (see its README)').toEqual([]);
  });
});
