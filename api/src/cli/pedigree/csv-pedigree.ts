import { finishHash, IdTable, mixWord } from './id-table';

/** A pedigree CSV read into columns, one entry per record; ids are interned as 1..table.size. */
export interface CsvPedigree {
  table: IdTable;
  rows: number;
  ids: Int32Array;
  /** Interned sire per row, 0 = unknown (empty or "0"). */
  sires: Int32Array;
  dams: Int32Array;
  /** Line of the file where each record starts (the header is line 1). */
  lines: Int32Array;
  /** Only with `columns.sex`: the `sex` column, 1 male (m…, d…), 2 female (f…, b…), 0 unknown. */
  sexes: Uint8Array | null;
  /** Only with `columns.birth`: the `birth` / `born` / `birth_date` / `dob` column, days since 1970-01-01. */
  births: Int32Array | null;
  /** Lines of the records whose id is empty (left out of the columns). */
  emptyIds: number[];
}

/**
 * Extra columns to read besides id, sire and dam. By default none: every other column is ignored, as the
 * CLI promises. Asking for one whose column the header lacks is an error.
 */
export interface CsvColumns {
  sex?: boolean;
  birth?: boolean;
}

const BIRTH_NAMES = ['birth', 'born', 'birth_date', 'birthdate', 'dob', 'date_of_birth'];

export class CsvError extends Error {}

const QUOTE = 34;
const COMMA = 44;
const CR = 13;
const LF = 10;
const ZERO = 48;
const NO_DATE = -2147483648;

/** What a column is read for (0: nothing). */
const ID = 1;
const SIRE = 2;
const DAM = 3;
const SEX = 4;
const BIRTH = 5;

/**
 * Read a pedigree CSV (RFC 4180: quoted fields, "" escapes, LF or CRLF). The header locates the `id`,
 * `sire` and `dam` columns by name; other columns are ignored unless `columns` asks for the sex or birth
 * column. Works on the bytes, without a string per field: quoted fields are unescaped in place and ids
 * interned from the buffer.
 *
 * Written by hand because it is most of the CLI's time on a big file (a CSV library makes a string per field:
 * 3 million for a million-dog pedigree). Pass 1 scans the records once, byte by byte, hashing the id, sire and
 * dam fields while it looks for their end (one comparison per byte in the usual case: the delimiters are the
 * only bytes ≤ ','); pass 2 interns the fields in a tight loop, where the table's cache misses of successive
 * fields overlap (figures in docs/benchmarks.md).
 */
