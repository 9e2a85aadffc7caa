import { TREE_DEPTH_MAX } from '@bc/shared/contracts';

/** Generations the user can choose for trees, COI and AVK (the API accepts TREE_DEPTH_MIN to TREE_DEPTH_MAX). */
export const DEPTH_MIN = 3;
export const DEPTH_MAX = TREE_DEPTH_MAX;
export const DEPTH_OPTIONS: readonly number[] = Array.from({ length: DEPTH_MAX - DEPTH_MIN + 1 }, (_, i) => DEPTH_MIN + i);

/** Default tree depth: five generations fit a phone, six a desktop. */
export const PHONE_DEPTH = 5;
export const DESKTOP_DEPTH = 6;
/** Below Mantine's `sm` breakpoint. */
export const PHONE_QUERY = '(max-width: 47.99em)';

/** A depth from the URL query (`?depth=7`), or the fallback when it is missing or out of range. */
export function parseDepth(value: string | null | undefined, fallback: number): number {
  if (!value || !/^\d{1,2}$/.test(value)) return fallback;
  const depth = Number(value);
  return depth >= DEPTH_MIN && depth <= DEPTH_MAX ? depth : fallback;
}
