import { birthDay, birthDate, type BirthInput, NO_DATE } from './birth-date';
import { kinship as kinshipOf } from './colleau';
import { commonAncestors, type CommonAncestors } from './common-ancestors';
import { completenessOf, knownSlotsPerGeneration } from './completeness';
import { type GenotypeInference, type GenotypeTests, type OffspringRisk } from './disease';
import { GeneticTestIndex } from './genetic-test';
import { pedigreeErrors } from './errors';
import { checkGenerations, resolveMating, resolveSubject, type Subject } from './focus';
import { type PedigreeProblem } from './audit';
import { auditAndLoad, loadPedigree, type PetColumns } from './load';
import { buildLocalPedigree } from './local-pedigree';
import { checkUpsert, removePet, upsertPet, type UpdateResult } from './mutations';
import { orderById, rankBySireCoi, type Ranking, sortRanking } from './ranking';
import { type CoiReport, type DiseaseReport } from './reports';
import { type Sex, SEX_FEMALE, SEX_MALE, sexCode, sexName } from './sex';
import { PedigreeStore } from './store';
import { checkDam, searchAll, StudPool, type StudSearch } from './stud-pool';
import { ancestorLoss, type AncestorLoss, buildTree, MAX_TREE_DEPTH, type PedigreeTree } from './tree';

/** One pet as stored in the database. */
export interface PetRow {
  id: number;
  sire?: number | null;
  dam?: number | null;
  sex?: Sex | null;
  birth?: BirthInput;
}

export interface RankOptions {
  /** Also compute each offspring's COI over this many generations (costs one local pedigree per male). */
  generations?: number;
  /** Order by the full-depth COI (default) or by the N-generation COI. */
  orderBy?: 'full' | 'generations';
}

export interface RankingReport extends Ranking {
  /** N-generation COI per ranked male, when requested. */
  coiGenerations: Float64Array | null;
}

/** Most generations for COI over N generations. */
export const MAX_COI_GENERATIONS = 64;
/** Stud pools kept by studSearch (a stud search's filters give a few different sets of males). */
const KEPT_POOLS = 4;
/** Most generations for common ancestors and AVK (their cost grows with the number of lines). */
export const MAX_LINE_GENERATIONS = 20;

/**
 * The pedigree engine: every pet's parent links in typed arrays, with Wright's F kept up to date.
 * Pets are identified by positive integer ids. Pure computation: no I/O.
 */
export class Pedigree {
  /** The most recently used stud pools, newest first (see studSearch). */
  private pools: StudPool[] = [];
  /** Every live male's slot, as of the store's version (rankMales without a list; it is read, never written). */
  private males: { version: number; slots: Int32Array } | null = null;

  private constructor(private readonly store: PedigreeStore) {}

  /** An empty pedigree, to fill with upsert. */
  static empty(): Pedigree {
    return new Pedigree(new PedigreeStore(1024));
  }

  /** Load all pets at once (fast path: columns), validating and computing every F. */
  static fromColumns(columns: PetColumns): Pedigree {
    return new Pedigree(loadPedigree(columns));
  }

  /**
   * Load all pets at once, finding every problem of their parent links instead of stopping at the first (see
   * audit.ts for the kinds, their order and what lenient loading drops). `pedigree` is null when there are
   * problems, unless `lenient`: then the bad links are treated as unknown and `problems` lists what was dropped.
   */
  static audit(columns: PetColumns, options: { lenient?: boolean } = {}): { problems: PedigreeProblem[]; pedigree: Pedigree | null } {
    const { problems, store } = auditAndLoad(columns, options.lenient ?? false);
    return { problems, pedigree: store === null ? null : new Pedigree(store) };
  }

  /** Load all pets at once from row objects (e.g. database rows). */
  static fromRows(rows: Iterable<PetRow>): Pedigree {
    const ids: number[] = [];
    const sires: number[] = [];
    const dams: number[] = [];
    const sexes: number[] = [];
    const births: number[] = [];
    for (const row of rows) {
      ids.push(row.id);
      sires.push(row.sire ?? 0);
      dams.push(row.dam ?? 0);
      sexes.push(sexCode(row.sex));
      births.push(birthDay(row.birth));
    }
    return Pedigree.fromColumns({ ids, sires, dams, sexes, births });
  }

