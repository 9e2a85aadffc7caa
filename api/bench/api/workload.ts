/**
 * The requests of `pnpm bench:api`: every request a different dog or search, so no answer is served from the read
 * cache of an earlier request of the run. Built from what the bench server reports about its data (BenchData).
 */
import { Random } from '../../src/seed/prng';
import type { FullPedigree } from '../payments/full-pedigree';

/** What the bench server tells the runner about its data (one JSON line). */
export interface BenchData {
  port: number;
  database: 'pglite' | 'postgres';
  /** Access tokens of 1,000 bench members, each with a session of its own. */
  tokens: string[];
  /** Every published pet (visitors may open each one). */
  petIds: number[];
  /** A sample of published pets to build searches from. */
  searchPets: { name: string; country: string | null; year: number | null }[];
  /** Breeding: every published mating a visitor may open, and what the public lists' filters are drawn from. */
  matings: BreedingSample;
  /** `pnpm bench:payments` (BENCH_REPORTS=1): the dog with ten complete generations, and premium members' tokens. */
  reports?: FullPedigree & { premiumTokens: string[] };
}

/** Published matings (ids) and the countries, parents and dates of the announcements listed today. */
export interface BreedingSample {
  ids: number[];
  countries: string[];
  sires: number[];
  dams: number[];
  /** First and last day of the listed announcements (mating dates and birth dates), ISO. */
  from: string;
  to: string;
}

/** Yields request paths (and headers); each call is the next request of any connection. */
export interface Workload {
  next(): { path: string; headers?: Record<string, string> };
}

const FILTERS = ['sex=male', 'sex=female', 'alive=true', 'country', 'year'] as const;

/** Fisher–Yates with the bench's PRNG: the same seed, the same order. */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** The items in a random order, each handed out once before any again (then the same order starts again). */
export function eachOnce<T>(items: readonly T[], random: Random): () => T {
  const order = shuffled(items, random);
  let cursor = 0;
  return () => order[cursor++ % order.length];
}

export function workloads(data: BenchData, seed = 20261124) {
  const random = new Random(seed);
  /** Published pets in a random order, each handed out once (then the order starts again). */
  const nextDog = eachOnce(data.petIds, random);

  /** A search never asked before in this run: part of a word of a real name, one filter, a page of the first three. */
  const asked = new Set<string>();
  const search = (): string => {
    for (let attempt = 0; attempt < 10_000; attempt++) {
      const pet = random.pick(data.searchPets);
      const words = pet.name.split(/\s+/).filter((w) => w.length >= 3);
      if (words.length === 0) continue;
      const word = random.pick(words);
      const prefix = word.slice(0, random.int(3, Math.min(6, word.length)));
      const kind = random.pick(FILTERS);
      const filter =
        kind === 'country' ? (pet.country ? `countryOfResidence=${pet.country}` : 'alive=true')
        : kind === 'year' ? (pet.year ? `birthYearFrom=${pet.year - 3}` : 'sex=female')
        : kind;
      const path = `/api/pets?q=${encodeURIComponent(prefix)}&${filter}&page=${random.int(1, 3)}`;
      if (!asked.has(path)) {
        asked.add(path);
        return path;
      }
    }
    throw new Error(`bench: no new search left after ${asked.size} (the sample of names is too small for this run)`);
  };

  /** A public list: a kind (or the default path), one filter or none, a page of the first three. */
  const m = data.matings;
  const listFilter = (): string => {
    const kind = random.int(0, 6);
    if (kind === 0 || m.sires.length === 0) return '';
    if (kind === 1) return `&country=${random.pick(m.countries)}`;
    if (kind === 2) return '&breed=border-collie';
    if (kind === 3) return `&sire=${random.pick(m.sires)}`;
    if (kind === 4) return `&dam=${random.pick(m.dams)}`;
    if (kind === 5) return `&dateFrom=${m.from}&dateTo=${m.to}`;
    return `&maxCoi=${(random.int(1, 25) / 100).toFixed(2)}`;
  };
  const announcements = (): string => {
    const kind = random.pick(['', '/mating', '/planned', '/litter']);
    return `/api/matings${kind}?page=${random.int(1, 3)}${listFilter()}`;
  };
  const nextMating = eachOnce(m.ids, random);

  const token = () => ({ authorization: `Bearer ${random.pick(data.tokens)}` });
  return {
    petPage: { next: () => ({ path: `/api/pets/${nextDog()}` }) } satisfies Workload,
    search: { next: () => ({ path: search() }) } satisfies Workload,
    tree: (depth: number): Workload => ({ next: () => ({ path: `/api/pets/tree/${nextDog()}/${depth}` }) }),
    announcements: { next: () => ({ path: announcements() }) } satisfies Workload,
    matingPage: { next: () => ({ path: `/api/matings/${nextMating()}` }) } satisfies Workload,
    user: { next: () => ({ path: '/api/user', headers: token() }) } satisfies Workload,
    fixed: (path: string, headers?: Record<string, string>): Workload => ({ next: () => ({ path, headers }) }),
  };
}
export type Workloads = ReturnType<typeof workloads>;
