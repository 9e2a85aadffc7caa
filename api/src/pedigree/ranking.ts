import { backSubstitute, clearWeights, forward } from './colleau';
import { type PedigreeStore } from './store';
import { RankScratch } from './workspace';

/** Candidate sires ordered by the COI of their offspring with one dam (lowest first, then by id). */
export interface Ranking {
  dam: number;
  ids: Int32Array;
  coi: Float64Array;
}

/**
 * The dam's row of the relationship matrix by Colleau's indirect method, read at the candidates:
 * v = T' e_dam over her ancestors, w = D v (D from the stored F), y = T w forward; offspring COI =
 * kinship = y_male / 2. The forward pass follows the candidates' ancestors (memoised) for a short list;
 * for a long one (all males of the breed) it is one sweep over every pet in topological order, which
 * reads the arrays in order instead of chasing parent links (figures in docs/benchmarks.md).
 */
export function rankBySireCoi(store: PedigreeStore, dam: number, males: Int32Array, idsAscending = false): Ranking {
  // idsAscending: the males come in ascending id order (Pedigree keeps all live males so), and only values are sorted.
  const work = store.work();
  const { count } = backSubstitute(store, dam, work, true);
  const coi = work.rank.ensure(males.length).values.subarray(0, males.length);
  const { y } = work;
  if (males.length * 16 >= store.pets) {
    forwardAll(store, y, work.w);
    for (let k = 0; k < males.length; k++) coi[k] = 0.5 * y[males[k]];
  } else {
    const done = forward(store, males, males.length, work);
    const state = work.state.marks;
    for (let k = 0; k < males.length; k++) coi[k] = state[males[k]] === done ? 0.5 * y[males[k]] : 0;
  }
  clearWeights(work, count);
  return sortRanking(store, dam, males, coi, work.rank, idsAscending);
}

/** y = T w for every live pet, parents first. */
export function forwardAll(store: PedigreeStore, y: Float64Array, w: Float64Array): void {
  const order = store.topologicalOrder();
  const { par } = store;
  for (let k = 0; k < order.length; k++) {
    const i = order[k];
    const a = par[2 * i];
    const b = par[2 * i + 1];
    y[i] = w[i] + (a >= 0 ? 0.5 * y[a] : 0) + (b >= 0 ? 0.5 * y[b] : 0);
  }
}

/** The males ordered by coi (aligned with them), then id; `scratch` (whose values may be `coi`) lends the buffers. */
export function sortRanking(
  store: PedigreeStore,
  dam: number,
  males: Int32Array,
  coi: Float64Array,
  scratch = new RankScratch(),
  idsAscending = false,
): Ranking {
  const ext = store.extId;
  const n = males.length;
  const ids = scratch.ensure(n).ids.subarray(0, n);
  for (let k = 0; k < n; k++) ids[k] = ext[males[k]];
  const order = byValueThenId(coi, ids, scratch, idsAscending);
  const sortedIds = new Int32Array(n);
  const sorted = new Float64Array(n);
  for (let k = 0; k < n; k++) {
    sortedIds[k] = ids[order[k]];
    sorted[k] = coi[order[k]];
  }
  return { dam: ext[dam], ids: sortedIds, coi: sorted };
}

/**
 * Indexes ordered by value (non-negative), then by id. Long lists: stable least-significant-digit radix sorts, in
 * digits of 11 bits (the counts fit the L1 cache) with the keys carried beside the indexes so that every pass reads
 * both in order: first by id, then by the high 32 bits of the value (for non-negative doubles the IEEE bit patterns
 * sort as the numbers); passes whose digit is the same for all are skipped. A run sharing the high bits is then in
 * id order, which is the exact order when its values are equal (no common ancestor, full brothers: nearly every
 * run); the rare run of different values is sorted exactly. No comparison function is called for the half million
 * males of the benchmark pedigree (a comparison sort calls it 10 million times; figures in docs/benchmarks.md).
 * `idsAscending`: the indexes are in id order already (all live males as Pedigree keeps them), so the sort by id is
 * skipped and the value's keys are read in order. `scratch` lends the buffers (the answer is then a view of them,
 * valid until its next use); without it the answer is the caller's.
 */
