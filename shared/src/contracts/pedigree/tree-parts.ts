import { Type, type Static } from '@sinclair/typebox';
import { CalendarDate, Id, Nullable } from '../common';
import { DatePrecisionSchema, SexSchema } from '../pets/pet';

/** The parts of a tree answer: slots and dogs, COI, AVK and completeness, common ancestors. */

export const DISEASE_STATUSES = ['clear', 'clear-by-parentage', 'carrier', 'obligate-carrier', 'affected', 'unknown', 'conflict'] as const;
export type DiseaseStatus = (typeof DISEASE_STATUSES)[number];
export const DiseaseStatusSchema = Type.Union(DISEASE_STATUSES.map((s) => Type.Literal(s)));
export const GenotypeSchema = Type.Union([Type.Literal('N/N'), Type.Literal('N/M'), Type.Literal('M/M')]);
export type Genotype = Static<typeof GenotypeSchema>;

/** A pet as the stud ranking lists it. */
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

/** A dog id as a key of the by-id columns of `TreeDogs`. */
const DogIdKey = Type.String({ pattern: '^[1-9][0-9]*$' });

/**
 * The dogs a tree draws: each distinct ancestor the caller may see once, in order of first appearance, as
 * columns — the k-th dog is `ids[k]`, `registeredNames[k]`, `birthYears[k]`, `colorIds[k]`, `inbreeding[k]` —
 * and, by dog id, what only some dogs have. Columns rather than an object per dog: a ten-generation tree holds up
 * to ~1,700 dogs, and the keys repeated in each would make most of the answer (docs/benchmarks.md).
 * `treeDogs()` (tree-dogs.ts) gives them back as objects.
 */
export const TreeDogs = Type.Object(
  {
    ids: Type.Array(Id),
    registeredNames: Type.Array(Type.String()),
    /** The year of birth (the chart shows no more of the date), or null. */
    birthYears: Type.Array(Nullable(Type.Integer())),
    /** A colour of /api/dictionaries/colors, or null. */
    colorIds: Type.Array(Nullable(Type.String())),
    /** Full-depth inbreeding coefficient of each dog. */
    inbreeding: Type.Array(Type.Number()),
    /** Titles, by dog id (dogs without titles are left out). */
    titles: Type.Record(DogIdKey, Type.String()),
    /** URL of a small photo, by dog id (dogs without a photo are left out). */
    thumbnails: Type.Record(DogIdKey, Type.String()),
    /** Colour index of an ancestor that fills several slots (stable per tree: 0, 1, … by first slot), by dog id. */
    repeats: Type.Record(DogIdKey, Type.Integer({ minimum: 0 })),
    /** DNA-test status per test code (tested or inferred; unknown left out), by dog id (dogs with none left out). */
    dna: Type.Record(DogIdKey, Type.Record(Type.String(), DiseaseStatusSchema)),
  },
  { additionalProperties: false },
);
export type TreeDogs = Static<typeof TreeDogs>;

/** In `TreeResponse.slots`: no ancestor known there (and slot 0 of a test mating: the offspring that does not exist yet). */
export const SLOT_EMPTY = 0;
/** In `TreeResponse.slots`: an ancestor the caller may not see (someone else's draft or hidden pet). */
export const SLOT_HIDDEN = -1;

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
