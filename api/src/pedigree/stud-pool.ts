import { backSubstitute, clearWeights } from './colleau';
import { RISK_BY_MASKS, RISK_CERTAIN, RISK_POSSIBLE } from './disease';
import { pedigreeErrors } from './errors';
import { type GeneticTestIndex } from './genetic-test';
import { byValueThenId, forwardAll } from './ranking';
import { SEX_FEMALE, SEX_MALE } from './sex';
import { type PedigreeStore } from './store';

/** Candidate sires ranked for one dam with, for each, how many DNA tests put the puppies at risk. */
export interface StudSearch {
  dam: number;
  /** Ranked by the puppies' full-depth COI, lowest first, then by id. */
  ids: Int32Array;
  coi: Float64Array;
  /** Per ranked male: the tests on which some puppies are affected whatever the unknowns (affected.min > 0). */
  certain: Uint8Array;
  /** Per ranked male: the tests on which affected puppies are possible only if an unknown allows it. */
  possible: Uint8Array;
}

/**
 * A set of candidate sires (the males offered for stud) prepared for ranking many dams. It holds the candidates and
 * all their ancestors in topological order, each with its parents as indexes into that list, so a dam's row of the
 * relationship matrix at the candidates is one pass over dense arrays instead of a walk up scattered parent links
 * (the memoised walk of rankBySireCoi visits the same ~78,000 pets for every dam of the benchmark's 21,464 studs, at
 * ~140 ns a pet). Each DNA test's possible genotypes of the candidates are kept too, read once per index.
 *
 * Valid while the store's version is the one it was built at (Pedigree.studSearch rebuilds it after a change).
 */
export class StudPool {
  readonly version: number;
  /** The candidates' ids as given, and their slots. */
  readonly ids: Int32Array;
  readonly slots: Int32Array;
  /** Position of each candidate in the closure. */
  private readonly at: Int32Array;
  /** Parents of each closure node as closure positions (-1 unknown); the closure is in topological order. */
  private readonly pa: Int32Array;
  private readonly pb: Int32Array;
  /** Closure position of each store slot, -1 outside (sized to the store's slots at build time). */
  private readonly localOf: Int32Array;
  /** 1 where the closure node is a candidate. */
  private readonly candidate: Uint8Array;
  private readonly y: Float64Array;
  private readonly masks = new WeakMap<GeneticTestIndex, Uint8Array>();

  private constructor(store: PedigreeStore, ids: Int32Array, slots: Int32Array) {
    this.version = store.version;
    this.ids = ids;
    this.slots = slots;
    const { par } = store;
    const localOf = new Int32Array(store.count).fill(-1);
    // Post-order walk from every candidate: a node is numbered after its parents.
    const order: number[] = [];
    const stack: number[] = [];
    const expanded = new Uint8Array(store.count);
    for (let k = 0; k < slots.length; k++) {
      if (localOf[slots[k]] >= 0) continue;
      stack.push(slots[k]);
      while (stack.length > 0) {
        const i = stack[stack.length - 1];
        if (localOf[i] >= 0) {
          stack.pop();
          continue;
        }
        const a = par[2 * i];
        const b = par[2 * i + 1];
        if (expanded[i] === 0) {
          expanded[i] = 1;
          const before = stack.length;
          if (a >= 0 && localOf[a] < 0) stack.push(a);
          if (b >= 0 && localOf[b] < 0) stack.push(b);
          if (stack.length !== before) continue;
        }
        localOf[i] = order.length;
        order.push(i);
        stack.pop();
      }
    }
    const n = order.length;
    this.pa = new Int32Array(n);
    this.pb = new Int32Array(n);
    for (let k = 0; k < n; k++) {
      const i = order[k];
      const a = par[2 * i];
      const b = par[2 * i + 1];
      this.pa[k] = a >= 0 ? localOf[a] : -1;
      this.pb[k] = b >= 0 ? localOf[b] : -1;
    }
    this.at = new Int32Array(slots.length);
    this.candidate = new Uint8Array(n);
    for (let k = 0; k < slots.length; k++) {
      this.at[k] = localOf[slots[k]];
      this.candidate[this.at[k]] = 1;
    }
    this.localOf = localOf;
    this.y = new Float64Array(n);
  }

  /** A pool of the given males; each must be in the pedigree and may sire (PedigreeError otherwise). */
  static build(store: PedigreeStore, males: ArrayLike<number>): StudPool {
    const ids = Int32Array.from(males);
    return new StudPool(store, ids, maleSlots(store, ids));
  }

  /** Whether this pool was built of exactly these males (same order) and the pedigree has not changed since. */
  matches(store: PedigreeStore, males: ArrayLike<number>): boolean {
    if (this.version !== store.version || males.length !== this.ids.length) return false;
    const ids = this.ids;
    for (let k = 0; k < ids.length; k++) if (ids[k] !== males[k]) return false;
    return true;
  }

  /**
   * The candidates ranked for a dam, with their DNA risk counts over `tests`. The COIs are those of rankBySireCoi bit
   * for bit: the same back-substitution, and the forward pass adds the same terms in the same order.
   */
  search(store: PedigreeStore, dam: number, tests: readonly GeneticTestIndex[]): StudSearch {
    const damSlot = checkDam(store, dam);
    if (damSlot < this.localOf.length && this.localOf[damSlot] >= 0 && this.candidate[this.localOf[damSlot]] === 1)
      throw pedigreeErrors.mateSex(dam, 'sire');
    return ranked(store, damSlot, this.ids, this.kinships(store, damSlot), tests, (test) => this.masksOf(test));
  }

