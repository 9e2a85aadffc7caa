/**
 * The requests of `pnpm bench:api`: every request a different dog or search, so no answer is served from the read
 * cache of an earlier request of the run. Built from what the bench server reports about its data (BenchData).
 */
import { Random } from '../../src/seed/prng';

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
}

/** Yields request paths (and headers); each call is the next request of any connection. */
export interface Workload {
  next(): { path: string; headers?: Record<string, string> };
}

const FILTERS = ['sex=male', 'sex=female', 'alive=true', 'country', 'year'] as const;

export function workloads(data: BenchData, seed = 20261124) {
  const random = new Random(seed);
  const shuffled = (items: number[]) => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = random.int(0, i);
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy;
  };
  /** Published pets in a random order, each handed out once (then the order starts again). */
  const dogs = shuffled(data.petIds);
  let cursor = 0;
  const nextDog = () => dogs[cursor++ % dogs.length];

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

  const token = () => ({ authorization: `Bearer ${random.pick(data.tokens)}` });
  return {
    petPage: { next: () => ({ path: `/api/pets/${nextDog()}` }) } satisfies Workload,
    search: { next: () => ({ path: search() }) } satisfies Workload,
    tree: (depth: number): Workload => ({ next: () => ({ path: `/api/pets/tree/${nextDog()}/${depth}` }) }),
    user: { next: () => ({ path: '/api/user', headers: token() }) } satisfies Workload,
    fixed: (path: string, headers?: Record<string, string>): Workload => ({ next: () => ({ path, headers }) }),
  };
}
export type Workloads = ReturnType<typeof workloads>;