  /** Pets held, founder placeholders (parents without a row of their own) included. */
  get size(): number {
    return this.store.pets;
  }

  has(id: number): boolean {
    return this.store.slotOf(id) >= 0;
  }

  /** True for a parent that was referenced but never inserted itself. */
  isPlaceholder(id: number): boolean {
    return this.store.isPlaceholder(this.store.requireSlot(id));
  }

  parents(id: number): { sire: number | null; dam: number | null } {
    const slot = this.store.requireSlot(id);
    const s = this.store.par[2 * slot];
    const d = this.store.par[2 * slot + 1];
    return { sire: s < 0 ? null : this.store.extId[s], dam: d < 0 ? null : this.store.extId[d] };
  }

  sex(id: number): Sex {
    return sexName(this.store.sex[this.store.requireSlot(id)]);
  }

  birth(id: number): Date | null {
    return birthDate(this.store.birth[this.store.requireSlot(id)]);
  }

  /** Wright's F over the whole known pedigree (kept up to date on every write). */
  inbreeding(id: number): number {
    return this.store.F[this.store.requireSlot(id)];
  }

  /** Every pet's id and full-depth F (e.g. to persist them). */
  inbreedingColumns(): { ids: Int32Array; F: Float64Array } {
    const order = this.store.topologicalOrder();
    const ids = new Int32Array(order.length);
    const F = new Float64Array(order.length);
    for (let k = 0; k < order.length; k++) {
      ids[k] = this.store.extId[order[k]];
      F[k] = this.store.F[order[k]];
    }
    return { ids, F };
  }

  /**
   * Insert or update a pet (parents: id or null/0 for unknown; unknown ids become founder placeholders).
   * Returns the F values that changed; only the pet and its descendants are recomputed.
   */
  upsert(id: number, sire: number | null, dam: number | null, sex: Sex, birth?: BirthInput): UpdateResult {
    return upsertPet(this.store, id, sire, dam, sexCode(sex), birth === undefined ? NO_DATE : birthDay(birth));
  }

  /**
   * The checks of upsert without the write: throws the PedigreeError upsert would throw, changes nothing.
   * `id` 0 stands for a pet not numbered yet (only its parents are checked).
   */
  check(id: number, sire: number | null, dam: number | null, sex: Sex, birth?: BirthInput): void {
    checkUpsert(this.store, id, sire, dam, sexCode(sex), birth === undefined ? NO_DATE : birthDay(birth));
  }

  /** Remove a pet; its offspring lose that parent. Returns the F values that changed. */
  remove(id: number): UpdateResult {
    return removePet(this.store, id);
  }

  /** Kinship (coancestry) of two pets over the whole pedigree = COI of their offspring. */
  kinship(a: number, b: number): number {
    return kinshipOf(this.store, this.store.requireSlot(a), this.store.requireSlot(b), this.store.work());
  }

  /** Full-depth COI of the hypothetical offspring of a test mating. */
  matingCoi(sire: number, dam: number): number {
    const m = resolveMating(this.store, sire, dam);
    return kinshipOf(this.store, m.sire, m.dam, this.store.work());
  }

  /** COI over N generations and full depth, with pedigree completeness. */
  coi(subject: Subject, generations = 10): CoiReport {
    checkGenerations(generations, MAX_COI_GENERATIONS);
    const focus = resolveSubject(this.store, subject);
    return this.coiReport(focus, buildLocalPedigree(this.store, focus, generations), generations);
  }

  /**
   * coi() and commonAncestors() of one subject over the same generations, read off one local pedigree (a tree shows
   * both; building it is most of either's cost).
   */
  coiAndCommonAncestors(subject: Subject, generations = 10): { coi: CoiReport; common: CommonAncestors } {
    checkGenerations(generations, Math.min(MAX_COI_GENERATIONS, MAX_LINE_GENERATIONS));
    const focus = resolveSubject(this.store, subject);
    const local = buildLocalPedigree(this.store, focus, generations);
    return { coi: this.coiReport(focus, local, generations), common: commonAncestors(this.store, local, false) };
  }

