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
  // Renumber: by generation, pets with offspring first, then by sire and dam (full sibs side by side, the
  // offspring of neighbouring parents near each other), input order otherwise. The passes over ancestors then
  // find them in fewer cache lines: F for all 10 % faster, ranking all males 20 % (docs/benchmarks.md).
  let maxGen = 0;
  for (let r = 0; r < m; r++) if (gen[r] > maxGen) maxGen = gen[r];
  const start = new Int32Array(2 * maxGen + 3);
  for (let r = 0; r < m; r++) start[2 * gen[r] + 2 - parentFlag[r]]++;
  for (let k = 1; k < start.length; k++) start[k] += start[k - 1];
  const slotOf = new Int32Array(m);
  const back = new Int32Array(m);
  for (let r = 0; r < m; r++) back[start[2 * gen[r] + 1 - parentFlag[r]]++] = r;
  // Bucket by bucket, so that the parents (lower generations) already have their slots.
  const sorter = new ParentSorter(m);
  for (let b = 0, from = 0; b < start.length - 1; from = start[b++]) {
    sorter.sort(back, from, start[b], (r) => (r < n && sireRow[r] >= 0 ? slotOf[sireRow[r]] + 1 : 0), (r) =>
      r < n && damRow[r] >= 0 ? slotOf[damRow[r]] + 1 : 0,
    );
    for (let k = from; k < start[b]; k++) slotOf[back[k]] = k;
  }

  const store = new PedigreeStore(Math.ceil(m * 1.25) + 16);
  store.count = m;
  store.pets = m;
  store.maxGen = maxGen;
  const { extId, flags, par } = store;
  for (let k = 0; k < m; k++) {
    const r = back[k];
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
 * Stable least-significant-digit radix sort of row numbers by two keys in 0..m (the parents' slots + 1): by the
 * first key, then the second, then the order given. Linear: 11-bit digits, up to three passes a key (two below
 * 4 million pets), a pass skipped when every key's digit is 0.
 */
class ParentSorter {
  private readonly rowsB: Int32Array;
  private readonly keysA: Int32Array;
  private readonly keysB: Int32Array;
  private readonly counts = new Int32Array(2049);

  constructor(m: number) {
    this.rowsB = new Int32Array(m);
    this.keysA = new Int32Array(m);
    this.keysB = new Int32Array(m);
  }

  sort(rows: Int32Array, from: number, to: number, first: (r: number) => number, second: (r: number) => number): void {
    if (to - from < 2) return;
    this.byKey(rows, from, to, second);
    this.byKey(rows, from, to, first);
  }

  private byKey(rows: Int32Array, from: number, to: number, key: (r: number) => number): void {
    const { counts } = this;
    let max = 0;
    let keys = this.keysA;
    for (let k = from; k < to; k++) {
      const v = key(rows[k]);
      keys[k] = v;
      if (v > max) max = v;
    }
    let src = rows;
    let dst = this.rowsB;
    let keysTo = this.keysB;
    for (let shift = 0; shift < 32 && max >>> shift > 0; shift += 11) {
      counts.fill(0);
      for (let k = from; k < to; k++) counts[((keys[k] >>> shift) & 2047) + 1]++;
      for (let d = 1; d <= 2048; d++) counts[d] += counts[d - 1];
      for (let k = from; k < to; k++) {
        const j = from + counts[(keys[k] >>> shift) & 2047]++;
        dst[j] = src[k];
        keysTo[j] = keys[k];
      }
      [src, dst] = [dst, src];
      [keys, keysTo] = [keysTo, keys];
    }
    if (src !== rows) rows.set(src.subarray(from, to), from);
  }
}
