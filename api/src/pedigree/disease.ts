import { growInt32, growUint8 } from './growable';
import { type PedigreeStore } from './store';

/** Result of one DNA test: N = normal allele, M = mutant allele. */
export type Genotype = 'N/N' | 'N/M' | 'M/M';

/**
 * Status of a pet for one test:
 * - clear / carrier / affected: tested N/N, N/M, M/M (`tested` set); an untested pet is also `affected`
 *   when its relatives allow M/M only (e.g. two M/M parents);
 * - clear-by-parentage: untested, both parents clear (tested N/N or themselves clear by parentage);
 * - obligate-carrier: untested, carries at least one M (an M/M parent, an M/M offspring, an N/M offspring
 *   of a clear mate, …); `possible` tells whether it is exactly N/M (e.g. an M/M offspring and a clear
 *   parent) or may also be M/M;
 * - unknown: anything else (an unknown parent never makes a pet clear);
 * - conflict: the tests contradict Mendelian inheritance around this pet.
 */
export type DiseaseStatus = 'clear' | 'clear-by-parentage' | 'carrier' | 'obligate-carrier' | 'affected' | 'unknown' | 'conflict';

const STATUSES: readonly DiseaseStatus[] = ['clear', 'clear-by-parentage', 'carrier', 'obligate-carrier', 'affected', 'unknown', 'conflict'];
const STATUS_CODE = Object.fromEntries(STATUSES.map((status, k) => [status, k + 1])) as Record<DiseaseStatus, number>;

export interface GenotypeInference {
  id: number;
  status: DiseaseStatus;
  tested: Genotype | null;
  /** Genotypes still compatible with all tests. */
  possible: Genotype[];
}

/** Expected genotypes of an offspring. */
export interface OffspringRisk {
  /** True when both parents' genotypes are known (tested or inferred): probabilities are exact. */
  exact: boolean;
  probabilities: GenotypeProbabilities | null;
  /** Lowest / highest probability of each genotype over the parents' possible genotypes. */
  min: GenotypeProbabilities;
  max: GenotypeProbabilities;
  possible: Genotype[];
  /** clear / carrier / affected when certain, at-least-carrier when it must carry M, else unknown. */
  status: 'clear' | 'carrier' | 'affected' | 'at-least-carrier' | 'unknown';
  /**
   * The chance of affected (M/M) offspring, P(sire passes M) × P(dam passes M), as its lowest and highest value over
   * what the parents may be (tested, inferred or unknown): equal when both are known; carrier × obligate carrier
   * 25–50 %, carrier × unknown 0–50 %, affected × carrier 50 %.
   */
  affected: { min: number; max: number };
  /** `certain`: affected offspring are possible whatever the unknowns (min > 0); `possible`: only if an unknown allows it; `none`. */
  risk: 'certain' | 'possible' | 'none';
}

export interface GenotypeProbabilities {
  'N/N': number;
  'N/M': number;
  'M/M': number;
}

export interface DiseaseSummary {
  affected: number;
  /** carrier + obligate-carrier */
  carriers: number;
  /** clear + clear-by-parentage */
  clear: number;
  /** unknown + conflict */
  unknown: number;
}

export type GenotypeTests = ReadonlyMap<number, Genotype> | Readonly<Record<number, Genotype>>;

const NN = 1;
const NM = 2;
const MM = 4;
const ALL = 7;
const GENOTYPES: Genotype[] = ['N/N', 'N/M', 'M/M'];
const BIT: Record<Genotype, number> = { 'N/N': NN, 'N/M': NM, 'M/M': MM };

/** Mendelian probabilities [NN, NM, MM] per parent genotype index pair (0 NN, 1 NM, 2 MM). */
const MENDEL: number[][][] = [
  [
    [1, 0, 0],
    [0.5, 0.5, 0],
    [0, 1, 0],
  ],
  [
    [0.5, 0.5, 0],
    [0.25, 0.5, 0.25],
    [0, 0.5, 0.5],
  ],
  [
    [0, 1, 0],
    [0, 0.5, 0.5],
    [0, 0, 1],
  ],
];

/** Offspring genotypes possible from parent genotype bits. */
function childMask(f: number, m: number): number {
  const p = MENDEL[bitIndex(f)][bitIndex(m)];
  return (p[0] > 0 ? NN : 0) | (p[1] > 0 ? NM : 0) | (p[2] > 0 ? MM : 0);
}