export function readPedigreeCsv(buf: Buffer, columns: CsvColumns = {}): CsvPedigree {
  const len = buf.length;
  const cursor = new Int32Array(4); // see scanQuoted
  let pos = len >= 3 && buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf ? 3 : 0;

  // Header.
  const names: string[] = [];
  for (;;) {
    const start = scanQuoted(buf, pos, cursor);
    names.push(buf.toString('utf8', start, cursor[0]).trim().toLowerCase());
    pos = cursor[1];
    if (cursor[2] !== 1) break;
  }
  let line = 2;
  const col = (...candidates: string[]): number => {
    for (const c of candidates) {
      const k = names.indexOf(c);
      if (k >= 0) return k;
    }
    return -1;
  };
  const idCol = col('id');
  const sireCol = col('sire');
  const damCol = col('dam');
  if (idCol < 0 || sireCol < 0 || damCol < 0)
    throw new CsvError(`the header must name the columns id, sire and dam (found: ${names.join(', ')})`);
  const sexCol = columns.sex ? col('sex') : -1;
  const birthCol = columns.birth ? col(...BIRTH_NAMES) : -1;
  if (columns.sex && sexCol < 0) throw new CsvError(`checking sexes needs a sex column (found: ${names.join(', ')})`);
  if (columns.birth && birthCol < 0)
    throw new CsvError(`checking birth dates needs one of the columns ${BIRTH_NAMES.join(', ')} (found: ${names.join(', ')})`);
  const use = new Uint8Array(names.length + 1); // the last entry stands for every column beyond the header
  use[idCol] = ID;
  use[sireCol] = SIRE;
  use[damCol] = DAM;
  if (sexCol >= 0) use[sexCol] = SEX;
  if (birthCol >= 0) use[birthCol] = BIRTH;
  const lastCol = names.length;

  let cap = estimateRows(buf, pos);
  // Per record: for the id, sire and dam fields the bytes' start, length (-1 = empty) and hash.
  let fStart: Int32Array = new Int32Array(3 * cap);
  let fLen: Int32Array = new Int32Array(3 * cap);
  let fHash: Int32Array = new Int32Array(3 * cap);
  let lines: Int32Array = new Int32Array(cap);
  let sexes: Uint8Array | null = sexCol >= 0 ? new Uint8Array(cap) : null;
  let births: Int32Array | null = birthCol >= 0 ? new Int32Array(cap) : null;
  const emptyIds: number[] = [];
  let rows = 0;
  while (pos < len) {
    const c0 = buf[pos];
    if (c0 === LF || c0 === CR) {
      if (c0 === LF) line++;
      pos++;
      continue;
    }
    if (rows === cap) {
      cap *= 2;
      fStart = grow(fStart, 3 * cap);
      fLen = grow(fLen, 3 * cap);
      fHash = grow(fHash, 3 * cap);
      lines = grow(lines, cap);
      if (sexes) sexes = growBytes(sexes, cap);
      if (births) births = grow(births, cap);
    }
    const base = 3 * rows;
    fLen[base] = -1;
    fLen[base + 1] = -1;
    fLen[base + 2] = -1;
    lines[rows] = line;
    let sex = 0;
    let birth = NO_DATE;
    for (let k = 0; ; k++) {
      const role = use[k < lastCol ? k : lastCol];
      let start = pos;
      let end: number;
      let c = 0;
      if (pos < len && buf[pos] === QUOTE && role === 0) {
        // A quoted field that is not read (a name): find its closing quote, nothing to unescape.
        pos++;
        for (;;) {
          if (pos >= len) throw new CsvError('unterminated quoted field');
          const q = buf[pos++];
          if (q === QUOTE) {
            if (pos < len && buf[pos] === QUOTE) pos++;
            else break;
          } else if (q === LF) line++;
        }
        end = pos;
        while (pos < len) {
          c = buf[pos];
          if (c <= COMMA && (c === COMMA || c === LF || c === CR)) break;
          pos++;
        }
        if (pos < len) pos++;
        else c = LF;
      } else if (pos < len && buf[pos] === QUOTE) {
        start = scanQuoted(buf, pos, cursor);
        end = cursor[0];
        pos = cursor[1];
        line += cursor[3];
        c = cursor[2] === 1 ? COMMA : LF;
        if (role >= ID && role <= DAM) fHash[base + role - 1] = hashRange(buf, start, end);
      } else if (role >= ID && role <= DAM) {
        // Find the end, then hash whole words (fewer operations per byte than hashing while scanning).
        while (pos < len) {
          c = buf[pos];
          if (c <= COMMA && (c === COMMA || c === LF || c === CR)) break;
          pos++;
        }
        end = pos;
        fHash[base + role - 1] = hashRange(buf, start, end);
        if (pos < len) pos++;
        else c = LF;
      } else {
        while (pos < len) {
          c = buf[pos];
          if (c <= COMMA && (c === COMMA || c === LF || c === CR)) break;
          pos++;
        }
        end = pos;
        if (pos < len) pos++;
        else c = LF;
      }
      if (role === ID) {
        fStart[base] = start;
        fLen[base] = end > start ? end - start : -1;
      } else if (role === SIRE || role === DAM) {
        fStart[base + role - 1] = start;
        fLen[base + role - 1] = isUnknown(buf, start, end) ? -1 : end - start;
      } else if (role === SEX) sex = sexOf(buf, start, end);
      else if (role === BIRTH) birth = dayOf(buf, start, end);
      if (c !== COMMA) break;
    }
    // The record ends at its line break (CRLF: the CR ended the field, the LF is taken here).
    if (pos < len && buf[pos - 1] === CR && buf[pos] === LF) pos++;
    line++;
    if (fLen[base] < 0) {
      emptyIds.push(lines[rows]);
      continue;
    }
    if (sexes) sexes[rows] = sex;
    if (births) births[rows] = birth;
    rows++;
  }
  // Pass 2: intern, 16 records at a time: first touch the table entries where their lookups start (independent
  // loads, so the cache misses overlap), then look them up.
  const table = new IdTable(buf, rows);
  const ids = new Int32Array(rows);
  const sires = new Int32Array(rows);
  const dams = new Int32Array(rows);
  let touched = 0;
  for (let r0 = 0; r0 < rows; r0 += 16) {
    const r1 = Math.min(rows, r0 + 16);
    for (let f = 3 * r0; f < 3 * r1; f++) touched ^= table.peek(fHash[f]);
    for (let r = r0; r < r1; r++) {
      const f = 3 * r;
      ids[r] = table.internHashed(fStart[f], fStart[f] + fLen[f], fHash[f]);
      const ls = fLen[f + 1];
      sires[r] = ls < 0 ? 0 : table.internHashed(fStart[f + 1], fStart[f + 1] + ls, fHash[f + 1]);
      const ld = fLen[f + 2];
      dams[r] = ld < 0 ? 0 : table.internHashed(fStart[f + 2], fStart[f + 2] + ld, fHash[f + 2]);
    }
  }
  table.touched = touched;
  return {
    table,
    rows,
    ids,
    sires,
    dams,
    lines: lines.subarray(0, rows),
    sexes: sexes ? sexes.subarray(0, rows) : null,
    births: births ? births.subarray(0, rows) : null,
    emptyIds,
  };
}

