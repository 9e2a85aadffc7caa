import { inbreedingBySire } from './colleau';
import { type Focus } from './focus';
import { type Graph } from './graph';
import { type PedigreeStore } from './store';

/**
 * The pedigree of a subject truncated at N generations — the definition behind every "over N generations"
 * figure of the engine:
 *
 *   the subject's ancestors whose minimal depth is at most N (parents = depth 1), with their parent links,
 *   except that ancestors at minimal depth N have their parents treated as unknown.
 *
 * F computed exactly on this pedigree is the N-generation COI; F_A of an ancestor is also taken on it.
 * Local index order is topological (parents first); the subject is the last node.
 */
export interface LocalPedigree extends Graph {
  size: number;
  root: number;
  /** Store slot per local node; -1 for the hypothetical offspring of a test mating. */
  slot: Int32Array;
  /** Minimal depth below the subject (subject 0, parents 1). */
  depth: Int32Array;
  generations: number;
}

export function buildLocalPedigree(store: PedigreeStore, focus: Focus, generations: number): LocalPedigree {
  const work = store.work();
  const mark = work.markL.marks;
  const st = work.markL.next();
  const idx = work.localIdx;
  const slots: number[] = [focus.slot];
  const depths: number[] = [0];
  const ps: number[] = [-1];
  const pd: number[] = [-1];
  const { par } = store;
  for (let u = 0; u < slots.length; u++) {
    const du = depths[u];
    if (du >= generations) continue;
    for (let role = 0; role < 2; role++) {
      const p = u === 0 ? (role === 0 ? focus.sire : focus.dam) : par[2 * slots[u] + role];
      if (p < 0) continue;
      if (mark[p] !== st) {
        mark[p] = st;
        idx[p] = slots.length;
        slots.push(p);
        depths.push(du + 1);
        ps.push(-1);
        pd.push(-1);
      }
      if (role === 0) ps[u] = idx[p];
      else pd[u] = idx[p];
    }
  }
  const n = slots.length;
  const { gen } = store;
  let top = -1;
  for (let u = 1; u < n; u++) if (gen[slots[u]] > top) top = gen[slots[u]];
  let bottom = top;
  for (let u = 1; u < n; u++) if (gen[slots[u]] < bottom) bottom = gen[slots[u]];
  const genOf = (u: number): number => (u === 0 ? top + 1 : gen[slots[u]]);
  // Topological order by gen, ties in the order found; the subject last. A counting sort (gens are small integers):
  // a comparison sort of the ~1,000 ancestors of ten generations was a fifth of a tree's COI.
  const order = new Int32Array(n);
  if (n > 1) {
    const starts = new Int32Array(top - bottom + 2);
    for (let u = 1; u < n; u++) starts[gen[slots[u]] - bottom + 1]++;
    for (let g = 1; g < starts.length; g++) starts[g] += starts[g - 1];
    for (let u = 1; u < n; u++) order[starts[gen[slots[u]] - bottom]++] = u;
  }
  order[n - 1] = 0;
  const newIdx = new Int32Array(n);
  for (let k = 0; k < n; k++) newIdx[order[k]] = k;
  const local: LocalPedigree = {
    size: n,
    root: n - 1,
    slot: new Int32Array(n),
    depth: new Int32Array(n),
    par: new Int32Array(2 * n),
    gen: new Int32Array(n),
    F: new Float64Array(n),
    generations,
  };
  for (let k = 0; k < n; k++) {
    const u = order[k];
    local.slot[k] = slots[u];
    local.depth[k] = depths[u];
    local.gen[k] = genOf(u);
    local.par[2 * k] = ps[u] < 0 ? -1 : newIdx[ps[u]];
    local.par[2 * k + 1] = pd[u] < 0 ? -1 : newIdx[pd[u]];
  }
  computeLocalInbreeding(store, local);
  return local;
}

/** F of every node of a local pedigree (same sire-grouped Colleau method as the whole store). */
function computeLocalInbreeding(store: PedigreeStore, local: LocalPedigree): void {
  const n = local.size;
  const { par } = local;
  const count = new Int32Array(n);
  let kidTotal = 0;
  for (let k = 0; k < n; k++) {
    const s = par[2 * k];
    if (s >= 0 && par[2 * k + 1] >= 0) {
      count[s]++;
      kidTotal++;
    }
  }
  if (kidTotal === 0) return;
  let groups = 0;
  for (let k = 0; k < n; k++) if (count[k] > 0) groups++;
  const sires = new Int32Array(groups);
  const start = new Int32Array(groups + 1);
  const groupOf = new Int32Array(n);
  let gi = 0;
  for (let k = 0; k < n; k++) {
    if (count[k] === 0) continue;
    sires[gi] = k;
    groupOf[k] = gi;
    start[gi + 1] = start[gi] + count[k];
    gi++;
  }
  const fill = start.slice(0, groups);
  const kids = new Int32Array(kidTotal);
  for (let k = 0; k < n; k++) {
    const s = par[2 * k];
    if (s >= 0 && par[2 * k + 1] >= 0) kids[fill[groupOf[s]]++] = k;
  }
  inbreedingBySire(local, sires, start, kids, groups, store.localWork(n));
}
