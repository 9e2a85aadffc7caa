import { inbreedingBySire, kinship } from './colleau';
import { type PedigreeStore } from './store';

/** Wright's F of every pet, exact over the whole pedigree (Colleau / Sargolzaei et al. 2005, by sire). */
export function computeAllInbreeding(store: PedigreeStore): void {
  const order = store.topologicalOrder();
  const work = store.work();
  const { par, F, flags } = store;
  const count = store.count;
  // Offspring with both parents known, grouped by sire (counting sort), sires in topological order.
  const kidsOf = new Int32Array(count);
  let kidTotal = 0;
  for (let k = 0; k < count; k++) {
    F[k] = 0;
    if (flags[k] === 0) continue;
    const s = par[2 * k];
    if (s >= 0 && par[2 * k + 1] >= 0) {
      kidsOf[s]++;
      kidTotal++;
    }
  }
  let groups = 0;
  for (let k = 0; k < order.length; k++) if (kidsOf[order[k]] > 0) groups++;
  const sires = new Int32Array(groups);
  const start = new Int32Array(groups + 1);
  const fill = new Int32Array(count); // sire slot -> next free position in kids
  let g = 0;
  for (let k = 0; k < order.length; k++) {
    const s = order[k];
    const c = kidsOf[s];
    if (c === 0) continue;
    sires[g] = s;
    fill[s] = start[g];
    start[g + 1] = start[g] + c;
    g++;
  }
  const kids = new Int32Array(kidTotal);
  for (let k = 0; k < count; k++) {
    if (flags[k] === 0) continue;
    const s = par[2 * k];
    if (s >= 0 && par[2 * k + 1] >= 0) kids[fill[s]++] = k;
  }
  inbreedingBySire(store, sires, start, kids, groups, work);
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