  private coiReport(focus: ReturnType<typeof resolveSubject>, local: ReturnType<typeof buildLocalPedigree>, generations: number): CoiReport {
    const full = focus.slot >= 0 ? this.store.F[focus.slot] : kinshipOf(this.store, focus.sire, focus.dam, this.store.work());
    const counts = knownSlotsPerGeneration(this.store, focus, this.store.maxGen + 2);
    const fullCompleteness = completenessOf(counts);
    const completeness = completenessOf(counts.slice(0, generations));
    while (completeness.length < generations) completeness.push(0);
    return {
      generations,
      coi: local.F[local.root],
      completeness,
      full,
      fullCompleteness,
      equivalentGenerations: fullCompleteness.reduce((a, b) => a + b, 0),
    };
  }

  /** COI of a test mating's offspring over N generations only (cheaper than coi()). */
  matingCoiGenerations(sire: number, dam: number, generations = 10): number {
    checkGenerations(generations, MAX_COI_GENERATIONS);
    const m = resolveMating(this.store, sire, dam);
    const local = buildLocalPedigree(this.store, { slot: -1, ...m }, generations);
    return local.F[local.root];
  }

  /** Ancestors on both sides within N generations, with Wright path pairs and contributions. */
  commonAncestors(subject: Subject, generations = 10, options: { includeBlocked?: boolean } = {}): CommonAncestors {
    checkGenerations(generations, MAX_LINE_GENERATIONS);
    const focus = resolveSubject(this.store, subject);
    const local = buildLocalPedigree(this.store, focus, generations);
    return commonAncestors(this.store, local, options.includeBlocked ?? false);
  }

  /** Ancestor loss (AVK) over N generations. */
  ancestorLoss(subject: Subject, generations = 5): AncestorLoss {
    checkGenerations(generations, MAX_LINE_GENERATIONS);
    return ancestorLoss(this.store, resolveSubject(this.store, subject), generations);
  }

  /** The tree to `depth` generations (1..10) with repeated ancestors coloured. */
  tree(subject: Subject, depth = 5): PedigreeTree {
    checkGenerations(depth, MAX_TREE_DEPTH);
    return buildTree(this.store, resolveSubject(this.store, subject), depth);
  }

  /**
   * Males ranked by the full-depth COI of their offspring with `dam` (lowest first). `males` defaults
   * to every male in the pedigree (placeholders excluded).
   */
  rankMales(dam: number, males?: Iterable<number>, options: RankOptions = {}): RankingReport {
    const store = this.store;
    const damSlot = store.requireSlot(dam);
    if (store.sex[damSlot] === SEX_MALE || store.kidsAsSire[damSlot] > 0) throw pedigreeErrors.mateSex(dam, 'dam');
    let maleSlots: Int32Array;
    if (males === undefined) {
      if (this.males?.version !== store.version) this.males = { version: store.version, slots: liveMalesById(store) };
      maleSlots = this.males.slots;
    } else {
      const slots: number[] = [];
      for (const id of males) {
        const s = store.requireSlot(id);
        if (store.sex[s] === SEX_FEMALE || store.kidsAsDam[s] > 0 || s === damSlot) throw pedigreeErrors.mateSex(id, 'sire');
        slots.push(s);
      }
      maleSlots = Int32Array.from(slots);
    }
    if (options.generations === undefined) return { ...rankBySireCoi(store, damSlot, maleSlots, males === undefined), coiGenerations: null };
    const generations = options.generations;
    checkGenerations(generations, MAX_COI_GENERATIONS);
    const work = store.work();
    const full = new Float64Array(maleSlots.length);
    const byGen = new Float64Array(maleSlots.length);
    for (let k = 0; k < maleSlots.length; k++) {
      full[k] = kinshipOf(store, maleSlots[k], damSlot, work);
      const local = buildLocalPedigree(store, { slot: -1, sire: maleSlots[k], dam: damSlot }, generations);
      byGen[k] = local.F[local.root];
    }
    const key = options.orderBy === 'generations' ? byGen : full;
    const ranking = sortRanking(store, damSlot, maleSlots, key);
    const index = new Map<number, number>();
    for (let k = 0; k < maleSlots.length; k++) index.set(store.extId[maleSlots[k]], k);
    const coi = new Float64Array(ranking.ids.length);
    const coiGenerations = new Float64Array(ranking.ids.length);
    for (let r = 0; r < ranking.ids.length; r++) {
      const k = index.get(ranking.ids[r]) as number;
      coi[r] = full[k];
      coiGenerations[r] = byGen[k];
    }
    return { dam: ranking.dam, ids: ranking.ids, coi, coiGenerations };
  }

