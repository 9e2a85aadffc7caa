/**
 * Pedigree engine: parent links of all pets in typed arrays, Wright's inbreeding coefficients kept
 * up to date, COI over N generations, common ancestors, AVK, test matings, sire ranking, trees and
 * DNA-test inference. Pure TypeScript, no I/O.
 */
export { Pedigree, MAX_COI_GENERATIONS, MAX_LINE_GENERATIONS } from './pedigree';
export type { PetRow, RankOptions, RankingReport } from './pedigree';
export type { PetColumns } from './load';
export type { DroppedLink, PedigreeProblem, ProblemKind } from './audit';
export type { UpdateResult } from './mutations';
export type { Subject } from './focus';
export type { CoiReport, DiseaseReport } from './reports';
export type { CommonAncestor, CommonAncestors } from './common-ancestors';
export type { AncestorLoss, PedigreeTree, RepeatedAncestor } from './tree';
export { MAX_TREE_DEPTH } from './tree';
export type { Ranking } from './ranking';
export type { StudSearch } from './stud-pool';
export type {
  DiseaseStatus,
  DiseaseSummary,
  Genotype,
  GenotypeInference,
  GenotypeProbabilities,
  GenotypeTests,
  OffspringRisk,
} from './disease';
export { offspringRisk, genotypeMask } from './disease';
export { GeneticTestIndex } from './genetic-test';
export { PedigreeError } from './errors';
export type { PedigreeErrorCode, PetKey } from './errors';
export type { Sex } from './sex';
export { SEX_FEMALE, SEX_MALE, SEX_UNKNOWN } from './sex';
export { NO_DATE, birthDay } from './birth-date';
