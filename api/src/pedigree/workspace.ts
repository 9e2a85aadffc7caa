import { Marker } from './marker';

/**
 * Scratch buffers of the dense algorithms, sized to the number of pet slots and reused between calls
 * (the engine is single threaded). Invariant between calls: `w` is all zeros.
 */
export class Workspace {
  /** Back-substitution values (T' e). */
  v: Float64Array;
  /** Second back-substitution, for kinship of two pets. */
  v2: Float64Array;
  /** D v (zero outside the current ancestor set). */
  w: Float64Array;
  /** Forward values (T w). */
  y: Float64Array;
  markA: Marker;
  markB: Marker;
  state: Marker;
  /** Bucket-list links (by generation). */
  next: Int32Array;
  /** Node list of the last back-substitution. */
  list: Int32Array;
  stack: Int32Array;
  /** Bucket heads, one per generation. */
  head: Int32Array;
  /** Store slot -> index in a local (truncated) pedigree, valid where markL holds the current stamp. */
  markL: Marker;
  localIdx: Int32Array;
  /** Scratch of the rankings (per-male values, ids and the sort's buffers), sized to the longest list ranked yet. */
  readonly rank = new RankScratch();

  constructor(capacity: number, maxGen: number) {
    this.v = new Float64Array(capacity);
    this.v2 = new Float64Array(capacity);
    this.w = new Float64Array(capacity);
    this.y = new Float64Array(capacity);
    this.markA = new Marker(capacity);
    this.markB = new Marker(capacity);
    this.state = new Marker(capacity);
    this.next = new Int32Array(capacity);
    this.list = new Int32Array(capacity);
    this.stack = new Int32Array(2 * capacity + 16);
    this.head = new Int32Array(maxGen + 2);
    this.markL = new Marker(capacity);
    this.localIdx = new Int32Array(capacity);
  }

  get capacity(): number {
    return this.v.length;
  }

  ensure(capacity: number, maxGen: number): void {
    if (maxGen + 2 > this.head.length) this.head = new Int32Array(maxGen + 2);
    if (capacity <= this.v.length) return;
    const grow = (a: Float64Array): Float64Array => {
      const b = new Float64Array(capacity);
      b.set(a);
      return b;
    };
    this.v = new Float64Array(capacity);
    this.v2 = new Float64Array(capacity);
    this.w = grow(this.w);
    this.y = new Float64Array(capacity);
    this.markA.grow(capacity);
    this.markB.grow(capacity);
    this.state.grow(capacity);
    this.next = new Int32Array(capacity);
    this.list = new Int32Array(capacity);
    this.stack = new Int32Array(2 * capacity + 16);
    this.markL.grow(capacity);
    this.localIdx = new Int32Array(capacity);
  }
}

/**
 * Buffers of a ranking of many males, kept between calls: ranking all 499,167 males of the benchmark pedigree allocated
 * 26 MB of typed arrays a call, and their memory counted as external pressure, so V8 ran a scavenge and a full mark-compact
 * every one or two rankings (`--trace-gc`). Each array is at least as long as the list; callers use the first n entries.
 */
export class RankScratch {
  values = new Float64Array(0);
  ids = new Int32Array(0);
  order = new Int32Array(0);
  nextOrder = new Int32Array(0);
  keys = new Uint32Array(0);
  nextKeys = new Uint32Array(0);

  ensure(n: number): this {
    if (this.ids.length >= n) return this;
    const size = Math.max(n, Math.ceil(this.ids.length * 1.25));
    this.values = new Float64Array(size);
    this.ids = new Int32Array(size);
    this.order = new Int32Array(size);
    this.nextOrder = new Int32Array(size);
    this.keys = new Uint32Array(size);
    this.nextKeys = new Uint32Array(size);
    return this;
  }
}