function bitIndex(bit: number): number {
  return bit === NN ? 0 : bit === NM ? 1 : 2;
}

function maskToList(mask: number): Genotype[] {
  return GENOTYPES.filter((g) => (mask & BIT[g]) !== 0);
}

function testsLookup(tests: GenotypeTests): (id: number) => Genotype | undefined {
  if (tests instanceof Map) return (id) => tests.get(id);
  const record = tests as Readonly<Record<number, Genotype>>;
  return (id) => (Object.prototype.hasOwnProperty.call(record, id) ? record[id] : undefined);
}

function testedIds(tests: GenotypeTests): number[] {
  if (tests instanceof Map) return [...tests.keys()];
  return Object.keys(tests).map(Number);
}

/** Possible offspring genotype bits from the parents' possible genotype bits. */
function childrenOf(sireMask: number, damMask: number): number {
  let m = 0;
  for (let bf = 1; bf <= MM; bf <<= 1) {
    if ((sireMask & bf) === 0) continue;
    for (let bm = 1; bm <= MM; bm <<= 1) if ((damMask & bm) !== 0) m |= childMask(bf, bm);
  }
  return m;
}

/**
 * Inference for one DNA test over the whole pedigree, built once and queried many times (rebuild it
 * after the pedigree or the test results change).
 *
 * Genotype elimination (Lange & Goradia) runs over the tested pets and all their ancestors: each
 * parents–offspring trio removes the genotypes that no Mendelian combination allows, until nothing
 * changes. Sound: a genotype is only removed when the tests exclude it. A pet outside that set has no
 * tested descendant, so only its parents constrain it: its genotypes are those its parents can pass on.
 */
export class GenotypeInferrer {
  private readonly localOf = new Map<number, number>();
  private mask = new Uint8Array(0);
  private tested = new Uint8Array(0);
  private conflict = new Uint8Array(0);
  /** Derived genotype bits of pets outside the eliminated set. */
  private readonly derived = new Map<number, number>();
  /**
   * status(slot) answered before, by slot: its index in STATUSES + 1 (0: not yet), valid while `statusPet[slot]` is
   * still the slot's pet (a freed slot may be taken by another). A ten-generation tree asks every dog's status for
   * every test: the two Map lookups of each answer were a third of the tree's time on the API's thread.
   */
  private statusCode: Uint8Array = new Uint8Array(0);
  private statusPet: Int32Array = new Int32Array(0);

  constructor(
    private readonly store: PedigreeStore,
    tests: GenotypeTests,
  ) {
    const lookup = testsLookup(tests);
    const { par, gen } = store;
    const stack: number[] = [];
    for (const id of testedIds(tests)) {
      const slot = store.slotOf(id);
      if (slot >= 0 && !this.localOf.has(slot)) {
        this.localOf.set(slot, -1);
        stack.push(slot);
      }
    }
    // Upward closure of the tested pets.
    const members: number[] = [];
    while (stack.length > 0) {
      const x = stack.pop() as number;
      members.push(x);
      for (let r = 0; r < 2; r++) {
        const p = par[2 * x + r];
        if (p >= 0 && !this.localOf.has(p)) {
          this.localOf.set(p, -1);
          stack.push(p);
        }
      }
    }
    members.sort((a, b) => gen[a] - gen[b]);
    const n = members.length;
    this.mask = new Uint8Array(n).fill(ALL);
    this.tested = new Uint8Array(n);
    this.conflict = new Uint8Array(n);
    for (let k = 0; k < n; k++) {
      this.localOf.set(members[k], k);
      const g = lookup(store.extId[members[k]]);
      if (g !== undefined && BIT[g] !== undefined) {
        this.mask[k] = BIT[g];
        this.tested[k] = BIT[g];
      }
    }
    this.eliminate(members);
  }

