/**
 * The requests of `pnpm bench:api`: every request a different dog or search, so no answer is served from the read
 * cache of an earlier request of the run. Built from what the bench server reports about its data (BenchData).
 */
import { Random } from '../../src/seed/prng';
import type { FullPedigree } from '../payments/full-pedigree';

/**
 * A bench route of the server (bench/api/server.ts): the pets domain's duplicate check of a new dog, as the add runs
 * it (a taken registration, the holders of the microchip, similar names with the same birth date or parents), no write.
 */
export const DUPLICATE_CHECK_PATH = '/bench/duplicate-check';

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
  /** Moderation (issue 13): a moderator's token, the members and pets the log's filters name, dogs to check as new ones. */
  moderation: ModerationSample;
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

/** What the moderation targets draw from. */
export interface ModerationSample {
  token: string;
  /** Moderators who wrote entries of the audit log, and records it is about. */
  moderatorIds: number[];
  memberIds: number[];
  petIds: number[];
  /** Published dogs as a member would enter them again (the duplicate check's input). */
  dogs: { name: string; microchip: string | null; birthDate: string | null; sireId: number | null; damId: number | null; registry: string | null; number: string | null }[];
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

  /** The pets queue: no filter, a flag, a status, a member's dogs or a part of a name; a page of the first three. */
  const mod = data.moderation;
  const moderator = { authorization: `Bearer ${mod.token}` };
  const FLAGS = ['duplicate', 'distinct', 'parent-young', 'parent-dead', 'coi-change'];
  const petsQueue = (): string => {
    const kind = random.int(0, 5);
    const filter = kind === 0 ? ''
      : kind === 1 ? `&flag=${random.pick(FLAGS)}`
      : kind === 2 ? `&status=${random.pick(['published', 'draft', 'hidden'])}`
      : kind === 3 ? `&memberId=${random.pick(mod.memberIds)}`
      : kind === 4 ? `&q=${encodeURIComponent(random.pick(data.searchPets).name.split(/\s+/)[0].slice(0, random.int(3, 5)))}`
      : `&flag=${random.pick(FLAGS)}&status=published`;
    return `/api/moderation/pets?page=${random.int(1, 3)}${filter}`;
  };
  /** The audit log: no filter, an action, a moderator, or one record's history; a page of the first three. */
  const ACTIONS = ['ban', 'unban', 'hide-pet', 'publish-pet', 'merge-pets'];
  const auditLog = (): string => {
    const kind = random.int(0, 4);
    const filter = kind === 0 ? ''
      : kind === 1 ? `&action=${random.pick(ACTIONS)}`
      : kind === 2 ? `&moderatorId=${random.pick(mod.moderatorIds)}`
      : kind === 3 ? `&recordKind=pet&recordId=${random.pick(mod.petIds)}`
      : `&recordKind=user&recordId=${random.pick(mod.memberIds)}&action=${random.pick(ACTIONS)}`;
    return `/api/moderation/actions?page=${kind >= 3 ? 1 : random.int(1, 3)}${filter}`;
  };
  /**
   * A dog entered again as a member would: a published dog's name (as written, or in other case), its birth date or
   * parents, its microchip or a new one, its registration or none.
   */
  const nextCheck = eachOnce(mod.dogs, random);
  const duplicateCheck = (): string => {
    const dog = nextCheck();
    const params = new URLSearchParams({ name: random.int(0, 1) ? dog.name : dog.name.toUpperCase() });
    if (dog.birthDate && random.int(0, 3) > 0) params.set('birthDate', dog.birthDate);
    if (dog.sireId && dog.damId && random.int(0, 1)) {
      params.set('sireId', String(dog.sireId));
      params.set('damId', String(dog.damId));
    }
    const chip = random.int(0, 2);
    if (chip === 1 && dog.microchip) params.set('microchip', dog.microchip);
    if (chip === 2) params.set('microchip', `9${String(random.int(0, 99_999_999)).padStart(14, '0')}`);
    if (dog.registry && dog.number && random.int(0, 1)) {
      params.set('registry', dog.registry);
      params.set('number', dog.number);
    }
    return `${DUPLICATE_CHECK_PATH}?${params}`;
  };
  return {
    petPage: { next: () => ({ path: `/api/pets/${nextDog()}` }) } satisfies Workload,
    search: { next: () => ({ path: search() }) } satisfies Workload,
    tree: (depth: number): Workload => ({ next: () => ({ path: `/api/pets/tree/${nextDog()}/${depth}` }) }),
    announcements: { next: () => ({ path: announcements() }) } satisfies Workload,
    matingPage: { next: () => ({ path: `/api/matings/${nextMating()}` }) } satisfies Workload,
    user: { next: () => ({ path: '/api/user', headers: token() }) } satisfies Workload,
    fixed: (path: string, headers?: Record<string, string>): Workload => ({ next: () => ({ path, headers }) }),
    petsQueue: { next: () => ({ path: petsQueue(), headers: moderator }) } satisfies Workload,
    auditLog: { next: () => ({ path: auditLog(), headers: moderator }) } satisfies Workload,
    duplicateCheck: { next: () => ({ path: duplicateCheck() }) } satisfies Workload,
  };
}
export type Workloads = ReturnType<typeof workloads>;
