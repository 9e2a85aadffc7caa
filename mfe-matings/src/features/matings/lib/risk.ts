import type { PuppyDnaRisk } from '@bc/shared/contracts';

/** How the chance of affected puppies reads: exact, "at least" (with its upper bound), "up to", or none. */
export type ChanceKind = 'none' | 'exact' | 'atLeast' | 'upTo';

/**
 * The chance of affected (M/M) puppies for one DNA test, from the API's bounds: when both parents are known the bounds
 * are equal ("25 %"); when a parent's status is inferred or unknown they differ, and the page shows them as bounds
 * ("at least 25 %, up to 50 %", "up to 50 %") — never as a harmless "unknown".
 */
export function affectedChance(risk: Pick<PuppyDnaRisk, 'affectedMin' | 'affectedMax'>): { kind: ChanceKind; min: number; max: number } {
  const { affectedMin: min, affectedMax: max } = risk;
  if (max <= 0) return { kind: 'none', min, max };
  if (min === max) return { kind: 'exact', min, max };
  if (min <= 0) return { kind: 'upTo', min, max };
  return { kind: 'atLeast', min, max };
}

/** The tests where puppies can be affected come first (the API sends them so; kept for other callers). */
export const flaggedFirst = (risks: readonly PuppyDnaRisk[]) => [...risks].sort((a, b) => Number(b.flagged) - Number(a.flagged));