  private eliminate(members: number[]): void {
    const n = members.length;
    const { par } = this.store;
    const sire = new Int32Array(n).fill(-1);
    const dam = new Int32Array(n).fill(-1);
    for (let k = 0; k < n; k++) {
      const s = par[2 * members[k]];
      const d = par[2 * members[k] + 1];
      if (s >= 0) sire[k] = this.localOf.get(s) as number;
      if (d >= 0) dam[k] = this.localOf.get(d) as number;
    }
    const mask = this.mask;
    let changed = true;
    let pass = 0;
    while (changed) {
      changed = false;
      const down = pass++ % 2 === 0;
      for (let i = 0; i < n; i++) {
        const c = down ? i : n - 1 - i;
        const f = sire[c];
        const m = dam[c];
        if (f < 0 && m < 0) continue;
        const mf = f >= 0 ? mask[f] : ALL;
        const mm = m >= 0 ? mask[m] : ALL;
        const mc = mask[c];
        if (mf === 0 || mm === 0 || mc === 0) continue;
        let nf = 0;
        let nm = 0;
        let nc = 0;
        for (let bf = 1; bf <= MM; bf <<= 1) {
          if ((mf & bf) === 0) continue;
          for (let bm = 1; bm <= MM; bm <<= 1) {
            if ((mm & bm) === 0) continue;
            const allowed = childMask(bf, bm) & mc;
            if (allowed !== 0) {
              nf |= bf;
              nm |= bm;
              nc |= allowed;
            }
          }
        }
        if (nc === 0) {
          // The tests contradict each other here: flag the trio, keep the masks as they are.
          this.conflict[c] = 1;
          if (f >= 0) this.conflict[f] = 1;
          if (m >= 0) this.conflict[m] = 1;
          continue;
        }
        if (f >= 0 && nf !== mf) {
          mask[f] = nf;
          changed = true;
        }
        if (m >= 0 && nm !== mm) {
          mask[m] = nm;
          changed = true;
        }
        if (nc !== mc) {
          mask[c] = nc;
          changed = true;
        }
      }
    }
  }

  /** Genotype bits still possible for a store slot (all three for an unknown parent, slot -1). */
  possibleMask(slot: number): number {
    if (slot < 0) return ALL;
    const k = this.localOf.get(slot);
    if (k !== undefined) return this.mask[k];
    const known = this.derived.get(slot);
    if (known !== undefined) return known;
    // Outside the tested pets' ancestry: what the parents can pass on (iteratively, parents first).
    const { par } = this.store;
    const stack = [slot];
    while (stack.length > 0) {
      const x = stack[stack.length - 1];
      let ready = true;
      for (let r = 0; r < 2; r++) {
        const p = par[2 * x + r];
        if (p >= 0 && !this.localOf.has(p) && !this.derived.has(p)) {
          stack.push(p);
          ready = false;
        }
      }
      if (!ready) continue;
      stack.pop();
      if (this.derived.has(x)) continue;
      const s = par[2 * x];
      const d = par[2 * x + 1];
      this.derived.set(x, s < 0 && d < 0 ? ALL : childrenOf(this.possibleMask(s), this.possibleMask(d)));
    }
    return this.derived.get(slot) as number;
  }

  /**
   * Before a write that changes this slot's parents or removes it: when the pet is neither tested nor an
   * ancestor of a tested pet, the elimination does not involve it or its descendants, so only their derived
   * genotypes are dropped (recomputed on demand) and true is returned; false means the inference must be
   * rebuilt.
   */
  forget(slot: number): boolean {
    if (this.localOf.has(slot)) return false;
    if (this.derived.size === 0) return true;
    const { childHead, childNext } = this.store;
    const seen = new Set<number>([slot]);
    const stack = [slot];
    while (stack.length > 0) {
      const x = stack.pop() as number;
      this.derived.delete(x);
      if (x < this.statusCode.length) this.statusCode[x] = 0;
      for (let e = childHead[x]; e >= 0; e = childNext[e]) {
        const c = e >> 1;
        if (!seen.has(c)) {
          seen.add(c);
          stack.push(c);
        }
      }
    }
    return true;
  }

  /** The status of inference(slot) alone (no lists built: trees ask it of every dog for every test). */
  status(slot: number): DiseaseStatus {
    const pet = this.store.extId[slot];
    if (slot < this.statusCode.length && this.statusCode[slot] !== 0 && this.statusPet[slot] === pet) return STATUSES[this.statusCode[slot] - 1];
    const status = this.statusOf(this.localOf.get(slot), slot, this.possibleMask(slot));
    if (slot >= this.statusCode.length) {
      const length = Math.max(this.store.capacity, slot + 1);
      this.statusCode = growUint8(this.statusCode, length);
      this.statusPet = growInt32(this.statusPet, length);
    }
    this.statusCode[slot] = STATUS_CODE[status];
    this.statusPet[slot] = pet;
    return status;
  }

  inference(slot: number): GenotypeInference {
    const id = this.store.extId[slot];
    const mask = this.possibleMask(slot);
    const k = this.localOf.get(slot);
    const testedBit = k === undefined ? 0 : this.tested[k];
    const tested = testedBit === 0 ? null : maskToList(testedBit)[0];
    return { id, status: this.statusOf(k, slot, mask), tested, possible: maskToList(mask) };
  }

