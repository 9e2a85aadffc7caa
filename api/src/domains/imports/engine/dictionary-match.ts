import type { LocalizedName } from '@bc/shared/contracts';
import { normalizeSearch } from '../../pets/search-text';

/** A dictionary entry as the import matches it: its id and its names in every language. */
export interface NamedEntry {
  id: string;
  name: LocalizedName;
}

/** The dictionaries an import matches values against. */
export interface ImportDictionaries {
  colors: NamedEntry[];
  /** Scoring systems by id (`hips:ofa`) with their options. */
  scales: Map<string, { kind: string; options: NamedEntry[] }>;
  /** ISO codes of countries with their names. */
  countries: NamedEntry[];
}

// Words that join colours ("black and white", "schwarz und weiß", "чёрный с белым") and spelling variants.
const JOINERS = new Set(['and', 'und', 'i', 'и', 'с', 's', 'a', 'ar', 'with', 'z', 'et', 'y', 'en', 'mit']);
const SPELLINGS: Record<string, string> = { tricolor: 'tricolour', tri: 'tricolour', colour: 'color', grey: 'gray', choc: 'chocolate', brown: 'chocolate' };

/** A value's key: normalised words without joiners, in order (`BLACK/WHITE`, `Black & White` → `black white`). */
export function matchKey(value: string): string {
  return normalizeSearch(value)
    .split(' ')
    .filter((w) => w && !JOINERS.has(w))
    .map((w) => SPELLINGS[w] ?? w)
    .join(' ');
}

/** Finds entries by id or by any of their names, across languages and scripts. */
export class DictionaryMatcher {
  private readonly keys = new Map<string, string>();

  constructor(
    entries: readonly NamedEntry[],
    aliases: Record<string, string> = {},
    /** How values are compared: colours drop joining words; grades (`A`, `0`) and codes keep every word. */
    private readonly key: (value: string) => string = matchKey,
  ) {
    // Names first, ids last: an id wins over another entry's name.
    for (const e of entries) for (const n of Object.values(e.name)) this.add(n, e.id);
    for (const e of entries) this.add(e.id, e.id);
    for (const [alias, id] of Object.entries(aliases)) this.add(alias, id);
  }

  private add(text: string, id: string) {
    const key = this.key(text);
    if (key) this.keys.set(key, id);
    // `Black & white (ee)`: also without the bracket.
    const bare = this.key(text.replace(/\([^)]*\)/g, ''));
    if (bare && !this.keys.has(bare)) this.keys.set(bare, id);
  }

  /** The entry's id, or null when nothing matches. */
  match(value: string): string | null {
    return this.keys.get(this.key(value)) ?? null;
  }
}

/** Colours clubs write otherwise (`tricolour` alone is black tricolour, `merle` blue merle). */
const COLOR_ALIASES: Record<string, string> = {
  'black white tan': 'black-tricolour',
  tricolour: 'black-tricolour',
  merle: 'blue-merle',
  'blue merle white': 'blue-merle',
  'red merle white': 'red-merle',
  'white black': 'black-white',
  sable: 'sable-white',
};

export interface ImportMatchers {
  color: DictionaryMatcher;
  country: DictionaryMatcher;
  /** Per scale id (`hips:ofa`). */
  scale(id: string): DictionaryMatcher | null;
}

export function importMatchers(dictionaries: ImportDictionaries): ImportMatchers {
  const scales = new Map<string, DictionaryMatcher>();
  for (const [id, scale] of dictionaries.scales) scales.set(id, new DictionaryMatcher(scale.options, {}, normalizeSearch));
  return {
    color: new DictionaryMatcher(dictionaries.colors, COLOR_ALIASES),
    country: new DictionaryMatcher(dictionaries.countries, {}, normalizeSearch),
    scale: (id) => scales.get(id) ?? null,
  };
}