  /** Offspring COI of each candidate with the dam: y = T D T' e_dam over the closure, halved. */
  private kinships(store: PedigreeStore, damSlot: number): Float64Array {
    const work = store.work();
    const { count } = backSubstitute(store, damSlot, work, true);
    const { y, pa, pb, localOf } = this;
    y.fill(0);
    const { list, w } = work;
    // Only the dam's ancestors carry a weight; those outside the closure are no candidate's ancestors.
    for (let k = 0; k < count; k++) {
      const i = list[k];
      if (i < localOf.length && localOf[i] >= 0) y[localOf[i]] = w[i];
    }
    clearWeights(work, count);
    for (let k = 0; k < y.length; k++) {
      let yk = y[k];
      const a = pa[k];
      const b = pb[k];
      if (a >= 0) yk += 0.5 * y[a];
      if (b >= 0) yk += 0.5 * y[b];
      y[k] = yk;
    }
    const coi = new Float64Array(this.at.length);
    for (let k = 0; k < coi.length; k++) coi[k] = 0.5 * y[this.at[k]];
    return coi;
  }

  /** The candidates' possible genotypes for one test, read once per index. */
  private masksOf(test: GeneticTestIndex): Uint8Array {
    let masks = this.masks.get(test);
    if (masks === undefined) {
      masks = new Uint8Array(this.slots.length);
      for (let k = 0; k < masks.length; k++) masks[k] = test.maskOfSlot(this.slots[k]);
      this.masks.set(test, masks);
    }
    return masks;
  }
}

/** The dam's slot, checked as rankMales checks it. */
export function checkDam(store: PedigreeStore, dam: number): number {
  const damSlot = store.requireSlot(dam);
  if (store.sex[damSlot] === SEX_MALE || store.kidsAsSire[damSlot] > 0) throw pedigreeErrors.mateSex(dam, 'dam');
  return damSlot;
}

/** The males' slots, checked as rankMales checks them (each in the pedigree, able to sire, not the dam). */
function maleSlots(store: PedigreeStore, ids: Int32Array, damSlot = -1): Int32Array {
  const slots = new Int32Array(ids.length);
  for (let k = 0; k < ids.length; k++) {
    const s = store.requireSlot(ids[k]);
    if (store.sex[s] === SEX_FEMALE || store.kidsAsDam[s] > 0 || s === damSlot) throw pedigreeErrors.mateSex(ids[k], 'sire');
    slots[k] = s;
  }
  return slots;
}

/**
 * A stud search without a pool, for a list of males so long (a sixteenth of the pedigree or more) that their ancestors
 * are most of it: one forward sweep over every pet, as rankMales does for such a list, and the genotypes read for
 * this call only. Preparing a pool of them would cost more than it saves (93,056 males of the 200,000-pet demo: the
 * first search took 623 ms instead of 210).
 */
export function searchAll(store: PedigreeStore, dam: number, males: ArrayLike<number>, tests: readonly GeneticTestIndex[]): StudSearch {
  const damSlot = checkDam(store, dam);
  const ids = Int32Array.from(males);
  const slots = maleSlots(store, ids, damSlot);
  const work = store.work();
  const { count } = backSubstitute(store, damSlot, work, true);
  forwardAll(store, work.y, work.w);
  clearWeights(work, count);
  const coi = new Float64Array(slots.length);
  for (let k = 0; k < slots.length; k++) coi[k] = 0.5 * work.y[slots[k]];
  return ranked(store, damSlot, ids, coi, tests, (test) => {
    const masks = new Uint8Array(slots.length);
    for (let k = 0; k < slots.length; k++) masks[k] = test.maskOfSlot(slots[k]);
    return masks;
  });
}

/** The males (ids, their COIs with the dam) ranked, each with his DNA risk counts from his genotypes per test. */
function ranked(
  store: PedigreeStore,
  damSlot: number,
  males: Int32Array,
  coi: Float64Array,
  tests: readonly GeneticTestIndex[],
  masksOf: (test: GeneticTestIndex) => Uint8Array,
): StudSearch {
  const n = males.length;
  const order = byValueThenId(coi, males);
  const certain = new Uint8Array(n);
  const possible = new Uint8Array(n);
  for (const test of tests) {
    const masks = masksOf(test);
    const damMask = test.maskOfSlot(damSlot);
    for (let k = 0; k < n; k++) {
      const risk = RISK_BY_MASKS[masks[k] * 8 + damMask];
      if (risk === RISK_CERTAIN) certain[k]++;
      else if (risk === RISK_POSSIBLE) possible[k]++;
    }
  }
  const ids = new Int32Array(n);
  const sortedCoi = new Float64Array(n);
  const sortedCertain = new Uint8Array(n);
  const sortedPossible = new Uint8Array(n);
  for (let r = 0; r < n; r++) {
    const k = order[r];
    ids[r] = males[k];
    sortedCoi[r] = coi[k];
    sortedCertain[r] = certain[k];
    sortedPossible[r] = possible[k];
  }
  return { dam: store.extId[damSlot], ids, coi: sortedCoi, certain: sortedCertain, possible: sortedPossible };
}
