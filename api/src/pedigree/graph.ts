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
 * Within-family (Mendelian sampling) variance factor of slot i in A = T D T':
 * 0.5 - 0.25 (F_sire + F_dam) with both parents known, 0.75 - 0.25 F_parent with one, 1 with none.
 */
export function mendelianFactor(g: Graph, i: number): number {
  const a = g.par[2 * i];
  const b = g.par[2 * i + 1];
  if (a >= 0) return b >= 0 ? 0.5 - 0.25 * (g.F[a] + g.F[b]) : 0.75 - 0.25 * g.F[a];
  return b >= 0 ? 0.75 - 0.25 * g.F[b] : 1;
}