  /**
   * The males ranked for `dam` as rankMales ranks them (full-depth COI, then id), each with the number of `tests` on
   * which the puppies are surely or possibly affected. The males are prepared once as a StudPool (their ancestors'
   * closure) and kept until the pedigree changes: the few most recent sets are kept, so a stud search asks for the
   * same offered males for every dam and pays the preparation once. A list of a sixteenth of the pedigree or more is
   * ranked without a pool (searchAll): their ancestors are then most of the pedigree.
   */
  studSearch(dam: number, males: ArrayLike<number>, tests: readonly GeneticTestIndex[] = []): StudSearch {
    const store = this.store;
    checkDam(store, dam);
    if (males.length * 16 >= store.pets) return searchAll(store, dam, males, tests);
    let pool = this.pools.find((p) => p.matches(store, males));
    if (pool === undefined) {
      pool = StudPool.build(store, males);
      this.pools = [pool, ...this.pools.filter((p) => p.version === store.version)].slice(0, KEPT_POOLS);
    } else if (this.pools[0] !== pool) this.pools = [pool, ...this.pools.filter((p) => p !== pool)];
    return pool.search(store, dam, tests);
  }

  /**
   * One DNA test's results (pet id -> genotype), inferred once over the whole pedigree; keep it to answer
   * many trees, pets and test matings, and rebuild it after writes or new results.
   */
  geneticTest(tests: GenotypeTests): GeneticTestIndex {
    return new GeneticTestIndex(this.store, tests);
  }

  /** DNA-test status of every pet of the subject's tree for one test, and the expected offspring. */
  diseaseRisk(subject: Subject, tests: GenotypeTests, depth = 5): DiseaseReport {
    return this.geneticTest(tests).report(subject, depth);
  }

  /** Expected genotypes of the offspring of a test mating for one DNA test. */
  offspringGenotypes(sire: number, dam: number, tests: GenotypeTests): OffspringRisk {
    return this.geneticTest(tests).offspring(sire, dam);
  }

  /** A pet's status for one DNA test (tested or inferred from relatives). */
  genotype(id: number, tests: GenotypeTests): GenotypeInference {
    return this.geneticTest(tests).genotype(id);
  }

  /** The underlying store, for the engine's own modules and benchmarks. */
  get internals(): PedigreeStore {
    return this.store;
  }
}

/** Every live male's slot in the order of their ids (the ranking's tie order, so its sort by value alone is enough). */
function liveMalesById(store: PedigreeStore): Int32Array {
  const slots = liveMales(store);
  const n = slots.length;
  const scratch = store.work().rank.ensure(n);
  const ids = new Int32Array(scratch.values.buffer, 0, n); // the values' buffer, free until the ranking
  for (let k = 0; k < n; k++) ids[k] = store.extId[slots[k]];
  const byId = orderById(ids, scratch);
  const sorted = new Int32Array(n);
  for (let k = 0; k < n; k++) sorted[k] = slots[byId[k]];
  return sorted;
}

/**
 * Slots of every live male (placeholders excluded), ascending. In a function of its own so that it is optimised
 * once, not entered in the interpreter by each ranking; the constant in a local (an imported binding read a
 * million times is a getter call each where the module is not bundled, e.g. under tsx).
 */
function liveMales(store: PedigreeStore): Int32Array {
  const { flags, sex, count } = store;
  const male = SEX_MALE;
  const all = new Int32Array(count);
  let n = 0;
  for (let i = 0; i < count; i++) if (flags[i] === 1 && sex[i] === male) all[n++] = i;
  return all.slice(0, n);
}
