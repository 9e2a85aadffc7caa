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
  const parentFlag = checkRoles(n, m, sireRow, damRow, sex, idOf);
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
  let maxGen = 0;
  for (let r = 0; r < m; r++) if (gen[r] > maxGen) maxGen = gen[r];
  const start = new Int32Array(2 * maxGen + 3);
  for (let r = 0; r < m; r++) start[2 * gen[r] + 2 - parentFlag[r]]++;
  for (let k = 1; k < start.length; k++) start[k] += start[k - 1];
  const slotOf = new Int32Array(m);
  const back = new Int32Array(m);
  for (let r = 0; r < m; r++) {
    const k = start[2 * gen[r] + 1 - parentFlag[r]]++;
    slotOf[r] = k;
    back[k] = r;
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
    store.birth[k] = birth[r];
    if (r < n) {
      par[2 * k] = sireRow[r] < 0 ? -1 : slotOf[sireRow[r]];
      par[2 * k + 1] = damRow[r] < 0 ? -1 : slotOf[damRow[r]];
    }
  }
  rowOf.remap(slotOf);
  store.ids = rowOf;
  for (let k = 0; k < m; k++) {
    const s = par[2 * k];
    const d = par[2 * k + 1];
    if (s >= 0) store.link(k, ROLE_SIRE, s);
    if (d >= 0) store.link(k, ROLE_DAM, d);
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
): Uint8Array {
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
  const parentFlag = new Uint8Array(m);
  for (let r = 0; r < m; r++) {
    const a = asSireOf[r];
    const b = asDamOf[r];
    if (a >= 0 && b >= 0) throw pedigreeErrors.bothRoles(idOf(r), idOf(a), idOf(b));
    if (a >= 0 || b >= 0) parentFlag[r] = 1;
    // Placeholders take the sex of their role.
    if (r >= n) sex[r] = a >= 0 ? SEX_MALE : b >= 0 ? SEX_FEMALE : SEX_UNKNOWN;
  }
  return parentFlag;
}

/**
 * Longest line to a founder per row, by an iterative depth-first walk up the parent links (each row
 * finished after its parents). Reaching a parent that is still open means a loop: it is reported with
 * its ids in order, each a parent of the one before.
 */
function generations(
  n: number,
  m: number,
  sireRow: Int32Array,
  damRow: Int32Array,
  idOf: (r: number) => number,
): Int32Array {
  const gen = new Int32Array(m);
  const state = new Uint8Array(m); // 0 new, 1 open, 2 done
  const stack = new Int32Array(2 * m + 1);
  for (let root = 0; root < n; root++) {
    if (state[root] !== 0) continue;
    let sp = 0;
    stack[sp++] = root;
    while (sp > 0) {
      const x = stack[sp - 1];
      const st = state[x];
      if (st === 2) {
        sp--;
        continue;
      }
      const s = x < n ? sireRow[x] : -1;
      const d = x < n ? damRow[x] : -1;
      if (st === 0) {
        state[x] = 1;
        const before = sp;
        if (s >= 0 && state[s] !== 2) {
          if (state[s] === 1) throw pedigreeErrors.loop(openLoop(sireRow, damRow, n, state, s, x).map(idOf));
          stack[sp++] = s;
        }
        if (d >= 0 && state[d] !== 2) {
          if (state[d] === 1) throw pedigreeErrors.loop(openLoop(sireRow, damRow, n, state, d, x).map(idOf));
          stack[sp++] = d;
        }
        if (sp !== before) continue;
      }
      let g = 0;
      if (s >= 0) g = gen[s] + 1;
      if (d >= 0 && gen[d] + 1 > g) g = gen[d] + 1;
      gen[x] = g;
      state[x] = 2;
      sp--;
    }
  }
  return gen;
}

/**
 * The loop closed by the parent link x -> p while p is still open (so x is an ancestor of p): the line
 * from p up to x through open rows, each a parent of the one before, rotated to start at its earliest row.
 */
function openLoop(sireRow: Int32Array, damRow: Int32Array, n: number, state: Uint8Array, p: number, x: number): number[] {
  const via = new Map<number, number>([[p, -1]]);
  const queue = [p];
  for (let k = 0; k < queue.length && !via.has(x); k++) {
    const r = queue[k];
    if (r >= n) continue;
    for (const q of [sireRow[r], damRow[r]]) {
      if (q >= 0 && state[q] === 1 && !via.has(q)) {
        via.set(q, r);
        queue.push(q);
      }
    }
  }
  const path: number[] = [];
  for (let r = x; r >= 0; r = via.get(r) as number) path.push(r);
  path.reverse();
  let min = 0;
  for (let k = 1; k < path.length; k++) if (path[k] < path[min]) min = k;
  return [...path.slice(min), ...path.slice(0, min)];
}