function hashRange(buf: Buffer, start: number, end: number): number {
  let h = 0;
  let i = start;
  for (; i + 4 <= end; i += 4) h = mixWord(h, buf[i] | (buf[i + 1] << 8) | (buf[i + 2] << 16) | (buf[i + 3] << 24));
  let w = 0;
  for (let j = i; j < end; j++) w |= buf[j] << ((j - i) << 3);
  return finishHash(h, w, end - start);
}

/**
 * Scan the field at pos (quoted or not); quoted fields are unescaped in place. Returns the start of the field's
 * bytes and sets cursor = [end of the bytes, start of the next field or record, 1 if a field follows, line breaks
 * inside the quotes].
 */
function scanQuoted(buf: Buffer, pos: number, cursor: Int32Array): number {
  const len = buf.length;
  let start: number;
  let end: number;
  let breaks = 0;
  if (pos < len && buf[pos] === QUOTE) {
    pos++;
    start = pos;
    let w = pos;
    for (;;) {
      if (pos >= len) throw new CsvError('unterminated quoted field');
      const c = buf[pos];
      if (c === QUOTE) {
        if (pos + 1 < len && buf[pos + 1] === QUOTE) {
          buf[w++] = QUOTE;
          pos += 2;
          continue;
        }
        pos++;
        break;
      }
      if (c === LF) breaks++;
      if (w !== pos) buf[w] = c;
      w++;
      pos++;
    }
    end = w;
    while (pos < len && buf[pos] !== COMMA && buf[pos] !== LF && buf[pos] !== CR) pos++;
  } else {
    start = pos;
    while (pos < len) {
      const c = buf[pos];
      if (c === COMMA || c === LF || c === CR) break;
      pos++;
    }
    end = pos;
  }
  cursor[0] = end;
  cursor[3] = breaks;
  if (pos < len) {
    cursor[2] = buf[pos] === COMMA ? 1 : 0;
    cursor[1] = pos + 1;
    if (buf[pos] === CR && pos + 1 < len && buf[pos + 1] === LF) cursor[1] = pos + 2;
  } else {
    cursor[2] = 0;
    cursor[1] = pos;
  }
  return start;
}

/** Rows expected: the line count of the first MiB, extrapolated (the id table and columns grow if needed). */
function estimateRows(buf: Buffer, from: number): number {
  const sample = Math.min(buf.length, from + (1 << 20));
  let lines = 0;
  for (let i = from; i < sample; i++) if (buf[i] === LF) lines++;
  const perByte = sample > from ? Math.max(lines, 1) / (sample - from) : 0;
  return Math.max(1024, Math.ceil(perByte * (buf.length - from) * 1.1));
}

function grow(a: Int32Array, cap: number): Int32Array {
  const b = new Int32Array(cap);
  b.set(a);
  return b;
}

function growBytes(a: Uint8Array, cap: number): Uint8Array {
  const b = new Uint8Array(cap);
  b.set(a);
  return b;
}

function isUnknown(buf: Buffer, start: number, end: number): boolean {
  return end === start || (end === start + 1 && buf[start] === ZERO);
}

function sexOf(buf: Buffer, start: number, end: number): number {
  if (end === start) return 0;
  const c = buf[start] | 0x20; // lower case
  if (c === 0x6d || c === 0x64) return 1; // m(ale), d(og)
  if (c === 0x66 || c === 0x62) return 2; // f(emale), b(itch)
  return 0;
}

function dayOf(buf: Buffer, start: number, end: number): number {
  if (end === start) return NO_DATE;
  if (end - start === 10 && buf[start + 4] === 0x2d && buf[start + 7] === 0x2d) {
    const y = digits(buf, start, 4);
    const m = digits(buf, start + 5, 2);
    const d = digits(buf, start + 8, 2);
    if (y >= 0 && m >= 1 && m <= 12 && d >= 1 && d <= 31) return daysFromCivil(y, m, d);
  }
  const ms = Date.parse(buf.toString('latin1', start, end).trim());
  return Number.isFinite(ms) ? Math.floor(ms / 86_400_000) : NO_DATE;
}

function digits(buf: Buffer, start: number, n: number): number {
  let v = 0;
  for (let i = start; i < start + n; i++) {
    const c = buf[i] - ZERO;
    if (c < 0 || c > 9) return -1;
    v = v * 10 + c;
  }
  return v;
}

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's algorithm). */
function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}
