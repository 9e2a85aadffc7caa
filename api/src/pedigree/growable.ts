/** Helpers to grow typed arrays, keeping their contents and filling the new tail. */
export function growInt32(a: Int32Array, length: number, fill = 0): Int32Array {
  if (length <= a.length) return a;
  const b = new Int32Array(length);
  b.set(a);
  if (fill !== 0) b.fill(fill, a.length);
  return b;
}

export function growUint8(a: Uint8Array, length: number): Uint8Array {
  if (length <= a.length) return a;
  const b = new Uint8Array(length);
  b.set(a);
  return b;
}

export function growFloat64(a: Float64Array, length: number): Float64Array {
  if (length <= a.length) return a;
  const b = new Float64Array(length);
  b.set(a);
  return b;
}

/** Next capacity for `needed` entries: at least 1.5x the current one. */
export function nextCapacity(current: number, needed: number): number {
  return Math.max(needed, Math.ceil(current * 1.5), 16);
}
