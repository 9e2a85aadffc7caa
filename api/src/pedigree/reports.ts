import { type PedigreeTree } from './tree';
import { type DiseaseStatus, type DiseaseSummary, type GenotypeInference, type OffspringRisk } from './disease';

/** COI of a pet or test mating, over N generations and over the whole known pedigree. */
export interface CoiReport {
  generations: number;
  /** Exact F on the pedigree truncated at N generations (see LocalPedigree for the definition). */
  coi: number;
  /** Known ancestor slots / 2^k for k = 1..N. */
  completeness: number[];
  /** F over the whole known pedigree. */
  full: number;
  /** Known slots / 2^k for every generation down to the deepest known ancestor. */
  fullCompleteness: number[];
  /** Equivalent complete generations: the sum of fullCompleteness. */
  equivalentGenerations: number;
}

/** DNA-test status of every pet of a tree, for one test. */
export interface DiseaseReport {
  tree: PedigreeTree;
  /** Status per tree slot (null when the slot is empty or is a hypothetical offspring). */
  status: (DiseaseStatus | null)[];
  /** The subject itself (null for a test mating). */
  subject: GenotypeInference | null;
  /** Each distinct ancestor of the tree once, in order of first appearance. */
  ancestors: GenotypeInference[];
  /** Counts over the distinct ancestors of the tree. */
  summary: DiseaseSummary;
  /** Expected offspring genotypes (test mating), or the subject's own expectation from its parents. */
  offspring: OffspringRisk;
}
