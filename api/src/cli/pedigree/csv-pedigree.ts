import { IdTable } from './id-table';

/** A pedigree CSV read into columns; ids are interned as 1..table.size. */
export interface CsvPedigree {
  table: IdTable;
  rows: number;
  ids: Int32Array;
  /** Interned sire per row, 0 = unknown (empty or "0"). */
  sires: Int32Array;
  dams: Int32Array;
  /** Only with `columns.sex`: the `sex` column, 1 male (m…, d…), 2 female (f…, b…), 0 unknown. */
  sexes: Uint8Array | null;
  /** Only with `columns.birth`: the `birth` / `born` / `birth_date` / `dob` column, days since 1970-01-01. */
  births: Int32Array | null;
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

/**
 * Read a pedigree CSV (RFC 4180: quoted fields, "" escapes, LF or CRLF). The header locates the `id`,
 * `sire` and `dam` columns by name; other columns are ignored unless `columns` asks for the sex or birth
 * column. Works on the bytes, without a string per field: quoted fields are unescaped in place and ids
 * interned from the buffer.
 */
export function readPedigreeCsv(buf: Buffer, columns: CsvColumns = {}): CsvPedigree {
  const len = buf.length;
  const cursor = new Int32Array(3); // [end of field bytes, start of next field, 1 if a field follows]
  let pos = len >= 3 && buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf ? 3 : 0;

  // Header.
  const names: string[] = [];
  for (;;) {
    const start = scanField(buf, pos, cursor);
    names.push(buf.toString('utf8', start, cursor[0]).trim().toLowerCase());
    pos = cursor[1];
    if (!followed(cursor)) break;
  }
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

  const estimate = estimateRows(buf, pos);
  let cap = estimate;
  // Pass 1: scan the records; for the id, sire and dam fields keep the bytes' range, hash and first
  // 8 bytes (len -1 = unknown parent). Pass 2 interns them in a tight loop, where the table's cache
  // misses of successive fields overlap.
  let fHash: Int32Array = new Int32Array(3 * cap);
  let fK0: Int32Array = new Int32Array(3 * cap);
  let fK1: Int32Array = new Int32Array(3 * cap);
  let fStart: Int32Array = new Int32Array(3 * cap);
  let fLen: Int32Array = new Int32Array(3 * cap);
  let sexes: Uint8Array | null = sexCol >= 0 ? new Uint8Array(cap) : null;
  let births: Int32Array | null = birthCol >= 0 ? new Int32Array(cap) : null;
  let rows = 0;
  while (pos < len) {
    const c0 = buf[pos];
    if (c0 === LF || c0 === CR) {
      pos++;
      continue;
    }
    if (rows === cap) {
      cap *= 2;
      fHash = grow(fHash, 3 * cap);
      fK0 = grow(fK0, 3 * cap);
      fK1 = grow(fK1, 3 * cap);
      fStart = grow(fStart, 3 * cap);
      fLen = grow(fLen, 3 * cap);
      if (sexes) {
        const s = new Uint8Array(cap);
        s.set(sexes);
        sexes = s;
      }
      if (births) births = grow(births, cap);
    }
    const base = 3 * rows;
    fLen[base] = -2; // id missing unless found
    fLen[base + 1] = -1;
    fLen[base + 2] = -1;
    let sex = 0;
    let birth = NO_DATE;
    let more = true;
    for (let k = 0; more; k++) {
      const slot = k === idCol ? base : k === sireCol ? base + 1 : k === damCol ? base + 2 : -1;
      let start = pos;
      let end: number;
      if (buf[pos] === QUOTE) {
        start = scanField(buf, pos, cursor);
        end = cursor[0];
        pos = cursor[1];
        more = followed(cursor);
        if (slot >= 0) {
          let h = 0x811c9dc5;
          let k0 = 0;
          let k1 = 0;
          for (let i = start; i < end; i++) {
            const c = buf[i];
            h = Math.imul(h ^ c, 0x01000193);
            const j = i - start;
            if (j < 4) k0 |= c << (j << 3);
            else if (j < 8) k1 |= c << ((j - 4) << 3);
          }
          fHash[slot] = h;
          fK0[slot] = k0;
          fK1[slot] = k1;
        }
      } else if (slot >= 0) {
        // Scan and hash in one pass (FNV-1a; first 8 bytes packed for the table).
        let h = 0x811c9dc5;
        let k0 = 0;
        let k1 = 0;
        let j = 0;
        while (pos < len) {
          const c = buf[pos];
          if (c === COMMA || c === LF || c === CR) break;
          h = Math.imul(h ^ c, 0x01000193);
          if (j < 4) k0 |= c << (j << 3);
          else if (j < 8) k1 |= c << ((j - 4) << 3);
          j++;
          pos++;
        }
        end = pos;
        fHash[slot] = h;
        fK0[slot] = k0;
        fK1[slot] = k1;
        if (pos < len) {
          more = buf[pos] === COMMA;
          pos++;
        } else more = false;
      } else {
        while (pos < len) {
          const c = buf[pos];
          if (c === COMMA || c === LF || c === CR) break;
          pos++;
        }
        end = pos;
        if (pos < len) {
          more = buf[pos] === COMMA;
          pos++;
        } else more = false;
      }
      if (slot === base) {
        fStart[slot] = start;
        fLen[slot] = end > start ? end - start : -2;
      } else if (slot > base) {
        fStart[slot] = start;
        fLen[slot] = isUnknown(buf, start, end) ? -1 : end - start;
      } else if (k === sexCol) sex = sexOf(buf, start, end);
      else if (k === birthCol) birth = dayOf(buf, start, end);
    }
    if (fLen[base] === -2) throw new CsvError(`record ${rows + 1} after the header has an empty id`);
    if (sexes) sexes[rows] = sex;
    if (births) births[rows] = birth;
    rows++;
  }
  // Pass 2: intern.
  const table = new IdTable(buf, rows);
  const ids = new Int32Array(rows);
  const sires = new Int32Array(rows);
  const dams = new Int32Array(rows);
  for (let r = 0; r < rows; r++) {
    const f = 3 * r;
    ids[r] = table.internHashed(fStart[f], fStart[f] + fLen[f], fHash[f], fK0[f], fK1[f]);
    const ls = fLen[f + 1];
    sires[r] = ls < 0 ? 0 : table.internHashed(fStart[f + 1], fStart[f + 1] + ls, fHash[f + 1], fK0[f + 1], fK1[f + 1]);
    const ld = fLen[f + 2];
    dams[r] = ld < 0 ? 0 : table.internHashed(fStart[f + 2], fStart[f + 2] + ld, fHash[f + 2], fK0[f + 2], fK1[f + 2]);
  }
  return { table, rows, ids, sires, dams, sexes, births };
}

/**
 * Scan the field at pos (quoted or not); quoted fields are unescaped in place. Returns the start of the
 * field's bytes and sets cursor = [end of the bytes, start of the next field or record, 1 if a field follows].
 */
function scanField(buf: Buffer, pos: number, cursor: Int32Array): number {
  const len = buf.length;
  let start: number;
  let end: number;
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
  if (pos < len) {
    cursor[2] = buf[pos] === COMMA ? 1 : 0;
    cursor[1] = pos + 1;
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

function followed(cursor: Int32Array): boolean {
  return cursor[2] === 1;
}

function grow(a: Int32Array, cap: number): Int32Array {
  const b = new Int32Array(cap);
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
