import { inbreedingBySire, kinship } from './colleau';
import { PedigreeStore, ROLE_SIRE } from './store';

/** Wright's F of every pet, exact over the whole pedigree (Colleau / Sargolzaei et al. 2005, by sire). */
export function computeAllInbreeding(store: PedigreeStore): void {
  const order = store.topologicalOrder();
  const work = store.work();
  const { par, F, childHead, childNext, kidsAsSire } = store;
  for (let k = 0; k < order.length; k++) F[order[k]] = 0;
  let groups = 0;
  let kidCount = 0;
  for (let k = 0; k < order.length; k++) {
    const s = order[k];
    if (kidsAsSire[s] > 0) {
      groups++;
      kidCount += kidsAsSire[s];
    }
  }
  const sires = new Int32Array(groups);
  const start = new Int32Array(groups + 1);
  const kids = new Int32Array(kidCount);
  let g = 0;
  let n = 0;
  for (let k = 0; k < order.length; k++) {
    const s = order[k];
    if (kidsAsSire[s] === 0) continue;
    for (let e = childHead[s]; e >= 0; e = childNext[e]) {
      if ((e & 1) === ROLE_SIRE && par[e + 1] >= 0) kids[n++] = e >> 1;
    }
    if (n === start[g]) continue; // no offspring with a known dam
    sires[g++] = s;
    start[g] = n;
  }
  inbreedingBySire(store, sires, start, kids, g, work);
}

/**
 * Recompute F for the given slots (a changed pet and its descendants), reading the unchanged F of every
 * other pet. Only the sires of the targets are processed, in ascending generation.
 */
export function recomputeInbreeding(store: PedigreeStore, targets: Int32Array): void {
  const { par, gen, F } = store;
  const work = store.work();
  if (targets.length === 1) {
    const t = targets[0];
    F[t] = kinship(store, par[2 * t], par[2 * t + 1], work);
    return;
  }
  const groupOf = new Map<number, number>();
  const sireList: number[] = [];
  const sizes: number[] = [];
  for (let k = 0; k < targets.length; k++) {
    const t = targets[k];
    const s = par[2 * t];
    if (s < 0 || par[2 * t + 1] < 0) {
      F[t] = 0;
      continue;
    }
    const gi = groupOf.get(s);
    if (gi === undefined) {
      groupOf.set(s, sireList.length);
      sireList.push(s);
      sizes.push(1);
    } else sizes[gi]++;
  }
  const order = sireList.map((_, i) => i).sort((x, y) => gen[sireList[x]] - gen[sireList[y]]);
  const rank = new Int32Array(order.length);
  for (let r = 0; r < order.length; r++) rank[order[r]] = r;
  const sires = new Int32Array(order.length);
  const start = new Int32Array(order.length + 1);
  for (let r = 0; r < order.length; r++) {
    sires[r] = sireList[order[r]];
    start[r + 1] = start[r] + sizes[order[r]];
  }
  const fill = start.slice(0, order.length);
  const kids = new Int32Array(start[order.length]);
  for (let k = 0; k < targets.length; k++) {
    const t = targets[k];
    const s = par[2 * t];
    if (s < 0 || par[2 * t + 1] < 0) continue;
    const r = rank[groupOf.get(s) as number];
    kids[fill[r]++] = t;
  }
  inbreedingBySire(store, sires, start, kids, order.length, work);
}
