import fc from 'fast-check';
import { expect } from 'vitest';

/** The seed every property-based run of the API suite uses when CI=true (and FUZZ_SEED is not given). */
export const CI_SEED = 20_260_612;

function chooseSeed(): { seed: number; why: string } {
  const given = process.env.FUZZ_SEED;
  if (given !== undefined && given !== '') {
    const seed = Number(given);
    if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED must be an integer, not "${given}"`);
    return { seed, why: 'FUZZ_SEED' };
  }
  if (process.env.CI === 'true') return { seed: CI_SEED, why: 'the fixed CI seed' };
  return { seed: (Math.random() * 2 ** 31) | 0, why: 'a random seed (CI=true fixes it)' };
}

/** One seed per test process: every property of a test file runs from it, so one number replays the file. */
export const FUZZ = chooseSeed();

/** fast-check parameters: the run's seed, FUZZ_RUNS (when set) over the test's own number of runs. */
export function fuzzParameters<T>(numRuns: number, extra: fc.Parameters<T> = {}): fc.Parameters<T> {
  return { ...extra, seed: FUZZ.seed, numRuns: Number(process.env.FUZZ_RUNS) || numRuns };
}

/** fc.assert with the run's seed; a failure says which seed it was and how to replay it. */
export async function assertProperty<T>(property: fc.IAsyncProperty<T> | fc.IProperty<T>, numRuns: number, extra: fc.Parameters<T> = {}): Promise<void> {
  try {
    await fc.assert(property, fuzzParameters(numRuns, extra));
  } catch (error) {
    if (error instanceof Error) {
      error.message += `\n\nFuzz seed ${FUZZ.seed} (${FUZZ.why}). Replay: FUZZ_SEED=${FUZZ.seed} pnpm --filter ./api exec vitest run ${testFile()}`;
    }
    throw error;
  }
}

function testFile(): string {
  const path = expect.getState().testPath ?? '';
  const at = path.indexOf('/api/');
  return at >= 0 ? path.slice(at + 5) : path;
}
