import { NO_DATE } from './birth-date';
import { type PedigreeError, pedigreeErrors } from './errors';
import { SEX_FEMALE, SEX_MALE, SEX_UNKNOWN } from './sex';

/** What is wrong with a parent link of a whole pedigree. */
export type ProblemKind =
  | 'own-parent' // a pet is its own sire or dam
  | 'same-parent' // one pet is both sire and dam of another
  | 'sire-not-male' // the sire is recorded female
  | 'dam-not-female' // the dam is recorded male
  | 'both-roles' // a pet of unknown sex is the sire of some pets and the dam of others
  | 'birth-order' // a parent born after its offspring
  | 'loop'; // a pet is its own ancestor

/** A parent link treated as unknown by lenient loading (pets by their external ids). */
export interface DroppedLink {
  child: number;
  role: 'sire' | 'dam';
  parent: number;
}

/**
 * One problem of a pedigree: its kind, the error the engine throws for it (code, ids, message) and the links
 * lenient loading drops for it.
 */
export interface PedigreeProblem {
  kind: ProblemKind;
  error: PedigreeError;
  dropped: DroppedLink[];
}

/** The pets of a whole pedigree by row: rows 0..n-1 have an entry, rows n..m-1 are parents without one. */
export interface PetRows {
  n: number;
  m: number;
  /** Parent rows, -1 = unknown; the audit makes dropped links unknown. */
  sireRow: Int32Array;
  damRow: Int32Array;
  /** Sex codes per row (placeholders get the sex of their role). */
  sex: Uint8Array;
  /** Birth days per row, or null when not checked. */
  birth: Int32Array | null;
  idOf: (row: number) => number;
}

/** What loading needs from the audit. */
export interface Audited {
  problems: PedigreeProblem[];
  /** Longest line to a founder per row (over the links kept). */
  gen: Int32Array;
  /** 1 for a row that is a parent (over the links kept). */
  parentFlag: Uint8Array;
}

/**
 * Every problem of a whole pedigree at once, in a fixed order of stages: per row its own parentage (own parent,
 * same sire and dam, parents' recorded sex), then parents used in both roles, then birth order, then loops. Each
 * stage sees the links left by the ones before, so a link is reported once, and dropping every reported link
 * leaves a sound pedigree. Which links go:
 *  - own parent, same sire and dam: the row's links to that pet (both for sire = dam: which one is right is unknown);
 *  - sex, birth order: the offending link;
 *  - both roles: the links in the role the pet has less often (all of them on a tie);
 *  - a loop: the link that closes it in a depth-first walk from the first row (one link per loop found).
 * With `firstOnly` the first problem is thrown instead (what loading the database does). Linear in the number of
 * rows; the depth-first walk also gives each row's generation, which loading needs anyway.
 */
export function auditRows(rows: PetRows, firstOnly: boolean): Audited {
  const problems: PedigreeProblem[] = [];
  const report = (kind: ProblemKind, error: PedigreeError, dropped: DroppedLink[]): PedigreeProblem => {
    if (firstOnly) throw error;
    const problem = { kind, error, dropped };
    problems.push(problem);
    return problem;
  };
  ownParentage(rows, report);
  const parentFlag = roles(rows, report);
  if (rows.birth) birthOrder(rows, rows.birth, report);
  const gen = generations(rows, report);
  return { problems, gen, parentFlag };
}

type Report = (kind: ProblemKind, error: PedigreeError, dropped: DroppedLink[]) => PedigreeProblem;

function link(rows: PetRows, child: number, role: 'sire' | 'dam'): DroppedLink {
  const parent = role === 'sire' ? rows.sireRow[child] : rows.damRow[child];
  return { child: rows.idOf(child), role, parent: rows.idOf(parent) };
}

/** Own parent, the same pet as sire and dam, a parent of the wrong recorded sex. */
function ownParentage(rows: PetRows, report: Report): void {
  const { n, sireRow, damRow, sex, idOf } = rows;
  for (let r = 0; r < n; r++) {
    let s = sireRow[r];
    let d = damRow[r];
    if (s < 0 && d < 0) continue;
    if (s === r || d === r) {
      report('own-parent', pedigreeErrors.loop([idOf(r)]), [
        ...(s === r ? [link(rows, r, 'sire')] : []),
        ...(d === r ? [link(rows, r, 'dam')] : []),
      ]);
      // The other link, if any, is checked below like any other.
      if (s === r) sireRow[r] = s = -1;
      if (d === r) damRow[r] = d = -1;
    }
    if (s >= 0 && s === d) {
      report('same-parent', pedigreeErrors.sameParent(idOf(r), idOf(s)), [link(rows, r, 'sire'), link(rows, r, 'dam')]);
      sireRow[r] = -1;
      damRow[r] = -1;
      continue;
    }
    if (s >= 0 && sex[s] === SEX_FEMALE) {
      report('sire-not-male', pedigreeErrors.sireNotMale(idOf(r), idOf(s)), [link(rows, r, 'sire')]);
      sireRow[r] = -1;
    }
    if (d >= 0 && sex[d] === SEX_MALE) {
      report('dam-not-female', pedigreeErrors.damNotFemale(idOf(r), idOf(d)), [link(rows, r, 'dam')]);
      damRow[r] = -1;
    }
  }
}