export function byValueThenId(value: Float64Array, ids: Int32Array, scratch?: RankScratch, idsAscending = false): Int32Array {
  const n = value.length;
  const exact = (a: number, b: number): number => value[a] - value[b] || ids[a] - ids[b];
  if (n < 4096) {
    const order = new Int32Array(n);
    for (let k = 0; k < n; k++) order[k] = k;
    return order.sort(exact);
  }
  const sorter = new RadixSorter(n, scratch ?? new RankScratch().ensure(n));
  let order = sorter.order;
  for (let k = 0; k < n; k++) order[k] = k;
  const bits = new Uint32Array(value.buffer, value.byteOffset, 2 * n); // little-endian: [low, high] per value
  if (!idsAscending) {
    for (let k = 0; k < n; k++) sorter.keys[k] = ids[k];
    order = sorter.sort(order);
  }
  for (let j = 0; j < n; j++) {
    const k = order[j];
    const high = bits[2 * k + 1];
    // -0 (sign bit alone) is 0.
    sorter.keys[j] = high === 0x80000000 && bits[2 * k] === 0 ? 0 : high;
  }
  order = sorter.sort(order);
  const keys = sorter.keys;
  for (let start = 0; start < n; ) {
    const high = keys[start];
    let end = start + 1;
    let same = true;
    const v = value[order[start]];
    while (end < n && keys[end] === high) {
      if (value[order[end]] !== v) same = false;
      end++;
    }
    if (!same) order.subarray(start, end).sort(exact);
    start = end;
  }
  return order;
}

/** Indexes of `ids` in ascending id order (stable), by the radix sort of long lists; `scratch` lends the buffers. */
export function orderById(ids: Int32Array, scratch: RankScratch): Int32Array {
  const n = ids.length;
  if (n < 4096) return byValueThenId(new Float64Array(n), ids);
  const sorter = new RadixSorter(n, scratch);
  const order = sorter.order;
  for (let k = 0; k < n; k++) {
    order[k] = k;
    sorter.keys[k] = ids[k]; // pet ids are positive
  }
  return sorter.sort(order);
}

/**
 * Stable LSD radix sort of indexes by 32-bit keys, 11 bits a pass; keys[j] is the key of order[j]. Its four buffers
 * are the scratch's first n entries (order and nextOrder, keys and nextKeys swap roles between passes).
 */
class RadixSorter {
  keys: Uint32Array;
  order: Int32Array;
  private nextKeys: Uint32Array;
  private nextOrder: Int32Array;
  private readonly counts = new Int32Array(3 * 2048);

  constructor(
    private readonly n: number,
    scratch: RankScratch,
  ) {
    scratch.ensure(n);
    this.keys = scratch.keys.subarray(0, n);
    this.nextKeys = scratch.nextKeys.subarray(0, n);
    this.order = scratch.order.subarray(0, n);
    this.nextOrder = scratch.nextOrder.subarray(0, n);
  }

  /** Sorts by this.keys; returns the sorted indexes (keys sorted alongside). May reuse `order`'s memory. */
  sort(order: Int32Array): Int32Array {
    const { n, counts } = this;
    let keys = this.keys;
    let nextKeys = this.nextKeys;
    let nextOrder = this.nextOrder;
    counts.fill(0);
    for (let k = 0; k < n; k++) {
      const h = keys[k];
      counts[h & 2047]++;
      counts[2048 + ((h >>> 11) & 2047)]++;
      counts[4096 + (h >>> 22)]++;
    }
    for (let pass = 0; pass < 3; pass++) {
      const base = 2048 * pass;
      const shift = 11 * pass;
      if (counts[base + ((keys[0] >>> shift) & 2047)] === n) continue; // one digit for all: nothing to do
      let sum = 0;
      for (let d = base; d < base + 2048; d++) {
        const c = counts[d];
        counts[d] = sum;
        sum += c;
      }
      for (let j = 0; j < n; j++) {
        const h = keys[j];
        const at = counts[base + ((h >>> shift) & 2047)]++;
        nextKeys[at] = h;
        nextOrder[at] = order[j];
      }
      [order, nextOrder] = [nextOrder, order];
      [keys, nextKeys] = [nextKeys, keys];
    }
    this.keys = keys;
    this.nextKeys = nextKeys;
    this.nextOrder = nextOrder;
    return order;
  }
}
