import { describe, expect, it } from 'vitest';
import { type BenchData, workloads } from '../../bench/api/workload';

/** `pnpm bench:api` claims "every request a different dog or search": its request generators must keep that. */
describe('bench:api workloads', () => {
  const data: BenchData = {
    port: 0,
    database: 'pglite',
    tokens: Array.from({ length: 1000 }, (_, n) => `token-${n}`),
    petIds: Array.from({ length: 50_000 }, (_, n) => n + 1),
    // Names of three words from a few hundred, as the demo data's are.
    searchPets: Array.from({ length: 2000 }, (_, n) => ({
      name: [n % 97, (n * 7) % 89, (n * 13) % 83].map((k) => `w${k.toString(36)}ord${(k * 31).toString(36)}`).join(' '),
      country: n % 2 ? 'GB' : null,
      year: n % 3 ? 2000 + (n % 20) : null,
    })),
    matings: { ids: Array.from({ length: 3000 }, (_, n) => n + 1), countries: ['GB', 'LV'], sires: [11, 12], dams: [21, 22], from: '2026-09-01', to: '2026-12-01' },
    moderation: {
      token: 'moderator-token', moderatorIds: [1, 2, 3], memberIds: Array.from({ length: 500 }, (_, n) => n + 10), petIds: Array.from({ length: 2000 }, (_, n) => n + 1),
      dogs: Array.from({ length: 5000 }, (_, n) => ({
        name: `Dog ${n}`, microchip: n % 2 ? `64300000000${String(n).padStart(4, '0')}` : null, birthDate: n % 3 ? '2020-05-01' : null,
        sireId: n % 4 ? n + 100 : null, damId: n % 4 ? n + 200 : null, registry: n % 5 ? 'RKF' : null, number: n % 5 ? String(n) : null,
      })),
    },
  };
  const paths = (next: () => { path: string }, count: number) => Array.from({ length: count }, () => next().path);

  it('asks for a different pet on every request, for pet pages and trees alike', () => {
    const w = workloads(data);
    expect(new Set(paths(w.petPage.next, 20_000)).size).toBe(20_000);
    const trees = w.tree(6);
    expect(new Set(paths(trees.next, 20_000)).size).toBe(20_000);
  });

  it('never repeats a search: part of a word of a name, one filter, a page from 1 to 3', () => {
    const searches = paths(workloads(data).search.next, 5000);
    expect(new Set(searches).size).toBe(5000);
    for (const path of searches) {
      const query = new URL(path, 'http://x').searchParams;
      expect([...query.keys()]).toHaveLength(3);
      expect(query.get('q')).toMatch(/^[a-z0-9]{3,6}$/i);
      expect(Number(query.get('page'))).toBeGreaterThanOrEqual(1);
      expect(Number(query.get('page'))).toBeLessThanOrEqual(3);
    }
  });

  it('opens every published mating once before any again, and asks each public list with its filters and pages', () => {
    const w = workloads(data);
    expect(new Set(paths(w.matingPage.next, 3000)).size).toBe(3000);
    const lists = paths(w.announcements.next, 2000).map((path) => new URL(path, 'http://x'));
    expect(new Set(lists.map((url) => url.pathname))).toEqual(new Set(['/api/matings', '/api/matings/mating', '/api/matings/planned', '/api/matings/litter']));
    const filters = new Set(lists.flatMap((url) => [...url.searchParams.keys()].filter((key) => key !== 'page')));
    expect(filters).toEqual(new Set(['country', 'breed', 'sire', 'dam', 'dateFrom', 'dateTo', 'maxCoi']));
    for (const url of lists) expect(['1', '2', '3']).toContain(url.searchParams.get('page'));
  });

  it('spreads GET /api/user over the 1,000 members\' tokens', () => {
    const w = workloads(data);
    const tokens = new Set(Array.from({ length: 20_000 }, () => w.user.next().headers?.authorization));
    expect(tokens.size).toBe(1000);
  });

  it('varies the moderation queues\' requests (filters and pages, as a moderator) and checks a different dog each time', () => {
    const w = workloads(data);
    const queue = Array.from({ length: 2000 }, () => w.petsQueue.next());
    expect(queue.every((r) => r.headers?.authorization === 'Bearer moderator-token')).toBe(true);
    const queueUrls = queue.map((r) => new URL(r.path, 'http://x'));
    expect(new Set(queueUrls.flatMap((url) => [...url.searchParams.keys()]))).toEqual(new Set(['page', 'flag', 'status', 'memberId', 'q']));
    expect(new Set(queue.map((r) => r.path)).size).toBeGreaterThan(500);
    const log = Array.from({ length: 2000 }, () => new URL(w.auditLog.next().path, 'http://x'));
    expect(new Set(log.flatMap((url) => [...url.searchParams.keys()]))).toEqual(new Set(['page', 'action', 'moderatorId', 'recordKind', 'recordId']));
    const checks = paths(w.duplicateCheck.next, 5000).map((path) => new URL(path, 'http://x'));
    expect(new Set(checks.map((url) => url.searchParams.get('name')?.toLowerCase())).size).toBe(5000);
    expect(new Set(checks.flatMap((url) => [...url.searchParams.keys()]))).toEqual(new Set(['name', 'birthDate', 'sireId', 'damId', 'microchip', 'registry', 'number']));
  });
});
