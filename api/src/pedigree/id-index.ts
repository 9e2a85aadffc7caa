const DENSE_HARD_CAP = 1 << 25;

/**
 * External pet id (positive integer) -> internal slot. Database ids are dense, so they live in a
 * typed array; ids far above the pet count fall back to a Map.
 */
export class IdIndex {
  private dense = new Int32Array(1024); // id -> slot + 1 (0 = absent)
  private readonly sparse = new Map<number, number>();
  size = 0;

  get(id: number): number {
    if (id < this.dense.length) return this.dense[id] - 1;
    const slot = this.sparse.get(id);
    return slot === undefined ? -1 : slot;
  }

  set(id: number, slot: number): void {
    if (id >= this.dense.length && id < DENSE_HARD_CAP && id < 4 * (this.size + 1) + (1 << 20)) {
      let length = this.dense.length;
      while (length <= id) length *= 2;
      const dense = new Int32Array(length);
      dense.set(this.dense);
      this.dense = dense;
      for (const [k, v] of this.sparse) {
        if (k < length) {
          dense[k] = v + 1;
          this.sparse.delete(k);
        }
      }
    }
    if (id < this.dense.length) {
      if (this.dense[id] === 0) this.size++;
      this.dense[id] = slot + 1;
    } else {
      if (!this.sparse.has(id)) this.size++;
      this.sparse.set(id, slot);
    }
  }

  /** Replace every stored value v by map[v] (e.g. input rows by store slots). */
  remap(map: Int32Array): void {
    const dense = this.dense;
    for (let i = 0; i < dense.length; i++) {
      const v = dense[i];
      if (v !== 0) dense[i] = map[v - 1] + 1;
    }
    for (const [k, v] of this.sparse) this.sparse.set(k, map[v]);
  }

  delete(id: number): void {
    if (id < this.dense.length) {
      if (this.dense[id] !== 0) this.size--;
      this.dense[id] = 0;
    } else if (this.sparse.delete(id)) this.size--;
  }
}

export function isValidId(id: number): boolean {
  return Number.isInteger(id) && id > 0 && id <= 0x7fffffff;
}
