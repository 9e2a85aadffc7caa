import { type Graph, mendelian } from './graph';
import { type Workspace } from './workspace';

/*
 * Colleau's indirect method on A = T D T' (T = (I - P)^-1, P holding 0.5 for each parent link):
 *  - back-substitution v = T' e_x over x and its ancestors, in reverse topological order;
 *    v_j is the expected share of j's genes in x (sum over lines of 0.5^length);
 *  - w = D v;
 *  - forward y = T w in topological order: y_i = w_i + 0.5 (y_sire + y_dam), so y = A e_x,
 *    the row of the numerator relationship matrix for x; kinship(x, i) = y_i / 2.
 * Reverse topological order is produced by a bucket queue keyed by gen (parents have a smaller gen),
 * which fuses collecting the ancestors, ordering them and computing.
 */

/**
 * One step of a back-substitution: node x passes `share` of its value to its parent p. On first reaching p in this
 * pass (marks[p] !== stamp), p's value starts at `share` and p joins the bucket of its generation (linked through
 * next, heads in head), to be processed after every pet of a higher generation.
 */
function reach(
  p: number,
  share: number,
  value: Float64Array,
  marks: Int32Array,
  stamp: number,
  gen: Int32Array,
  next: Int32Array,
  head: Int32Array,
): void {
  if (marks[p] !== stamp) {
    marks[p] = stamp;
    value[p] = share;
    const g = gen[p];
    next[p] = head[g];
    head[g] = p;
  } else value[p] += share;
}

/**
 * v = T' e_root over root and its ancestors (marked in work.markA with the returned stamp, listed in
 * work.list[0..count)). With `weight`, also w = D v on those slots (the caller must clear w afterwards).
 */
export function backSubstitute(g: Graph, root: number, work: Workspace, weight: boolean): { stamp: number; count: number } {
  const { par, gen, F } = g;
  const { v, w, next, head, list } = work;
  const marks = work.markA.marks;
  const st = work.markA.next();
  const top = gen[root];
  for (let k = 0; k <= top; k++) head[k] = -1;
  marks[root] = st;
  v[root] = 1;
  next[root] = -1;
  head[top] = root;
  let count = 0;
  for (let k = top; k >= 0; k--) {
    let i = head[k];
    while (i !== -1) {
      list[count++] = i;
      const vi = v[i];
      const half = 0.5 * vi;
      const a = par[2 * i];
      const b = par[2 * i + 1];
      if (a >= 0) reach(a, half, v, marks, st, gen, next, head);
      if (b >= 0) reach(b, half, v, marks, st, gen, next, head);
      if (weight) {
        const d = mendelian(F, a, b);
        w[i] = d * vi;
      }
      i = next[i];
    }
  }
  return { stamp: st, count };
}

/** Zero w on the slots of the last back-substitution. */
export function clearWeights(work: Workspace, count: number): void {
  const { w, list } = work;
  for (let k = 0; k < count; k++) w[list[k]] = 0;
}

/**
 * y = T w for the given roots and their ancestors, memoised in post order (each slot computed once,
 * after its parents). Returns the stamp: y[i] is valid where work.state.marks[i] === stamp.
 */
export function forward(g: Graph, roots: Int32Array, rootCount: number, work: Workspace): number {
  const { par } = g;
  const { w, y, stack } = work;
  const state = work.state.marks;
  const expanded = work.state.next(2);
  const done = expanded + 1;
  let sp = 0;
  for (let k = 0; k < rootCount; k++) {
    const r = roots[k];
    if (state[r] !== done) {
      stack[sp++] = r;
      sp = drain(par, w, y, state, stack, sp, expanded, done);
    }
  }
  return done;
}

function drain(
  par: Int32Array,
  w: Float64Array,
  y: Float64Array,
  state: Int32Array,
  stack: Int32Array,
  sp: number,
  expanded: number,
  done: number,
): number {
  while (sp > 0) {
    const i = stack[sp - 1];
    const s = state[i];
    if (s === done) {
      sp--;
      continue;
    }
    const a = par[2 * i];
    const b = par[2 * i + 1];
    if (s !== expanded) {
      state[i] = expanded;
      const before = sp;
      if (a >= 0 && state[a] !== done) stack[sp++] = a;
      if (b >= 0 && state[b] !== done) stack[sp++] = b;
      if (sp !== before) continue;
    }
    let yi = w[i];
    if (a >= 0) yi += 0.5 * y[a];
    if (b >= 0) yi += 0.5 * y[b];
    y[i] = yi;
    state[i] = done;
    sp--;
  }
  return sp;
}

