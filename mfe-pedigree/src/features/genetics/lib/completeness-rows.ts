/** One generation of the completeness profile. */
export interface CompletenessRow {
  /** 1 = the parents. */
  generation: number;
  /** Known ancestor places / possible places (2^generation). */
  share: number;
  known: number;
  possible: number;
  /** Counted in the COI over N generations (otherwise only in the whole-pedigree F). */
  inWindow: boolean;
}

export interface CompletenessProfileData {
  rows: CompletenessRow[];
  /** N of the N-generation COI. */
  window: number;
  /** The deepest generation with a known ancestor (0: not even a parent is known). */
  deepest: number;
  /** Known places / possible places over generations 1..N. */
  windowShare: number;
  windowKnown: number;
  windowPossible: number;
  /** Generations known completely, counted from the parents (0: a parent is missing). */
  complete: number;
}

/**
 * The API's `coi.completeness` (generations 1..N, zeros past the deepest known ancestor) and
 * `coi.fullCompleteness` (generations 1..deepest) as one list of generations 1..max(N, deepest).
 */
export function completenessProfile(completeness: readonly number[], fullCompleteness: readonly number[]): CompletenessProfileData {
  const window = completeness.length;
  const count = Math.max(window, fullCompleteness.length);
  const rows: CompletenessRow[] = [];
  let windowKnown = 0;
  let windowPossible = 0;
  let deepest = 0;
  let complete = 0;
  let unbroken = true;
  for (let k = 0; k < count; k++) {
    const share = (k < window ? completeness[k] : fullCompleteness[k]) ?? 0;
    const possible = 2 ** (k + 1);
    const known = Math.round(share * possible);
    rows.push({ generation: k + 1, share, known, possible, inWindow: k < window });
    if (known > 0) deepest = k + 1;
    if (unbroken && known === possible) complete = k + 1;
    else unbroken = false;
    if (k < window) {
      windowKnown += known;
      windowPossible += possible;
    }
  }
  return {
    rows,
    window,
    deepest,
    windowShare: windowPossible === 0 ? 0 : windowKnown / windowPossible,
    windowKnown,
    windowPossible,
    complete,
  };
}

/**
 * Known slots / possible slots over generations 1..N, from the per-generation completeness: the profile's
 * `windowShare` (the API's shares are known/2^generation exactly, so the counts it rounds are exact).
 */
export function overallCompleteness(completeness: readonly number[]): number {
  return completenessProfile(completeness, []).windowShare;
}
