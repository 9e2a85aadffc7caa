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
