import { Type, type Static } from '@sinclair/typebox';
import { CalendarDate, CountryCode, Id, Nullable } from '../common';
import { DiseaseStatusSchema } from '../pedigree/tree-parts';
import { PetDnaStatus } from '../pets/pet-health';
import { PetPerson, PetShort, PublishStatusSchema } from '../pets/pet';

/** The parts several breeding answers share: statuses, the parents as shown, dates, genetics and rule warnings. */

/**
 * A mating's life: `planned` → `mated` (at least one mating date) → `confirmed` (pregnancy confirmed, optional) →
 * `whelped` (set by linking a litter, kept while it exists), or `missed` / `cancelled`.
 */
export const MATING_STATUSES = ['planned', 'mated', 'confirmed', 'whelped', 'missed', 'cancelled'] as const;
export type MatingStatus = (typeof MATING_STATUSES)[number];
export const MatingStatusSchema = Type.Union(MATING_STATUSES.map((s) => Type.Literal(s)));

/**
 * The stud owner's answer: `not-needed` when the sire's owner is the member who records the mating (or the sire has
 * no member as owner), else `awaiting` until that member confirms or declines. A declined mating is never published.
 */
export const STUD_ANSWERS = ['not-needed', 'awaiting', 'confirmed', 'declined'] as const;
export type StudAnswer = (typeof STUD_ANSWERS)[number];
export const StudAnswerSchema = Type.Union(STUD_ANSWERS.map((s) => Type.Literal(s)));

/** A puppy's availability. */
export const PUPPY_AVAILABILITIES = ['available', 'reserved', 'sold', 'kept'] as const;
export type PuppyAvailability = (typeof PUPPY_AVAILABILITIES)[number];
export const PuppyAvailabilitySchema = Type.Union(PUPPY_AVAILABILITIES.map((s) => Type.Literal(s)));

/** A member as a breeding answer names them (the one who records a mating or a litter, the stud owner). */
export const BreedingMember = Type.Object({
  userId: Id,
  nickname: Nullable(Type.String()),
  /** Kennel or display name. */
  name: Nullable(Type.String()),
});
export type BreedingMember = Static<typeof BreedingMember>;

/** A dam or sire in lists: the pet as a link, its country and owner. */
export const BreedingPetShort = Type.Object({
  ...PetShort.properties,
  titles: Nullable(Type.String()),
  countryOfResidence: Nullable(CountryCode),
});
export type BreedingPetShort = Static<typeof BreedingPetShort>;

/** A dam or sire on a mating's or litter's page: photo, titles, owner, health and DNA results. */
export const BreedingPet = Type.Object({
  ...BreedingPetShort.properties,
  breedId: Type.String(),
  owner: PetPerson,
  /** Health results other than DNA tests: `set` of /api/dictionaries/health and its `value` (hips, elbows, eyes…). */
  health: Type.Array(Type.Object({ set: Type.String(), value: Type.String(), date: Nullable(CalendarDate) })),
  /** DNA tests: tested, or clear by parentage. */
  dna: Type.Array(PetDnaStatus),
});
export type BreedingPet = Static<typeof BreedingPet>;

/**
 * A club-style breeding rule the pair breaks (a warning, never a refusal): `coi` (the puppies' COI above the warning
 * threshold, 6.25 % by default), `coi-high` (above the high one, 12.5 %), `dna-risk` (a DNA test where both parents
 * are carriers or one is affected: puppies can be affected), `litter-count` (the dam's litters in the window, 18
 * months by default, reach the limit), `missing-test` (a test the breed requires is missing on a parent). The thresholds
 * are per breed, in data. `params` hold what the one-line explanation shows: `coi`, `threshold` (fractions 0–1),
 * `test` (a DNA test code), `affectedMin`/`affectedMax` (fractions), `count`, `limit`, `months`, `parent`
 * (`sire`|`dam`), `petId`.
 */
export const RULE_CODES = ['coi', 'coi-high', 'dna-risk', 'litter-count', 'missing-test'] as const;
export type RuleCode = (typeof RULE_CODES)[number];
export const RuleWarning = Type.Object({
  code: Type.Union(RULE_CODES.map((c) => Type.Literal(c))),
  /** `warning` (amber) or `high` (red). */
  level: Type.Union([Type.Literal('warning'), Type.Literal('high')]),
  params: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
});
export type RuleWarning = Static<typeof RuleWarning>;