  private statusOf(k: number | undefined, slot: number, mask: number): DiseaseStatus {
    if (k !== undefined && this.conflict[k]) return 'conflict';
    const tested = k === undefined ? 0 : this.tested[k];
    if (tested !== 0) return tested === NN ? 'clear' : tested === NM ? 'carrier' : 'affected';
    if (mask === NN) {
      const { par } = this.store;
      return par[2 * slot] >= 0 && par[2 * slot + 1] >= 0 ? 'clear-by-parentage' : 'clear';
    }
    if (mask === MM) return 'affected';
    if ((mask & NN) === 0) return 'obligate-carrier';
    return 'unknown';
  }

  /** Offspring genotypes of a mating of two slots (-1 = unknown parent). */
  offspring(sire: number, dam: number): OffspringRisk {
    return offspringRisk(this.possibleMask(sire), this.possibleMask(dam));
  }
}

/** Mendelian offspring risk from the parents' possible genotype bits. */
export function offspringRisk(sireMask: number, damMask: number): OffspringRisk {
  const min = [1, 1, 1];
  const max = [0, 0, 0];
  let possible = 0;
  let combos = 0;
  for (let bf = 1; bf <= MM; bf <<= 1) {
    if ((sireMask & bf) === 0) continue;
    for (let bm = 1; bm <= MM; bm <<= 1) {
      if ((damMask & bm) === 0) continue;
      combos++;
      const p = MENDEL[bitIndex(bf)][bitIndex(bm)];
      for (let g = 0; g < 3; g++) {
        if (p[g] < min[g]) min[g] = p[g];
        if (p[g] > max[g]) max[g] = p[g];
      }
      possible |= childMask(bf, bm);
    }
  }
  if (combos === 0) {
    min.fill(0);
    max.fill(1);
    possible = ALL;
  }
  const probs = (a: number[]): GenotypeProbabilities => ({ 'N/N': a[0], 'N/M': a[1], 'M/M': a[2] });
  const exact = combos === 1;
  const status: OffspringRisk['status'] =
    possible === NN
      ? 'clear'
      : possible === NM
        ? 'carrier'
        : possible === MM
          ? 'affected'
          : (possible & NN) === 0
            ? 'at-least-carrier'
            : 'unknown';
  const affected = { min: min[2], max: max[2] };
  const risk: OffspringRisk['risk'] = affected.min > 0 ? 'certain' : affected.max > 0 ? 'possible' : 'none';
  return { exact, probabilities: exact ? probs(min) : null, min: probs(min), max: probs(max), possible: maskToList(possible), status, affected, risk };
}

/** Risk codes of RISK_BY_MASKS: offspringRisk(…).risk as a number. */
export const RISK_NONE = 0;
export const RISK_POSSIBLE = 1;
export const RISK_CERTAIN = 2;

/**
 * offspringRisk(sireMask, damMask).risk as a code (RISK_NONE, RISK_POSSIBLE, RISK_CERTAIN) at sireMask * 8 + damMask:
 * the 64 cases computed once by offspringRisk itself, so a stud search reads a byte per male and test instead of
 * building the whole risk.
 */
export const RISK_BY_MASKS: Uint8Array = (() => {
  const table = new Uint8Array(64);
  for (let s = 0; s < 8; s++) {
    for (let d = 0; d < 8; d++) {
      const { risk } = offspringRisk(s, d);
      table[s * 8 + d] = risk === 'certain' ? RISK_CERTAIN : risk === 'possible' ? RISK_POSSIBLE : RISK_NONE;
    }
  }
  return table;
})();

/** Genotype bits of a genotype list. */
export function genotypeMask(genotypes: readonly Genotype[]): number {
  let m = 0;
  for (const g of genotypes) m |= BIT[g];
  return m;
}

export function summarize(statuses: Iterable<DiseaseStatus>): DiseaseSummary {
  const s: DiseaseSummary = { affected: 0, carriers: 0, clear: 0, unknown: 0 };
  for (const st of statuses) {
    if (st === 'affected') s.affected++;
    else if (st === 'carrier' || st === 'obligate-carrier') s.carriers++;
    else if (st === 'clear' || st === 'clear-by-parentage') s.clear++;
    else s.unknown++;
  }
  return s;
}