/**
 * A pet of unknown sex may be a parent in one role only. Returns 1 per row that is a parent of a kept link, and
 * gives placeholders the sex of their role.
 */
function roles(rows: PetRows, report: Report): Uint8Array {
  const { n, m, sireRow, damRow, sex, idOf } = rows;
  const asSire = new Int32Array(m);
  const asDam = new Int32Array(m);
  const firstSireOf = new Int32Array(m).fill(-1);
  const firstDamOf = new Int32Array(m).fill(-1);
  for (let r = 0; r < n; r++) {
    const s = sireRow[r];
    const d = damRow[r];
    if (s >= 0 && asSire[s]++ === 0) firstSireOf[s] = r;
    if (d >= 0 && asDam[d]++ === 0) firstDamOf[d] = r;
  }
  // Problems by parent row; 1 = drop its links as sire, 2 = as dam, 3 = both.
  let drop: Uint8Array | null = null;
  const problemOf = new Map<number, PedigreeProblem>();
  for (let p = 0; p < m; p++) {
    if (asSire[p] === 0 || asDam[p] === 0) continue;
    const problem = report('both-roles', pedigreeErrors.bothRoles(idOf(p), idOf(firstSireOf[p]), idOf(firstDamOf[p])), []);
    drop ??= new Uint8Array(m);
    drop[p] = asSire[p] > asDam[p] ? 2 : asSire[p] < asDam[p] ? 1 : 3;
    problemOf.set(p, problem);
  }
  if (drop !== null) {
    for (let r = 0; r < n; r++) {
      const s = sireRow[r];
      const d = damRow[r];
      if (s >= 0 && (drop[s] & 1) !== 0) {
        problemOf.get(s)?.dropped.push(link(rows, r, 'sire'));
        sireRow[r] = -1;
        asSire[s]--;
      }
      if (d >= 0 && (drop[d] & 2) !== 0) {
        problemOf.get(d)?.dropped.push(link(rows, r, 'dam'));
        damRow[r] = -1;
        asDam[d]--;
      }
    }
  }
  const parentFlag = new Uint8Array(m);
  for (let r = 0; r < m; r++) {
    if (asSire[r] > 0 || asDam[r] > 0) parentFlag[r] = 1;
    if (r >= n) sex[r] = asSire[r] > 0 ? SEX_MALE : asDam[r] > 0 ? SEX_FEMALE : SEX_UNKNOWN;
  }
  return parentFlag;
}

function birthOrder(rows: PetRows, birth: Int32Array, report: Report): void {
  const { n, sireRow, damRow, idOf } = rows;
  for (let r = 0; r < n; r++) {
    const b = birth[r];
    if (b === NO_DATE) continue;
    const s = sireRow[r];
    const d = damRow[r];
    if (s >= 0 && birth[s] !== NO_DATE && birth[s] > b) {
      report('birth-order', pedigreeErrors.birthOrder(idOf(r), idOf(s)), [link(rows, r, 'sire')]);
      sireRow[r] = -1;
    }
    if (d >= 0 && birth[d] !== NO_DATE && birth[d] > b) {
      report('birth-order', pedigreeErrors.birthOrder(idOf(r), idOf(d)), [link(rows, r, 'dam')]);
      damRow[r] = -1;
    }
  }
}

/**
 * Longest line to a founder per row, by an iterative depth-first walk up the parent links (each row
 * finished after its parents). Reaching a parent that is still open means a loop: it is reported with
 * its ids in order, each a parent of the one before, and the link to that parent is dropped.
 */
function generations(rows: PetRows, report: Report): Int32Array {
  const { n, m, sireRow, damRow, idOf } = rows;
  const gen = new Int32Array(m);
  const state = new Uint8Array(m); // 0 new, 1 open, 2 done
  const stack = new Int32Array(2 * m + 1);
  const closesLoop = (x: number, role: 'sire' | 'dam', p: number): boolean => {
    if (state[p] !== 1) return false;
    report('loop', pedigreeErrors.loop(openLoop(rows, state, p, x).map(idOf)), [link(rows, x, role)]);
    if (role === 'sire') sireRow[x] = -1;
    else damRow[x] = -1;
    return true;
  };
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
      if (st === 0) {
        state[x] = 1;
        const before = sp;
        const s = x < n ? sireRow[x] : -1;
        if (s >= 0 && state[s] !== 2 && !closesLoop(x, 'sire', s)) stack[sp++] = s;
        const d = x < n ? damRow[x] : -1;
        if (d >= 0 && state[d] !== 2 && !closesLoop(x, 'dam', d)) stack[sp++] = d;
        if (sp !== before) continue;
      }
      const s = x < n ? sireRow[x] : -1;
      const d = x < n ? damRow[x] : -1;
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
function openLoop(rows: PetRows, state: Uint8Array, p: number, x: number): number[] {
  const { n, sireRow, damRow } = rows;
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
