import { type IdTable } from './id-table';

const CHUNK = 1 << 20;
const QUOTE = 34;
const COMMA = 44;
const CR = 13;
const LF = 10;
const DOT = 46;
const ZERO = 48;

/** "00" to "99" as ASCII byte pairs. */
const PAIRS = new Uint8Array(200);
for (let i = 0; i < 100; i++) {
  PAIRS[2 * i] = ZERO + ((i / 10) | 0);
  PAIRS[2 * i + 1] = ZERO + (i % 10);
}

/** v (0..99999) as five digits at pos, by pairs: three divisions instead of ten. Returns the position after. */
function fiveDigits(chunk: Buffer, pos: number, v: number): number {
  const a = (v / 10000) | 0;
  let rest = v - a * 10000;
  const b = (rest / 100) | 0;
  rest -= b * 100;
  chunk[pos] = ZERO + a;
  chunk[pos + 1] = PAIRS[2 * b];
  chunk[pos + 2] = PAIRS[2 * b + 1];
  chunk[pos + 3] = PAIRS[2 * rest];
  chunk[pos + 4] = PAIRS[2 * rest + 1];
  return pos + 5;
}

/**
 * Buffered writer to standard output: bytes are gathered in 1 MiB chunks, and a full chunk is written
 * with back-pressure (waits for 'drain').
 */
export class ChunkWriter {
  private chunk = Buffer.allocUnsafe(CHUNK);
  private pos = 0;
  private pending: Promise<void> = Promise.resolve();

  constructor(private readonly out: NodeJS.WritableStream = process.stdout) {}

  /** Room for at least `n` more bytes; returns a promise when a chunk had to be flushed. */
  reserve(n: number): Promise<void> | null {
    if (this.pos + n <= this.chunk.length) return null;
    const p = this.flush();
    if (n > this.chunk.length) this.chunk = Buffer.allocUnsafe(n);
    return p;
  }

  ascii(s: string): void {
    this.pos += this.chunk.write(s, this.pos, 'latin1');
  }

  byte(b: number): void {
    this.chunk[this.pos++] = b;
  }

  /** A CSV field from source bytes, quoted when it holds a comma, quote or line break. */
  field(src: Buffer, start: number, end: number): void {
    const chunk = this.chunk;
    let pos = this.pos;
    let special = false;
    // Copied byte by byte: ids are short, and Buffer#copy costs more than the copy itself below ~64 bytes.
    for (let i = start; i < end; i++) {
      const c = src[i];
      if (c <= COMMA && (c === COMMA || c === QUOTE || c === CR || c === LF)) special = true;
      chunk[pos++] = c;
    }
    if (special) {
      pos = this.pos;
      chunk[pos++] = QUOTE;
      for (let i = start; i < end; i++) {
        if (src[i] === QUOTE) chunk[pos++] = QUOTE;
        chunk[pos++] = src[i];
      }
      chunk[pos++] = QUOTE;
    }
    this.pos = pos;
  }

  /** x with 10 decimals, exactly as x.toFixed(10) (0 for x ≤ 0, e.g. tiny negative rounding noise). */
  fixed10(x: number): void {
    const chunk = this.chunk;
    let pos = this.pos;
    if (!(x > 0)) {
      chunk[pos++] = ZERO;
      chunk[pos++] = DOT;
      for (let k = 0; k < 10; k++) chunk[pos++] = ZERO;
      this.pos = pos;
      return;
    }
    // x · 1e10 is exact to within 2e-6 (x < 1: below 2^34, half an ulp is 2^-19), so rounding it gives
    // toFixed's integer unless it lies that close to a half; then (and from 1 up) toFixed itself decides.
    const scaled = x * 1e10;
    const frac = scaled - Math.floor(scaled);
    if (frac > 0.49999 && frac < 0.50001) {
      this.pos += chunk.write(x.toFixed(10), pos, 'latin1');
      return;
    }
    const n = Math.round(scaled);
    if (n >= 1e10) {
      this.pos += chunk.write(x.toFixed(10), pos, 'latin1');
      return;
    }
    const hi = Math.floor(n / 100000); // first five decimals
    chunk[pos++] = ZERO;
    chunk[pos++] = DOT;
    pos = fiveDigits(chunk, pos, hi);
    pos = fiveDigits(chunk, pos, n - hi * 100000);
    this.pos = pos;
  }

  flush(): Promise<void> {
    if (this.pos === 0) return this.pending;
    const data = this.chunk.subarray(0, this.pos);
    this.chunk = Buffer.allocUnsafe(CHUNK);
    this.pos = 0;
    const before = this.pending;
    this.pending = before.then(
      () =>
        new Promise<void>((resolve, reject) => {
          const ok = this.out.write(data, (err) => (err ? reject(err) : undefined));
          if (ok) resolve();
          else this.out.once('drain', () => resolve());
        }),
    );
    return this.pending;
  }
}

/** Write `id,F` lines (header first), F with 10 decimals, ids as in the input. */
export async function writeInbreeding(table: IdTable, src: Buffer, ids: Int32Array, F: Float64Array): Promise<void> {
  const w = new ChunkWriter();
  w.ascii('id,F\n');
  for (let r = 0; r < ids.length; r++) {
    const id = ids[r];
    const start = table.start(id);
    const length = table.length(id);
    const wait = w.reserve(2 * length + 24);
    if (wait) await wait;
    w.field(src, start, start + length);
    w.byte(COMMA);
    w.fixed10(F[r]);
    w.byte(LF);
  }
  await w.flush();
}

/** F (a probability) with 10 decimals (toFixed); tiny negative rounding noise prints as 0. */
export function formatF(x: number): string {
  return x > 0 ? x.toFixed(10) : '0.0000000000';
}
