/** Bytes of a key held in the table itself: ids up to this length are looked up without reading them back. */
export const INLINE_BYTES = 20;
const WORDS = INLINE_BYTES / 4;
/** Table entry: [hash, id, length, key words 0..4] (32 bytes, half a cache line). */
const ENTRY = 8;

/**
 * Interns byte ranges of one buffer (CSV fields) as integers 1, 2, 3, … without creating strings: open
 * addressing (linear probing) on a murmur3-style hash of the key's 4-byte words. Each entry holds the hash, the
 * id, the length and the first 20 bytes of the key, so looking up an id of up to 20 bytes touches one entry and
 * never the buffer. Registration numbers share long prefixes (`BC-0000001`, `BC-0000002`, …): an earlier table
 * kept only the first 8 bytes, which such ids share, and went back to the bytes of the first occurrence (a cache
 * miss in a 50 MB file) on almost every lookup; the hash mixes whole words, so the shared prefix costs nothing.
 */
export class IdTable {
  private table: Int32Array;
  private mask: number;
  private keyStart: Int32Array;
  private keyLength: Int32Array;
  /** Number of distinct keys; ids are 1..size. */
  size = 0;

  constructor(
    private readonly buf: Buffer,
    expected: number,
  ) {
    let cap = 1024;
    while (cap < expected * 1.6) cap *= 2;
    this.table = new Int32Array(ENTRY * cap);
    this.mask = cap - 1;
    this.keyStart = new Int32Array(Math.max(16, expected));
    this.keyLength = new Int32Array(Math.max(16, expected));
  }

  /** Kept from peek() results by the caller, so that those loads are not optimised away. */
  touched = 0;

  /** Load the entry where a lookup of `hash` starts (to have its cache miss early; see the CSV reader). */
  peek(hash: number): number {
    return this.table[ENTRY * (hash & this.mask)];
  }

  /** Id of the bytes buf[start, end), adding them if new. */
  intern(start: number, end: number): number {
    return this.internHashed(start, end, hashBytes(this.buf, start, end));
  }

  /** Same as intern, with `hashBytes(buf, start, end)` already computed by the caller's scan. */
  internHashed(start: number, end: number, hash: number): number {
    const buf = this.buf;
    const len = end - start;
    const table = this.table;
    const mask = this.mask;
    let s = hash & mask;
    for (;;) {
      const e = ENTRY * s;
      const id = table[e + 1];
      if (id === 0) break;
      if (table[e] === hash && table[e + 2] === len && this.sameKey(e, start, len)) return id;
      s = (s + 1) & mask;
    }
    const id = ++this.size;
    if (id > this.keyStart.length) this.growKeys();
    this.keyStart[id - 1] = start;
    this.keyLength[id - 1] = len;
    const e = ENTRY * s;
    table[e] = hash;
    table[e + 1] = id;
    table[e + 2] = len;
    for (let w = 0; w < WORDS; w++) table[e + 3 + w] = word(buf, start + 4 * w, end);
    if (this.size * 2 > mask + 1) this.rehash();
    return id;
  }

  /** Whether the key of entry e equals buf[start, start + len) (same length and hash already checked). */
  private sameKey(e: number, start: number, len: number): boolean {
    const buf = this.buf;
    const table = this.table;
    const end = start + len;
    for (let w = 0; w < WORDS && 4 * w < len; w++) if (table[e + 3 + w] !== word(buf, start + 4 * w, end)) return false;
    if (len <= INLINE_BYTES) return true;
    const ks = this.keyStart[table[e + 1] - 1];
    for (let i = INLINE_BYTES; i < len; i++) if (buf[ks + i] !== buf[start + i]) return false;
    return true;
  }

  /** The key of an id as a string. */
  name(id: number): string {
    const k = id - 1;
    return this.buf.toString('utf8', this.keyStart[k], this.keyStart[k] + this.keyLength[k]);
  }

  start(id: number): number {
    return this.keyStart[id - 1];
  }

  length(id: number): number {
    return this.keyLength[id - 1];
  }

  private growKeys(): void {
    const cap = this.keyStart.length * 2;
    const grow = (a: Int32Array): Int32Array => {
      const b = new Int32Array(cap);
      b.set(a);
      return b;
    };
    this.keyStart = grow(this.keyStart);
    this.keyLength = grow(this.keyLength);
  }

  private rehash(): void {
    const cap = 2 * (this.mask + 1);
    const mask = cap - 1;
    const old = this.table;
    const table = new Int32Array(ENTRY * cap);
    for (let e = 0; e < old.length; e += ENTRY) {
      if (old[e + 1] === 0) continue;
      let s = old[e] & mask;
      while (table[ENTRY * s + 1] !== 0) s = (s + 1) & mask;
      table.set(old.subarray(e, e + ENTRY), ENTRY * s);
    }
    this.table = table;
    this.mask = mask;
  }
}

/** Bytes buf[at, min(at + 4, end)) as a little-endian word, zero padded. */
function word(buf: Buffer, at: number, end: number): number {
  if (at + 4 <= end) return buf[at] | (buf[at + 1] << 8) | (buf[at + 2] << 16) | (buf[at + 3] << 24);
  let w = 0;
  for (let i = at; i < end; i++) w |= buf[i] << ((i - at) << 3);
  return w;
}

/** One 4-byte word into the hash (murmur3's body). */
export function mixWord(h: number, w: number): number {
  let k = Math.imul(w, 0xcc9e2d51);
  k = (k << 15) | (k >>> 17);
  h ^= Math.imul(k, 0x1b873593);
  h = (h << 13) | (h >>> 19);
  return (Math.imul(h, 5) + 0xe6546b64) | 0;
}

/** The last partial word and the length into the hash, then murmur3's finaliser (every input bit reaches every bit). */
export function finishHash(h: number, tail: number, len: number): number {
  if ((len & 3) !== 0) {
    let k = Math.imul(tail, 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    h ^= Math.imul(k, 0x1b873593);
  }
  h ^= len;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/** The hash the table uses for buf[start, end) (the CSV reader computes the same while scanning). */
export function hashBytes(buf: Buffer, start: number, end: number): number {
  let h = 0;
  let i = start;
  for (; i + 4 <= end; i += 4) h = mixWord(h, buf[i] | (buf[i + 1] << 8) | (buf[i + 2] << 16) | (buf[i + 3] << 24));
  return finishHash(h, word(buf, i, end), end - start);
}
