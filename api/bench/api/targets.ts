/**
 * What `pnpm bench:api` measures. Add a target here (the pets issue will add `/api/pets` and
 * `/api/pets/{id}` with `seedPets: 200_000`); the server seeds the largest `seedPets` of the run.
 */
export interface BenchTarget {
  name: string;
  path: string;
  /** Send the bench user's access token. */
  auth?: boolean;
  /** Extra request headers. */
  headers?: Record<string, string>;
  /** Demo data the target needs (pets of `pnpm seed --pets N`); 0 = only the bench user. */
  seedPets?: number;
  /**
   * Concurrent connections for this target (default: `--connections`). A heavy answer (a 580 KB tree takes ~100 ms of
   * one Node thread) queues 50 connections for seconds; fewer connections measure its latency rather than the queue.
   */
  connections?: number;
}

/** A bare Fastify route in the same server process: the floor the other figures compare with. */
export const BARE_PATH = '/bench/bare';

export const TARGETS: BenchTarget[] = [
  { name: 'bare Fastify route', path: BARE_PATH },
  { name: 'GET /api/dictionaries/countries', path: '/api/dictionaries/countries' },
  {
    name: 'GET /api/dictionaries/countries (br, as browsers ask)',
    path: '/api/dictionaries/countries',
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  },
  { name: 'GET /api/user (valid token)', path: '/api/user', auth: true },
  // The seed is deterministic: pet 189982 is one of the last born (2025-10-31), with a 20-generation pedigree.
  { name: 'GET /api/pets/tree/{id}/10 (1,839 known slots)', path: '/api/pets/tree/189982/10', seedPets: 200_000, connections: 10 },
  // Pets (seed 200,000): a text query with two filters (1,702 matches), and a pet page (8 DNA results, 3 health
  // results, both parents) — pet 150002 is published in the deterministic seed.
  { name: 'GET /api/pets?q=storm&sex=female&alive=true', path: '/api/pets?q=storm&sex=female&alive=true', seedPets: 200_000 },
  { name: 'GET /api/pets/{id}', path: '/api/pets/150002', seedPets: 200_000 },
];
