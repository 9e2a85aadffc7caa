/**
 * Slow, independent reference for the tests: the recursive (tabular) kinship method,
 *   kin(a, a) = (1 + F_a) / 2,  F_a = kin(sire_a, dam_a),
 *   kin(a, b) = (kin(sire_a, b) + kin(dam_a, b)) / 2 when a is not an ancestor of b,
 * memoised on pairs. Parents are given by index (-1 unknown), in any order.
 */
export class ReferencePedigree {
  private readonly rank: number[];
  private readonly memo = new Map<number, number>();

  constructor(
    readonly sire: readonly number[],
    readonly dam: readonly number[],
  ) {
    // Depth-first topological rank, computed here independently of the engine.
    const n = sire.length;
    this.rank = new Array<number>(n).fill(-1);
    let next = 0;
    const visit = (x: number, path: Set<number>): void => {
      if (this.rank[x] >= 0) return;
      if (path.has(x)) throw new Error('loop');
      path.add(x);
      if (sire[x] >= 0) visit(sire[x], path);
      if (dam[x] >= 0) visit(dam[x], path);
      path.delete(x);
      this.rank[x] = next++;
    };
    for (let i = 0; i < n; i++) visit(i, new Set());
  }

  F(a: number): number {
    return a < 0 ? 0 : this.kin(this.sire[a], this.dam[a]);
  }

  kin(a: number, b: number): number {
    if (a < 0 || b < 0) return 0;
    if (a === b) return 0.5 * (1 + this.F(a));
    if (this.rank[a] < this.rank[b]) [a, b] = [b, a];
    const key = a * 1_000_003 + b;
    const hit = this.memo.get(key);
    if (hit !== undefined) return hit;
    const v = 0.5 * (this.kin(this.sire[a], b) + this.kin(this.dam[a], b));
    this.memo.set(key, v);
    return v;
  }
}

/** A subject's pedigree truncated at N generations, rebuilt explicitly (local indices, -1 unknown). */
export interface Truncated {
  /** Original index per local node. */
  nodes: number[];
  sire: number[];
  dam: number[];
  /** Local index of the subject's sire and dam (-1 unknown). */
  rootSire: number;
  rootDam: number;
  ref: ReferencePedigree;
}

/**
 * Reference truncation: ancestors at minimal depth <= N (parents = 1); those at minimal depth N lose
 * their parents. `rootSire`/`rootDam` are the subject's parents (a pet's own, or a test mating's).
 */
export function truncate(
  sire: readonly number[],
  dam: readonly number[],
  rootSire: number,
  rootDam: number,
  generations: number,
): Truncated {
  const depth = new Map<number, number>();
  const queue: number[] = [];
  for (const p of [rootSire, rootDam]) {
    if (p >= 0 && !depth.has(p)) {
      depth.set(p, 1);
      queue.push(p);
    }
  }
  for (let k = 0; k < queue.length; k++) {
    const x = queue[k];
    const d = depth.get(x) as number;
    if (d >= generations) continue;
    for (const p of [sire[x], dam[x]]) {
      if (p >= 0 && !depth.has(p)) {
        depth.set(p, d + 1);
        queue.push(p);
      }
    }
  }
  const local = new Map<number, number>();
  queue.forEach((x, k) => local.set(x, k));
  const ls: number[] = [];
  const ld: number[] = [];
  for (const x of queue) {
    const cut = (depth.get(x) as number) >= generations;
    ls.push(cut || sire[x] < 0 ? -1 : (local.get(sire[x]) as number));
    ld.push(cut || dam[x] < 0 ? -1 : (local.get(dam[x]) as number));
  }
  return {
    nodes: queue,
    sire: ls,
    dam: ld,
    rootSire: rootSire < 0 ? -1 : (local.get(rootSire) as number),
    rootDam: rootDam < 0 ? -1 : (local.get(rootDam) as number),
    ref: new ReferencePedigree(ls, ld),
  };
}

/** Reference N-generation COI: F by the recursive method on the explicitly truncated pedigree. */
export function referenceTruncatedCoi(
  sire: readonly number[],
  dam: readonly number[],
  rootSire: number,
  rootDam: number,
  generations: number,
): number {
  const t = truncate(sire, dam, rootSire, rootDam, generations);
  return t.ref.kin(t.rootSire, t.rootDam);
}

export interface ReferenceCommonAncestor {
  /** Original index. */
  node: number;
  paths: number;
  sireSide: number;
  damSide: number;
  contribution: number;
}

/**
 * Wright's path pairs by brute force on the truncated pedigree: every line from the sire and from the
 * dam to each ancestor, pairs sharing no individual but the ancestor, 0.5^(n1+n2+1) (1 + F_A).
 */
export function referenceCommonAncestors(
  sire: readonly number[],
  dam: readonly number[],
  rootSire: number,
  rootDam: number,
  generations: number,
): ReferenceCommonAncestor[] {
  const t = truncate(sire, dam, rootSire, rootDam, generations);
  if (t.rootSire < 0 || t.rootDam < 0) return [];
  const lines = (start: number): number[][] => {
    const out: number[][] = [];
    const walk = (path: number[]): void => {
      out.push(path);
      const x = path[path.length - 1];
      for (const p of [t.sire[x], t.dam[x]]) if (p >= 0) walk([...path, p]);
    };
    walk([start]);
    return out;
  };
  const fromSire = lines(t.rootSire);
  const fromDam = lines(t.rootDam);
  const result: ReferenceCommonAncestor[] = [];
  for (let a = 0; a < t.nodes.length; a++) {
    const ps = fromSire.filter((l) => l[l.length - 1] === a);
    const qs = fromDam.filter((l) => l[l.length - 1] === a);
    let paths = 0;
    let contribution = 0;
    let sireSide = Infinity;
    let damSide = Infinity;
    for (const p of ps) {
      for (const q of qs) {
        const shared = p.slice(0, -1).some((x) => q.slice(0, -1).includes(x));
        if (shared) continue;
        paths++;
        contribution += Math.pow(0.5, p.length - 1 + q.length - 1 + 1) * (1 + t.ref.F(a));
        sireSide = Math.min(sireSide, p.length);
        damSide = Math.min(damSide, q.length);
      }
    }
    if (paths > 0) result.push({ node: t.nodes[a], paths, sireSide, damSide, contribution });
  }
  return result;
}

/** All lines (ancestor paths) of a subject within N tree generations: slot ids in heap layout. */
export function referenceTree(sire: readonly number[], dam: readonly number[], rootSire: number, rootDam: number, depth: number): number[] {
  const size = 2 ** (depth + 1) - 1;
  const slots = new Array<number>(size).fill(-1);
  slots[1] = rootSire;
  slots[2] = rootDam;
  for (let i = 1; 2 * i + 2 < size; i++) {
    if (slots[i] < 0) continue;
    slots[2 * i + 1] = sire[slots[i]];
    slots[2 * i + 2] = dam[slots[i]];
  }
  return slots;
}