/** Kinship (coancestry) of slots a and b over the whole pedigree, from the stored F of their ancestors. */
export function kinship(g: Graph, a: number, b: number, work: Workspace): number {
  if (a < 0 || b < 0) return 0;
  if (a === b) return 0.5 * (1 + g.F[a]);
  const { stamp: stA } = backSubstitute(g, a, work, false);
  const marksA = work.markA.marks;
  const { par, gen, F } = g;
  const { v, v2, next, head } = work;
  const marks = work.markB.marks;
  const st = work.markB.next();
  const top = gen[b];
  for (let k = 0; k <= top; k++) head[k] = -1;
  marks[b] = st;
  v2[b] = 1;
  next[b] = -1;
  head[top] = b;
  let sum = 0;
  for (let k = top; k >= 0; k--) {
    let i = head[k];
    while (i !== -1) {
      const vi = v2[i];
      const half = 0.5 * vi;
      const p = par[2 * i];
      const q = par[2 * i + 1];
      if (p >= 0) reach(p, half, v2, marks, st, gen, next, head);
      if (q >= 0) reach(q, half, v2, marks, st, gen, next, head);
      if (marksA[i] === stA) {
        const d = mendelian(F, p, q);
        sum += v[i] * vi * d;
      }
      i = next[i];
    }
  }
  return 0.5 * sum;
}

/**
 * Inbreeding of offspring grouped by sire (Sargolzaei, Iwaisaki & Colleau 2005): for each sire, one
 * back-substitution over its ancestors and one memoised forward pass over the ancestors of its mates
 * give the sire's relationship with every mate; F_offspring = a(sire, dam) / 2.
 *
 * Group k has sire sires[k] and offspring kids[start[k]..start[k+1]) (dams read from par; an unknown
 * dam gives F = 0). Sires must come in ascending gen, and every ancestor of a sire must already have
 * its final F (true when all offspring of lower-gen sires are in earlier groups or unchanged).
 *
 * The two passes are backSubstitute and forward written for this loop, which reads each pet's data from fewer
 * arrays (on a big pedigree they are far larger than the cache): y holds v while back-substituting, then w = D v
 * once final, then T w; one stamp array tells the sire's ancestors (where w ≠ 0) and the forward pass's progress
 * apart, so neither v, w nor markA is read and w needs no clearing. The arithmetic is the same, operation for
 * operation, so F is bit for bit what backSubstitute and forward give (test/pedigree/colleau.test.ts); with the
 * numbering by sire (load.ts) F for all takes a quarter less CPU time than before (docs/benchmarks.md).
 */
export function inbreedingBySire(
  g: Graph,
  sires: Int32Array,
  start: Int32Array,
  kids: Int32Array,
  groups: number,
  work: Workspace,
): void {
  const { par, gen, F } = g;
  const { y, next, head, stack } = work;
  const state = work.state.marks;
  for (let k = 0; k < groups; k++) {
    const s = sires[k];
    // Stamps: an ancestor of the sire (seeded), the same expanded, another pet expanded, done.
    const seeded = work.state.next(4);
    const done = seeded + 3;
    // Back-substitution over the sire and its ancestors, by descending gen: y = v, then D v once final.
    const top = gen[s];
    for (let t = 0; t <= top; t++) head[t] = -1;
    state[s] = seeded;
    y[s] = 1;
    next[s] = -1;
    head[top] = s;
    for (let t = top; t >= 0; t--) {
      let i = head[t];
      while (i !== -1) {
        const vi = y[i];
        const half = 0.5 * vi;
        const a = par[2 * i];
        const b = par[2 * i + 1];
        if (a >= 0) reach(a, half, y, state, seeded, gen, next, head);
        if (b >= 0) reach(b, half, y, state, seeded, gen, next, head);
        const d = mendelian(F, a, b);
        y[i] = d * vi;
        i = next[i];
      }
    }
    // Forward: y = T w over the dams and their ancestors, memoised in post order.
    const from = start[k];
    const to = start[k + 1];
    let sp = 0;
    for (let j = from; j < to; j++) {
      const dam = par[2 * kids[j] + 1];
      if (dam < 0 || state[dam] === done) continue;
      stack[sp++] = dam;
      while (sp > 0) {
        const i = stack[sp - 1];
        const st = state[i];
        if (st === done) {
          sp--;
          continue;
        }
        const a = par[2 * i];
        const b = par[2 * i + 1];
        if (st <= seeded) {
          state[i] = st === seeded ? seeded + 1 : seeded + 2;
          const before = sp;
          if (a >= 0 && state[a] !== done) stack[sp++] = a;
          if (b >= 0 && state[b] !== done) stack[sp++] = b;
          if (sp !== before) continue;
        }
        let yi = st === seeded || st === seeded + 1 ? y[i] : 0;
        if (a >= 0) yi += 0.5 * y[a];
        if (b >= 0) yi += 0.5 * y[b];
        y[i] = yi;
        state[i] = done;
        sp--;
      }
    }
    for (let j = from; j < to; j++) {
      const c = kids[j];
      const dam = par[2 * c + 1];
      F[c] = dam >= 0 && state[dam] === done ? 0.5 * y[dam] : 0;
    }
  }
}
