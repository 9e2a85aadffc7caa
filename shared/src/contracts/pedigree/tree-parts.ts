import { Type, type Static } from '@sinclair/typebox';
import { CalendarDate, Id, Nullable } from '../common';
import { DatePrecisionSchema, SexSchema } from '../pets/pet';

/** The parts of a tree answer: pets in slots, COI, AVK and completeness, common ancestors. */

export const DISEASE_STATUSES = ['clear', 'clear-by-parentage', 'carrier', 'obligate-carrier', 'affected', 'unknown', 'conflict'] as const;
export type DiseaseStatus = (typeof DISEASE_STATUSES)[number];
export const DiseaseStatusSchema = Type.Union(DISEASE_STATUSES.map((s) => Type.Literal(s)));
export const GenotypeSchema = Type.Union([Type.Literal('N/N'), Type.Literal('N/M'), Type.Literal('M/M')]);
export type Genotype = Static<typeof GenotypeSchema>;

/** A pet in a tree slot. */
export const TreePet = Type.Object({
  id: Id,
  registeredName: Type.String(),
  callName: Nullable(Type.String()),
  kennelPrefix: Nullable(Type.String()),
  sex: SexSchema,
  colorId: Nullable(Type.String()),
  birthDate: Nullable(CalendarDate),
  birthPrecision: DatePrecisionSchema,
  titles: Nullable(Type.String()),
  /** URL of a small photo, or null. */
  thumbnail: Nullable(Type.String()),
  /** Full-depth inbreeding coefficient of this pet. */
  inbreeding: Type.Number(),
  /** DNA-test status per test code (tested or inferred); tests with no information are left out. */
  dna: Type.Record(Type.String(), DiseaseStatusSchema),
});
export type TreePet = Static<typeof TreePet>;

/** One slot of the heap layout: slot 0 is the subject, the sire of slot i is 2i+1, its dam 2i+2. */
export const TreeSlot = Type.Object({
  slot: Type.Integer({ minimum: 0 }),
  generation: Type.Integer({ minimum: 0 }),
  /** Null for an unknown or hidden ancestor (and for the hypothetical offspring of a test mating at slot 0). */
  pet: Nullable(TreePet),
  /** True when an ancestor is there but the caller may not see it (a draft or hidden pet of someone else). */
  hidden: Type.Boolean(),
  /** Colour index of a repeated ancestor (stable per tree), or null. */
  repeat: Nullable(Type.Integer({ minimum: 0 })),
});
export type TreeSlot = Static<typeof TreeSlot>;

export const CoiSummary = Type.Object({
  generations: Type.Integer(),
  /** COI over `generations` (exact F on the pedigree cut at that depth). */
  coi: Type.Number(),
  /** F over the whole known pedigree. */
  full: Type.Number(),
  /** Known ancestor slots / 2^k for k = 1..generations. */
  completeness: Type.Array(Type.Number()),
  /** Known slots / 2^k down to the deepest known ancestor. */
  fullCompleteness: Type.Array(Type.Number()),
  equivalentGenerations: Type.Number(),
});
export type CoiSummary = Static<typeof CoiSummary>;

export const AncestorLossSummary = Type.Object({
  generations: Type.Integer(),
  distinct: Type.Integer(),
  knownSlots: Type.Integer(),
  possibleSlots: Type.Integer(),
  /** distinct / known slots × 100, null when no ancestor is known. */
  avk: Nullable(Type.Number()),
  /** distinct / possible slots × 100. */
  avkOfPossible: Type.Number(),
});
export type AncestorLossSummary = Static<typeof AncestorLossSummary>;

export const CommonAncestorRow = Type.Object({
  /** Null (with registeredName) for an ancestor the caller may not see; its contribution still counts. */
  id: Nullable(Id),
  registeredName: Nullable(Type.String()),
  hidden: Type.Boolean(),
  sex: SexSchema,
  /** Wright path pairs through this ancestor. */
  paths: Type.Integer(),
  /** Shortest number of generations from the sire side and the dam side. */
  sireSide: Type.Integer(),
  damSide: Type.Integer(),
  inbreeding: Type.Number(),
  contribution: Type.Number(),
  /** Colour index in the tree, when the ancestor is drawn there. */
  repeat: Nullable(Type.Integer({ minimum: 0 })),
});
export type CommonAncestorRow = Static<typeof CommonAncestorRow>;
