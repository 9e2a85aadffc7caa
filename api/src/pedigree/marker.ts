/**
 * A visited-mark array that is cleared in O(1): each pass takes a fresh stamp and an entry
 * is marked when it holds the current stamp.
 */
export class Marker {
  marks: Int32Array;
  stamp = 0;

  constructor(capacity: number) {
    this.marks = new Int32Array(capacity);
  }

  /** Start a new pass; `width` stamps are reserved (e.g. 2 for "expanded" and "done"). */
  next(width = 1): number {
    if (this.stamp > 2_000_000_000) {
      this.marks.fill(0);
      this.stamp = 0;
    }
    const first = this.stamp + 1;
    this.stamp += width;
    return first;
  }

  grow(capacity: number): void {
    if (capacity <= this.marks.length) return;
    const marks = new Int32Array(capacity);
    marks.set(this.marks);
    this.marks = marks;
  }
}
