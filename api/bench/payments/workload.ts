/**
 * The requests of `pnpm bench:payments`: reports on the dog with ten complete generations, bought by premium members
 * (so each is issued and rendered in the request) in the seven languages in turn, and pet pages that ask a different
 * published dog every time (never one URL: the read cache answers no repeat of the run).
 */
import { LOCALES, type Locale } from '@bc/shared/contracts';
import { Random } from '../../src/seed/prng';
import { type BenchData, eachOnce, type Workload } from '../api/workload';

/** Premium members buying reports: one per report generated at the same time. */
export const REPORT_BUYERS = 10;

export interface ReportRequest {
  petId: number;
  language: Locale;
  /** Bearer token of a premium member. */
  token: string;
}

/** Nearest-rank percentile (p of 100) of the samples. */
export function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export function paymentsWorkload(data: BenchData, seed = 20261126) {
  const reports = data.reports;
  if (!reports || reports.premiumTokens.length === 0) throw new Error('bench: the server did not prepare the report dog and premium members (BENCH_REPORTS=1)');
  const random = new Random(seed);
  const nextDog = eachOnce(data.petIds, random);
  let count = 0;
  return {
    /** GET /api/pets/{id}: a different published dog each time. */
    petPage: { next: () => ({ path: `/api/pets/${nextDog()}` }) } satisfies Workload,
    /** The n-th report: the languages in turn, the buyers in turn. */
    report(): ReportRequest {
      const n = count++;
      return { petId: reports.petId, language: LOCALES[n % LOCALES.length]!, token: reports.premiumTokens[n % reports.premiumTokens.length]! };
    },
  };
}
export type PaymentsWorkload = ReturnType<typeof paymentsWorkload>;
