import { type Audited, auditRows, type PedigreeProblem, type PetRows } from './audit';
import { NO_DATE } from './birth-date';
import { pedigreeErrors } from './errors';
import { IdIndex, isValidId } from './id-index';
import { computeAllInbreeding } from './inbreeding';
import { SEX_FEMALE, SEX_MALE, SEX_UNKNOWN } from './sex';
import { LIVE, PLACEHOLDER, PedigreeStore, ROLE_DAM, ROLE_SIRE } from './store';

/** All pets in column form (one entry per pet, any order; offspring may come before parents). */
export interface PetColumns {
  /** External ids: positive integers, each listed once. */
  ids: ArrayLike<number>;
  /** Sire id per pet; 0 = unknown. A parent without an entry of its own becomes a founder placeholder. */
  sires: ArrayLike<number>;
  /** Dam id per pet; 0 = unknown. */
  dams: ArrayLike<number>;
  /** Sex codes: 0 unknown, 1 male, 2 female (default: unknown). */
  sexes?: ArrayLike<number>;
  /** Birth as whole days since 1970-01-01, NO_DATE (or NaN) when unknown. */
  births?: ArrayLike<number>;
}

/**
 * Validate and load a whole pedigree, then compute F for every pet.
 * Refuses (PedigreeError) an id listed twice, a sire that is not male or a dam that is not female (a pet of
 * unknown sex may be a parent, in one role only), a parent born after its offspring, and loops: the first
 * problem found by the audit (audit.ts).
 */
export function loadPedigree(columns: PetColumns): PedigreeStore {
  const rows = resolveRows(columns);
  return buildStore(rows, auditRows(rows, true));
}

/**
 * Every problem of a whole pedigree at once (audit.ts). The pedigree is loaded when there is none, or with
 * `lenient` with the bad parent links treated as unknown; otherwise store is null. An invalid or duplicate id
 * is still thrown: it is not a parent link.
 */
export function auditAndLoad(columns: PetColumns, lenient: boolean): { problems: PedigreeProblem[]; store: PedigreeStore | null } {
  const rows = resolveRows(columns);
  const audited = auditRows(rows, false);
  const ok = lenient || audited.problems.length === 0;
  return { problems: audited.problems, store: ok ? buildStore(rows, audited) : null };
}

/** Entries to rows: ids checked, parents resolved to rows (parents without an entry become placeholder rows). */
function resolveRows(columns: PetColumns): PetRows & { ids: IdIndex } {
  const n = columns.ids.length;
  const { ids, sires, dams, sexes, births } = columns;
  const rowOf = new IdIndex();
  for (let r = 0; r < n; r++) {
    const id = ids[r];
    if (!isValidId(id)) throw pedigreeErrors.invalidId(id);
    if (rowOf.get(id) >= 0) throw pedigreeErrors.duplicate(id);
    rowOf.set(id, r);
  }
  // Resolve parents; unknown ids become placeholder founders after the rows.
  const extra: number[] = [];
  const resolve = (id: number): number => {
    if (!(id > 0)) return -1;
    if (!isValidId(id)) throw pedigreeErrors.invalidId(id);
    let r = rowOf.get(id);
    if (r < 0) {
      r = n + extra.length;
      extra.push(id);
      rowOf.set(id, r);
    }
    return r;
  };
  const sireRow = new Int32Array(n);
  const damRow = new Int32Array(n);
  for (let r = 0; r < n; r++) {
    sireRow[r] = resolve(sires[r]);
    damRow[r] = resolve(dams[r]);
  }
  const m = n + extra.length;
  const idOf = (r: number): number => (r < n ? ids[r] : extra[r - n]);
  const sex = new Uint8Array(m);
  if (sexes) for (let r = 0; r < n; r++) sex[r] = sexes[r] === SEX_MALE || sexes[r] === SEX_FEMALE ? sexes[r] : SEX_UNKNOWN;
  let birth: Int32Array | null = null;
  if (births) {
    birth = new Int32Array(m).fill(NO_DATE);
    for (let r = 0; r < n; r++) birth[r] = Number.isFinite(births[r]) ? births[r] : NO_DATE;
  }
  return { n, m, sireRow, damRow, sex, birth, idOf, ids: rowOf };
}

