import { COLORS } from '../../../src/domains/dictionaries/content/colors';
import { COUNTRIES } from '../../../src/domains/dictionaries/countries';
import { HEALTH_SCALES } from '../../../src/domains/dictionaries/content/health';
import { type ImportDictionaries, importMatchers } from '../../../src/domains/imports/engine';

/** The dictionaries as migrations seed them (the same content files). */
export const dictionaries: ImportDictionaries = {
  colors: COLORS.map((c) => ({ id: c.id, name: c.name })),
  countries: COUNTRIES.map((c) => ({ id: c.id, name: c.name })),
  scales: new Map(HEALTH_SCALES.map((s) => [s.id, { kind: s.kind, options: s.options }])),
};
export const matchers = importMatchers(dictionaries);