/** A traffic light against the breed's thresholds: green below the warning COI, amber above it, red above the high one. */
export const TrafficLightSchema = Type.Union([Type.Literal('green'), Type.Literal('amber'), Type.Literal('red')]);
export type TrafficLight = Static<typeof TrafficLightSchema>;

/** The puppies' COI: over 10 generations and over the whole known pedigree, with the completeness of each. */
export const PuppyCoi = Type.Object({
  /** Fraction 0–1 over 10 generations. */
  coi10: Type.Number(),
  /** Fraction 0–1 over the whole known pedigree. */
  full: Type.Number(),
  /** Known ancestor slots of the 10 generations / 2^k for k = 1..10. */
  completeness: Type.Array(Type.Number()),
  /** Known slots / 2^k down to the deepest known ancestor. */
  fullCompleteness: Type.Array(Type.Number()),
  light: TrafficLightSchema,
});
export type PuppyCoi = Static<typeof PuppyCoi>;

/** The average full-depth COI of the breed's published dogs born in the last five years (null: none). */
export const BreedAverageCoi = Type.Object({
  breedId: Type.String(),
  average: Nullable(Type.Number()),
  dogs: Type.Integer({ minimum: 0 }),
  bornFrom: CalendarDate,
});
export type BreedAverageCoi = Static<typeof BreedAverageCoi>;

/**
 * The puppies' risk for one DNA test: the chance of affected puppies (M/M) as bounds over what is known of the
 * parents (tested, inferred or unknown): `affectedMin` = `affectedMax` when both are known; `flagged` when puppies can
 * be affected (`affectedMax` > 0 and a parent is not known clear), `certain` when they surely can (`affectedMin` > 0).
 */
export const PuppyDnaRisk = Type.Object({
  test: Type.String(),
  name: Type.String(),
  sire: DiseaseStatusSchema,
  dam: DiseaseStatusSchema,
  affectedMin: Type.Number(),
  affectedMax: Type.Number(),
  carrierMin: Type.Number(),
  carrierMax: Type.Number(),
  flagged: Type.Boolean(),
  certain: Type.Boolean(),
});
export type PuppyDnaRisk = Static<typeof PuppyDnaRisk>;

/** The genetics of a pair: the puppies' COI, the breed's average, the DNA risks and the rule warnings. */
export const PairGenetics = Type.Object({
  coi: PuppyCoi,
  breedAverage: BreedAverageCoi,
  /** Every DNA test with information on either parent; flagged ones first. */
  dna: Type.Array(PuppyDnaRisk),
  warnings: Type.Array(RuleWarning),
});
export type PairGenetics = Static<typeof PairGenetics>;

/**
 * A mating's dates: expected whelping 63 days after the first mating date (58–68), and when the announcement leaves
 * the public lists (30 days after the expected whelping unless whelped; a litter: 13 weeks after the birth).
 */
export const MatingDates = Type.Object({
  matingDates: Type.Array(CalendarDate),
  expectedWhelping: Nullable(CalendarDate),
  whelpingFrom: Nullable(CalendarDate),
  whelpingTo: Nullable(CalendarDate),
  /** The go-home date of the puppies: 8 weeks after the litter's birth (null before it). */
  goHome: Nullable(CalendarDate),
  /** The last day it is in the public lists (null: no limit known). */
  listedUntil: Nullable(CalendarDate),
  /** Past `listedUntil`: still on the owner's pages, no longer in the public lists. */
  expired: Type.Boolean(),
});
export type MatingDates = Static<typeof MatingDates>;

/** A puppy as shown: a pet record of the litter with its availability. */
export const Puppy = Type.Object({
  id: Id,
  registeredName: Type.String(),
  callName: Nullable(Type.String()),
  sex: Type.Union([Type.Literal('male'), Type.Literal('female')]),
  colorId: Nullable(Type.String()),
  coat: Nullable(Type.String()),
  /** Only for those who may edit the litter (null for others). */
  microchip: Nullable(Type.String()),
  availability: PuppyAvailabilitySchema,
  mainPhoto: Nullable(Type.String()),
  publishStatus: PublishStatusSchema,
});
export type Puppy = Static<typeof Puppy>;

/** Puppy counts: born and alive, by sex, and how many are available. */
export const LitterCounts = Type.Object({
  malesBorn: Type.Integer({ minimum: 0 }),
  femalesBorn: Type.Integer({ minimum: 0 }),
  malesAlive: Type.Integer({ minimum: 0 }),
  femalesAlive: Type.Integer({ minimum: 0 }),
  available: Type.Integer({ minimum: 0 }),
});
export type LitterCounts = Static<typeof LitterCounts>;
