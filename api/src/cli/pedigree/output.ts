import { type IdTable } from './id-table';

const CHUNK = 1 << 20;
const QUOTE = 34;
const COMMA = 44;
const CR = 13;
const LF = 10;

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
    let special = false;
    for (let i = start; i < end; i++) {
      const c = src[i];
      if (c === COMMA || c === QUOTE || c === CR || c === LF) {
        special = true;
        break;
      }
    }
    if (!special) {
      this.pos += src.copy(this.chunk, this.pos, start, end);
      return;
    }
    this.chunk[this.pos++] = QUOTE;
    for (let i = start; i < end; i++) {
      if (src[i] === QUOTE) this.chunk[this.pos++] = QUOTE;
      this.chunk[this.pos++] = src[i];
    }
    this.chunk[this.pos++] = QUOTE;
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
export async function writeInbreeding(
  table: IdTable,
  src: Buffer,
  rows: number,
  ids: Int32Array,
  f: (id: number) => number,
): Promise<void> {
  const w = new ChunkWriter();
  w.ascii('id,F\n');
  for (let r = 0; r < rows; r++) {
    const id = ids[r];
    const start = table.start(id);
    const length = table.length(id);
    const wait = w.reserve(2 * length + 20);
    if (wait) await wait;
    w.field(src, start, start + length);
    w.byte(COMMA);
    w.ascii(formatF(f(id)));
    w.byte(LF);
  }
  await w.flush();
}

/** F (a probability) with 10 decimals (toFixed); tiny negative rounding noise prints as 0. */
export function formatF(x: number): string {
  return x > 0 ? x.toFixed(10) : '0.0000000000';
}
