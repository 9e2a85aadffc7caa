import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, MODERATION_ACTIONS, MODERATION_RECORDS } from '@bc/shared/contracts';

/** The audit log names every action and every kind of record a decision can be about, in every language. */
describe('audit log labels', () => {
  const catalogs = LOCALES.map((locale) => [
    locale,
    JSON.parse(readFileSync(join(__dirname, '../../../../locales', `${locale}.json`), 'utf8')) as {
      actions: Record<string, string>;
      log: { records: Record<string, string> };
    },
  ] as const);

  it.each(catalogs)('%s has a label for every action', (_, catalog) => {
    expect(MODERATION_ACTIONS.filter((action) => !catalog.actions[action]?.trim())).toEqual([]);
  });

  it.each(catalogs)('%s names every record kind shown as text (not a link), with the record’s name', (_, catalog) => {
    const shownAsText = MODERATION_RECORDS.filter((kind) => kind !== 'user' && kind !== 'pet' && kind !== 'mating');
    expect(shownAsText.filter((kind) => !catalog.log.records[kind]?.includes('{{name}}'))).toEqual([]);
  });
});
