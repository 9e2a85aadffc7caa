/**
 * What `pnpm bench:api` measures, on the 200,000-pet demo database (`pnpm seed --pets 200000`), and the targets:
 * p99 latencies in ms at the given connections, with the app's caches on (the same figures with caches off are
 * measured beside them). Every request is a different dog or search (workload.ts), so the read caches answer no
 * repeat of the run.
 */
import type { Workload, Workloads } from './workload';

export type DatabaseKind = 'pglite' | 'postgres';

export interface BenchTarget {
  name: string;
  /** What each request asks, and what the cache can and cannot do for it. */
  requests: string;
  connections: number;
  workload(w: Workloads): Workload;
  /** p99 target (ms) per database with caches on; none: measured for reference. */
  p99?: Record<DatabaseKind, number>;
  /** A p95 target instead (ms): of every 2xx answer's time in the run (autocannon reports no p95; `measure` does). */
  p95?: Record<DatabaseKind, number>;
  /** Measured at the same time, on connections of its own (a probe of the API's responsiveness under this load). */
  meanwhile?: Omit<BenchTarget, 'meanwhile'>;
}

/** A bare Fastify route in the same server process: the floor the other figures compare with. */
export const BARE_PATH = '/bench/bare';
/** Answers once the queries queued before it have run (bench/api/server.ts). */
export const SETTLED_PATH = '/bench/settled';

/** The size of the demo database the targets are set for. */
export const SEED_PETS = 200_000;

const userProbe = (connections: number, p99?: number): Omit<BenchTarget, 'meanwhile'> => ({
  name: 'GET /api/user (1,000 tokens)',
  requests: 'a random one of 1,000 members\' tokens',
  connections,
  workload: (w) => w.user,
  ...(p99 === undefined ? {} : { p99: { pglite: p99, postgres: p99 } }),
});

export const TARGETS: BenchTarget[] = [
  { name: 'bare Fastify route', requests: 'the same empty answer', connections: 50, workload: (w) => w.fixed(BARE_PATH) },
  {
    name: 'GET /api/dictionaries/countries (br)',
    requests: 'one static list, precomputed and compressed once, as browsers ask for it',
    connections: 50,
    workload: (w) => w.fixed('/api/dictionaries/countries', { 'accept-encoding': 'gzip, deflate, br' }),
  },
  {
    name: 'GET /api/pets/{id}',
    requests: 'a different published pet each time (the pet page as a visitor sees it)',
    connections: 50,
    workload: (w) => w.petPage,
    p99: { pglite: 100, postgres: 50 },
  },
  {
    name: 'GET /api/pets?q=…&filter&page',
    requests: 'a different search each time: 3–6 letters of a word of a real name, one filter (sex, alive, country or birth year), page 1–3',
    connections: 50,
    workload: (w) => w.search,
    p99: { pglite: 100, postgres: 50 },
  },
  {
    name: 'GET /api/pets/tree/{id}/6',
    requests: 'the depth-6 tree of a different published pet each time',
    connections: 20,
    workload: (w) => w.tree(6),
    p99: { pglite: 100, postgres: 100 },
  },
  { ...userProbe(50, 30) },
  {
    name: 'GET /api/matings/{kind}',
    requests: 'a public list of announcements: each kind (the default, mating, planned, litter), no filter or one (country, breed, sire, dam, date range, maximum COI), page 1–3',
    connections: 50,
    workload: (w) => w.announcements,
    p99: { pglite: 30, postgres: 30 },
  },
  {
    name: 'GET /api/matings/{id}',
    requests: 'the mating page of a different published mating each time (COI, breed average, rules, DNA risks, the litter)',
    connections: 50,
    workload: (w) => w.matingPage,
    p99: { pglite: 30, postgres: 30 },
  },
  {
    name: 'GET /api/moderation/pets',
    requests: 'the moderators\' pets queue: no filter, a flag, a status, a member\'s dogs or a part of a name, page 1–3 (issue 13)',
    connections: 10,
    workload: (w) => w.petsQueue,
    p99: { pglite: 50, postgres: 50 },
  },
  {
    name: 'GET /api/moderation/actions',
    requests: 'the audit log (20,000 entries): no filter, an action, a moderator, or one record\'s history, page 1–3 (issue 13)',
    connections: 10,
    workload: (w) => w.auditLog,
    p99: { pglite: 50, postgres: 50 },
  },
  {
    name: 'duplicate check of a new dog',
    requests: 'the pets domain\'s check of a dog entered again: a published dog\'s name, birth date or parents, its microchip or a new one, its registration or none (issue 13; p95 target)',
    connections: 10,
    workload: (w) => w.duplicateCheck,
    p95: { pglite: 20, postgres: 20 },
  },
  {
    name: 'GET /api/pets/tree/{id}/10',
    requests: 'the depth-10 tree of a different published pet each time',
    connections: 50,
    workload: (w) => w.tree(10),
    p99: { pglite: 300, postgres: 300 },
    meanwhile: userProbe(10, 50),
  },
];