/** The store of audited rows: renumbered in topological order, linked, F computed. */
function buildStore(rows: PetRows & { ids: IdIndex }, audited: Audited): PedigreeStore {
  const { n, m, sireRow, damRow, sex, birth, idOf } = rows;
  const { gen, parentFlag } = audited;
  // Renumber: by generation, pets with offspring first, then by sire (the offspring of a sire side by side, and
  // those of neighbouring sires, often brothers, near each other), input order otherwise. Passes over ancestors
  // then find them in fewer cache lines, whatever the order of the input (docs/benchmarks.md).
  let maxGen = 0;
  for (let r = 0; r < m; r++) if (gen[r] > maxGen) maxGen = gen[r];
  const start = new Int32Array(2 * maxGen + 3);
  for (let r = 0; r < m; r++) start[2 * gen[r] + 2 - parentFlag[r]]++;
  for (let k = 1; k < start.length; k++) start[k] += start[k - 1];
  const slotOf = new Int32Array(m);
  const back = new Int32Array(m);
  for (let r = 0; r < m; r++) back[start[2 * gen[r] + 1 - parentFlag[r]]++] = r;
  // Bucket by bucket, so that the sires (lower generations) already have their slots.
  const key = new Int32Array(m);
  const scratch = { rows: new Int32Array(m), keys: new Int32Array(m) };
  for (let b = 0, from = 0; b < start.length - 1; from = start[b++]) {
    const to = start[b];
    for (let k = from; k < to; k++) {
      const r = back[k];
      key[k] = r < n && sireRow[r] >= 0 ? slotOf[sireRow[r]] + 1 : 0;
    }
    radixSort(back, key, from, to, scratch);
    for (let k = from; k < to; k++) slotOf[back[k]] = k;
  }

  const store = new PedigreeStore(Math.ceil(m * 1.25) + 16);
  store.count = m;
  store.pets = m;
  store.maxGen = maxGen;
  const { extId, flags, par } = store;
  // Row by row (reads in order, writes scattered: cheaper than the other way round).
  for (let r = 0; r < m; r++) {
    const k = slotOf[r];
    extId[k] = idOf(r);
    flags[k] = r < n ? LIVE : LIVE | PLACEHOLDER;
    store.gen[k] = gen[r];
    store.sex[k] = sex[r];
    store.birth[k] = birth ? birth[r] : NO_DATE;
    if (r < n) {
      par[2 * k] = sireRow[r] < 0 ? -1 : slotOf[sireRow[r]];
      par[2 * k + 1] = damRow[r] < 0 ? -1 : slotOf[damRow[r]];
    }
  }
  rows.ids.remap(slotOf);
  store.ids = rows.ids;
  for (let k = 0; k < m; k++) {
    const s = par[2 * k];
    const d = par[2 * k + 1];
    if (s >= 0) store.link(k, ROLE_SIRE, s);
    if (d >= 0) store.link(k, ROLE_DAM, d);
  }
  computeAllInbreeding(store);
  return store;
}

/**
 * Stable least-significant-digit radix sort of rows[from, to) by keys[from, to) (non-negative), moving both:
 * 11-bit digits, as many passes as the largest key needs (two below 4 million pets).
 */
function radixSort(rows: Int32Array, keys: Int32Array, from: number, to: number, scratch: { rows: Int32Array; keys: Int32Array }): void {
  let max = 0;
  for (let k = from; k < to; k++) if (keys[k] > max) max = keys[k];
  const counts = new Int32Array(2049);
  let r1 = rows;
  let k1 = keys;
  let r2 = scratch.rows;
  let k2 = scratch.keys;
  for (let shift = 0; shift < 32 && max >>> shift > 0; shift += 11) {
    counts.fill(0);
    for (let k = from; k < to; k++) counts[((k1[k] >>> shift) & 2047) + 1]++;
    for (let d = 1; d <= 2048; d++) counts[d] += counts[d - 1];
    for (let k = from; k < to; k++) {
      const j = from + counts[(k1[k] >>> shift) & 2047]++;
      r2[j] = r1[k];
      k2[j] = k1[k];
    }
    [r1, r2] = [r2, r1];
    [k1, k2] = [k2, k1];
  }
  if (r1 !== rows) {
    rows.set(r1.subarray(from, to), from);
    keys.set(k1.subarray(from, to), from);
  }
}
