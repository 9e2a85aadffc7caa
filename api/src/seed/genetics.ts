import type { Random } from './prng';

/**
 * Recessive loci the demo data carries, with the mutant allele frequency of the founders.
 * Children inherit one allele from each parent, so results are consistent with the parents' (Mendel).
 */
export const LOCI = [
  { id: 'cea', q: 0.15 },
  { id: 'ncl', q: 0.01 },
  { id: 'tns', q: 0.04 },
  { id: 'mdr1', q: 0.02 },
  { id: 'igs', q: 0.03 },
  { id: 'sn', q: 0.02 },
  { id: 'gg', q: 0.12 },
  { id: 'dm', q: 0.06 },
  { id: 'mh', q: 0.02 },
  { id: 'eaod', q: 0.15 },
  { id: 'mdd', q: 0.05 },
] as const;
export const LOCUS_COUNT = LOCI.length;
export const LOCUS_INDEX = Object.fromEntries(LOCI.map((l, i) => [l.id, i])) as Record<(typeof LOCI)[number]['id'], number>;

/** Mutant allele counts (0, 1, 2) per pet and locus, pet-major. */
export class Genotypes {
  readonly counts: Uint8Array;

  constructor(capacity: number) {
    this.counts = new Uint8Array(capacity * LOCUS_COUNT);
  }

  founder(index: number, random: Random): void {
    for (let l = 0; l < LOCUS_COUNT; l++) {
      const q = LOCI[l].q;
      this.counts[index * LOCUS_COUNT + l] = (random.chance(q) ? 1 : 0) + (random.chance(q) ? 1 : 0);
    }
  }

  child(index: number, sire: number, dam: number, random: Random): void {
    for (let l = 0; l < LOCUS_COUNT; l++) {
      this.counts[index * LOCUS_COUNT + l] =
        gamete(this.counts[sire * LOCUS_COUNT + l], random) + gamete(this.counts[dam * LOCUS_COUNT + l], random);
    }
  }

  get(index: number, locus: number): number {
    return this.counts[index * LOCUS_COUNT + locus];
  }
}

const gamete = (count: number, random: Random) => (count === 2 ? 1 : count === 1 ? (random.chance(0.5) ? 1 : 0) : 0);

export const genotypeText = (count: number) => (count === 0 ? 'N/N' : count === 1 ? 'N/M' : 'M/M');
