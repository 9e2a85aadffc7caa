/**
 * Interns byte ranges of one buffer (CSV fields) as integers 1, 2, 3, … without creating strings:
 * open addressing on an FNV-1a hash. Each table entry holds [hash, id | length << 24, first 8 key bytes]
 * so a lookup of a short id touches one cache line and never the buffer.
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
    while (cap < expected * 1.5) cap *= 2;
    this.table = new Int32Array(4 * cap);
    this.mask = cap - 1;
    this.keyStart = new Int32Array(Math.max(16, expected));
    this.keyLength = new Int32Array(Math.max(16, expected));
  }

  /** Id of the bytes buf[start, end), adding them if new. */
  intern(start: number, end: number): number {
    const buf = this.buf;
    let h = 0x811c9dc5;
    for (let i = start; i < end; i++) h = Math.imul(h ^ buf[i], 0x01000193);
    const len = end - start;
    let k0 = 0;
    let k1 = 0;
    for (let j = 0; j < len && j < 4; j++) k0 |= buf[start + j] << (8 * j);
    for (let j = 4; j < len && j < 8; j++) k1 |= buf[start + j] << (8 * (j - 4));
    return this.internHashed(start, end, h, k0, k1);
  }

  /**
   * Same as intern, with the FNV-1a hash `h` of the bytes and their first 8 bytes packed little-endian in
   * k0, k1 (zero padded) already computed by the caller's scan.
   */
  internHashed(start: number, end: number, hash: number, k0: number, k1: number): number {
    const len = end - start;
    const h = hash ^ (hash >>> 15);
    const tag = (len > 255 ? 255 : len) << 24;
    const table = this.table;
    const mask = this.mask;
    let s = h & mask;
    for (;;) {
      const e = 4 * s;
      const v = table[e + 1];
      if (v === 0) break;
      if (table[e] === h && (v & 0xff000000) === tag && table[e + 2] === k0 && table[e + 3] === k1) {
        const id = v & 0xffffff;
        if (len <= 8 || this.sameTail(id, start, len)) return id;
      }
      s = (s + 1) & mask;
    }
    const id = ++this.size;
    if (id > 0xffffff) throw new Error('more than 16,777,215 distinct ids');
    if (id > this.keyStart.length) this.growKeys();
    this.keyStart[id - 1] = start;
    this.keyLength[id - 1] = len;
    const e = 4 * s;
    table[e] = h;
    table[e + 1] = id | tag;
    table[e + 2] = k0;
    table[e + 3] = k1;
    if (this.size * 2 > mask + 1) this.rehash();
    return id;
  }

  /** Whether the key of `id` equals buf[start, start + len) beyond their (equal) first 8 bytes. */
  private sameTail(id: number, start: number, len: number): boolean {
    if (this.keyLength[id - 1] !== len) return false;
    const buf = this.buf;
    const ks = this.keyStart[id - 1];
    for (let i = 8; i < len; i++) if (buf[ks + i] !== buf[start + i]) return false;
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
    const table = new Int32Array(4 * cap);
    for (let e = 0; e < old.length; e += 4) {
      if (old[e + 1] === 0) continue;
      let s = old[e] & mask;
      while (table[4 * s + 1] !== 0) s = (s + 1) & mask;
      table.set(old.subarray(e, e + 4), 4 * s);
    }
    this.table = table;
    this.mask = mask;
  }
}
