import type { HealthKind } from '@bc/shared/contracts';
import type { Data } from '../data';

/** One option set of `/api/dictionaries/health`, as the validators need it. */
export interface HealthSet {
  /** `dna:cea`, `hips:fci`, `baer`… */
  id: string;
  kind: HealthKind;
  system: string | null;
  /** Option ids in dictionary order (`A`…`E`, `N/N`…). */
  options: string[];
}

/** What pets are validated against: read from the dictionary tables, kept for a minute. */
export interface DictionaryLookups {
  healthSets: Map<string, HealthSet>;
  /** DNA test codes in dictionary order. */
  dnaTests: string[];
  /** breed id → species */
  breeds: Map<string, string>;
  /** colour id → species */
  colors: Map<string, string>;
}

const TTL_MS = 60_000;

/** The lookups, read again a minute after they were read or at once after `invalidate`. */
export function createDictionaryLookups(tables: Data['dictionaries']) {
  let entry: { at: number; data: Promise<DictionaryLookups> } | null = null;
  const load = async (): Promise<DictionaryLookups> => {
    const [tests, scales, breeds, colors] = await Promise.all([tables.dnaTests(), tables.healthScales(), tables.breeds(), tables.colors()]);
    const healthSets = new Map<string, HealthSet>();
    for (const t of tests) healthSets.set(`dna:${t.id}`, { id: `dna:${t.id}`, kind: 'dna', system: t.id, options: t.options.map((o) => o.id) });
    for (const s of scales) healthSets.set(s.id, { id: s.id, kind: s.kind as HealthKind, system: s.system, options: s.options.map((o) => o.id) });
    return {
      healthSets,
      dnaTests: tests.map((t) => t.id),
      breeds: new Map(breeds.map((b) => [b.id, b.species])),
      colors: new Map(colors.map((c) => [c.id, c.species])),
    };
  };
  return {
    get(): Promise<DictionaryLookups> {
      if (!entry || Date.now() - entry.at > TTL_MS) {
        const data = load();
        const current = { at: Date.now(), data };
        entry = current;
        data.catch(() => {
          if (entry === current) entry = null;
        });
      }
      return entry.data;
    },
    invalidate() {
      entry = null;
    },
  };
}
export type DictionaryLookupsCache = ReturnType<typeof createDictionaryLookups>;
