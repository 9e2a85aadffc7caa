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
 * unknown sex may be a parent, in one role only), a parent born after its offspring, and loops.
 */
export function loadPedigree(columns: PetColumns): PedigreeStore {
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
  checkRoles(n, m, sireRow, damRow, sex, idOf);
  const birth = new Int32Array(m).fill(NO_DATE);
  if (births) {
    for (let r = 0; r < n; r++) birth[r] = Number.isFinite(births[r]) ? births[r] : NO_DATE;
    for (let r = 0; r < n; r++) {
      const b = birth[r];
      if (b === NO_DATE) continue;
      const s = sireRow[r];
      const d = damRow[r];
      if (s >= 0 && birth[s] !== NO_DATE && birth[s] > b) throw pedigreeErrors.birthOrder(idOf(r), idOf(s));
      if (d >= 0 && birth[d] !== NO_DATE && birth[d] > b) throw pedigreeErrors.birthOrder(idOf(r), idOf(d));
    }
  }
  const gen = generations(n, m, sireRow, damRow, idOf);
  // Renumber: by generation, pets with offspring first, input order otherwise.
  const parentFlag = new Uint8Array(m);
  for (let r = 0; r < n; r++) {
    if (sireRow[r] >= 0) parentFlag[sireRow[r]] = 1;
    if (damRow[r] >= 0) parentFlag[damRow[r]] = 1;
  }
  let maxGen = 0;
  for (let r = 0; r < m; r++) if (gen[r] > maxGen) maxGen = gen[r];
  const start = new Int32Array(2 * maxGen + 3);
  for (let r = 0; r < m; r++) start[2 * gen[r] + 2 - parentFlag[r]]++;
  for (let k = 1; k < start.length; k++) start[k] += start[k - 1];
  const slotOf = new Int32Array(m);
  for (let r = 0; r < m; r++) slotOf[r] = start[2 * gen[r] + 1 - parentFlag[r]]++;

  const store = new PedigreeStore(Math.ceil(m * 1.25) + 16);
  store.count = m;
  store.pets = m;
  store.maxGen = maxGen;
  for (let r = 0; r < m; r++) {
    const k = slotOf[r];
    const id = idOf(r);
    store.extId[k] = id;
    store.flags[k] = r < n ? LIVE : LIVE | PLACEHOLDER;
    store.gen[k] = gen[r];
    store.sex[k] = sex[r];
    store.birth[k] = birth[r];
    store.ids.set(id, k);
  }
  const back = new Int32Array(m);
  for (let r = 0; r < m; r++) back[slotOf[r]] = r;
  for (let k = 0; k < m; k++) {
    const r = back[k];
    if (r >= n) continue;
    if (sireRow[r] >= 0) store.link(k, ROLE_SIRE, slotOf[sireRow[r]]);
    if (damRow[r] >= 0) store.link(k, ROLE_DAM, slotOf[damRow[r]]);
  }
  computeAllInbreeding(store);
  return store;
}

/** Sire must be male, dam female; a pet of unknown sex may be a parent in one role only. */
function checkRoles(
  n: number,
  m: number,
  sireRow: Int32Array,
  damRow: Int32Array,
  sex: Uint8Array,
  idOf: (r: number) => number,
): void {
  const asSireOf = new Int32Array(m).fill(-1);
  const asDamOf = new Int32Array(m).fill(-1);
  for (let r = 0; r < n; r++) {
    const s = sireRow[r];
    const d = damRow[r];
    if (s === r || d === r) throw pedigreeErrors.loop([idOf(r)]);
    if (s >= 0 && s === d) throw pedigreeErrors.sameParent(idOf(r), idOf(s));
    if (s >= 0) {
      if (sex[s] === SEX_FEMALE) throw pedigreeErrors.sireNotMale(idOf(r), idOf(s));
      if (asSireOf[s] < 0) asSireOf[s] = r;
    }
    if (d >= 0) {
      if (sex[d] === SEX_MALE) throw pedigreeErrors.damNotFemale(idOf(r), idOf(d));
      if (asDamOf[d] < 0) asDamOf[d] = r;
    }
  }
  for (let r = 0; r < m; r++) {
    if (asSireOf[r] >= 0 && asDamOf[r] >= 0) throw pedigreeErrors.bothRoles(idOf(r), idOf(asSireOf[r]), idOf(asDamOf[r]));
    // Placeholders take the sex of their role.
    if (r >= n) sex[r] = asSireOf[r] >= 0 ? SEX_MALE : asDamOf[r] >= 0 ? SEX_FEMALE : SEX_UNKNOWN;
  }
}

/** Longest line to a founder per row (Kahn's algorithm); a loop is reported with its ids in order. */
function generations(
  n: number,
  m: number,
  sireRow: Int32Array,
  damRow: Int32Array,
  idOf: (r: number) => number,
): Int32Array {
  const indeg = new Int32Array(m);
  const kidStart = new Int32Array(m + 1);
  for (let r = 0; r < n; r++) {
    if (sireRow[r] >= 0) {
      indeg[r]++;
      kidStart[sireRow[r] + 1]++;
    }
    if (damRow[r] >= 0) {
      indeg[r]++;
      kidStart[damRow[r] + 1]++;
    }
  }
  for (let r = 0; r < m; r++) kidStart[r + 1] += kidStart[r];
  const fill = kidStart.slice(0, m);
  const kids = new Int32Array(kidStart[m]);
  for (let r = 0; r < n; r++) {
    if (sireRow[r] >= 0) kids[fill[sireRow[r]]++] = r;
    if (damRow[r] >= 0) kids[fill[damRow[r]]++] = r;
  }
  const gen = new Int32Array(m);
  const queue = new Int32Array(m);
  let head = 0;
  let tail = 0;
  for (let r = 0; r < m; r++) if (indeg[r] === 0) queue[tail++] = r;
  while (head < tail) {
    const r = queue[head++];
    const g = gen[r] + 1;
    for (let k = kidStart[r]; k < kidStart[r + 1]; k++) {
      const c = kids[k];
      if (gen[c] < g) gen[c] = g;
      if (--indeg[c] === 0) queue[tail++] = c;
    }
  }
  if (tail < m) {
    let first = 0;
    while (indeg[first] === 0) first++;
    throw pedigreeErrors.loop(findLoop(first, indeg, sireRow, damRow).map(idOf));
  }
  return gen;
}

/**
 * From a row left over by Kahn's algorithm, follow unresolved parents until a row repeats; returns the
 * loop (each row a parent of the one before), starting at its earliest row.
 */
function findLoop(from: number, indeg: Int32Array, sireRow: Int32Array, damRow: Int32Array): number[] {
  const seen = new Map<number, number>();
  const path: number[] = [];
  let r = from;
  while (!seen.has(r)) {
    seen.set(r, path.length);
    path.push(r);
    const s = sireRow[r];
    r = s >= 0 && indeg[s] > 0 ? s : damRow[r];
  }
  const loop = path.slice(seen.get(r) as number);
  let min = 0;
  for (let k = 1; k < loop.length; k++) if (loop[k] < loop[min]) min = k;
  return [...loop.slice(min), ...loop.slice(0, min)];
}
