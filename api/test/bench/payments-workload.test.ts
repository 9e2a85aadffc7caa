import { describe, expect, it } from 'vitest';
import { LOCALES } from '@bc/shared/contracts';
import { type BenchData } from '../../bench/api/workload';
import { GENERATIONS, generationSize, isComplete, parentPairs, WIDTH } from '../../bench/payments/full-pedigree';
import { paymentsWorkload, percentile, REPORT_BUYERS } from '../../bench/payments/workload';
import { Random } from '../../src/seed/prng';

/** `pnpm bench:payments` claims "every pet request a different dog", reports in every language by ten members, and a ten-generation dog. */
describe('bench:payments workload', () => {
  const data: BenchData = {
    port: 0, database: 'pglite', tokens: [], searchPets: [],
    petIds: Array.from({ length: 30_000 }, (_, n) => n + 1),
    matings: { ids: [], countries: [], sires: [], dams: [], from: '2026-01-01', to: '2026-01-01' },
    moderation: { token: 'moderator', moderatorIds: [1], memberIds: [1], petIds: [1], dogs: [] },
    reports: {
      petId: 99, places: [], ancestors: 0, built: true,
      premiumTokens: Array.from({ length: REPORT_BUYERS }, (_, n) => `premium-${n}`),
    },
  };

  it('asks for a different published dog on every pet request, never one URL', () => {
    const w = paymentsWorkload(data);
    const paths = Array.from({ length: 30_000 }, () => w.petPage.next().path);
    expect(new Set(paths).size).toBe(30_000);
    for (const path of paths.slice(0, 100)) expect(path).toMatch(/^\/api\/pets\/\d+$/);
  });

  it('buys reports on the ten-generation dog in the seven languages in turn, by the ten premium members in turn', () => {
    const w = paymentsWorkload(data);
    const requests = Array.from({ length: 70 }, () => w.report());
    expect(new Set(requests.map((r) => r.petId))).toEqual(new Set([99]));
    expect(new Set(requests.slice(0, 7).map((r) => r.language))).toEqual(new Set(LOCALES));
    expect(new Set(requests.slice(0, 10).map((r) => r.token)).size).toBe(REPORT_BUYERS);
  });

  it('refuses to run without the report dog and premium members', () => {
    expect(() => paymentsWorkload({ ...data, reports: undefined })).toThrow(/BENCH_REPORTS/);
  });

  it('takes nearest-rank percentiles', () => {
    const samples = Array.from({ length: 20 }, (_, n) => 20 - n);
    expect(percentile(samples, 50)).toBe(10);
    expect(percentile(samples, 95)).toBe(19);
    expect(percentile(samples, 100)).toBe(20);
    expect(percentile([7], 95)).toBe(7);
  });
});

describe('bench:payments ten-generation pedigree', () => {
  it('knows complete only when generation g has all 2^g places', () => {
    expect(isComplete(Array.from({ length: GENERATIONS }, (_, i) => 2 ** (i + 1)))).toBe(true);
    expect(isComplete([2, 4, 8, 16, 32, 64, 128, 256, 512, 1023])).toBe(false);
    expect(isComplete([2, 4, 8])).toBe(false);
  });

  it('gives each generation 2^g dogs up to the width, so ancestors repeat in the deep generations', () => {
    expect([1, 2, 5, 6, 9].map(generationSize)).toEqual([2, 4, 32, WIDTH, WIDTH]);
  });

  it('draws parents in range, using every sire and dam of the generation above while children suffice', () => {
    const random = new Random(1);
    for (const [children, sires, dams] of [[2, 2, 2], [4, 4, 4], [48, 24, 24], [32, 24, 24]] as const) {
      const pairs = parentPairs(children, sires, dams, random);
      expect(pairs).toHaveLength(children);
      for (const [s, d] of pairs) {
        expect(s).toBeGreaterThanOrEqual(0);
        expect(s).toBeLessThan(sires);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThan(dams);
      }
      if (children >= sires) expect(new Set(pairs.map(([s]) => s)).size).toBe(sires);
      if (children >= dams) expect(new Set(pairs.map(([, d]) => d)).size).toBe(dams);
    }
  });
});
