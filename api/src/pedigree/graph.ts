/**
 * The parent links the numerical algorithms work on. Slot i has its sire at par[2i] and its dam at
 * par[2i + 1] (-1 = unknown). gen[i] is the length of the longest line from i up to a founder, so a
 * parent always has a smaller gen than its offspring: sorting by gen is a topological order.
 */
export interface Graph {
  par: Int32Array;
  gen: Int32Array;
  /** Wright's inbreeding coefficient per slot. */
  F: Float64Array;
}

/**
 * Within-family (Mendelian sampling) variance factor in A = T D T' of a pet with sire a and dam b (-1 = unknown):
 * 0.5 - 0.25 (F_sire + F_dam) with both parents known, 0.75 - 0.25 F_parent with one, 1 with none.
 */
export function mendelian(F: Float64Array, a: number, b: number): number {
  if (a >= 0) return b >= 0 ? 0.5 - 0.25 * (F[a] + F[b]) : 0.75 - 0.25 * F[a];
  return b >= 0 ? 0.75 - 0.25 * F[b] : 1;
}
