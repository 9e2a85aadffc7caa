import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable } from '../common';

/**
 * What the moderators' pets queue flags on a dog, computed by the pets domain each time the dog is added or saved:
 * `duplicate` (another dog with the same microchip or registration number, or a similar registered name, across
 * Cyrillic and Latin, with the same birth date or parents), `distinct` (the member answered "no, a different dog"
 * to such candidates), `parent-young` (a parent under 6 months old at the birth), `parent-dead` (a parent dead before
 * the birth), `coi-change` (the dog's COI moved by at least COI_CHANGE_FLAG with this save).
 */
export const PET_FLAGS = ['duplicate', 'distinct', 'parent-young', 'parent-dead', 'coi-change'] as const;
export type PetFlag = (typeof PET_FLAGS)[number];
export const PetFlagSchema = Type.Union(PET_FLAGS.map((f) => Type.Literal(f)));

/** A change of the dog's COI (as a fraction) this large or larger is flagged. */
export const COI_CHANGE_FLAG = 0.05;
/** A parent younger than this many months at the birth is flagged. */
export const PARENT_MIN_MONTHS = 6;

/** Why a dog may be another's duplicate. */
export const DUPLICATE_REASONS = ['microchip', 'registration', 'name'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

/** The flags' particulars: the dogs concerned by id (the moderators see every dog). */
export const PetFlagDetails = Type.Object({
  duplicates: Type.Optional(Type.Array(Type.Object({ id: Id, reason: Type.Union(DUPLICATE_REASONS.map((r) => Type.Literal(r))) }))),
  /** The candidates the member said this dog is not. */
  distinctFrom: Type.Optional(Type.Array(Id)),
  parents: Type.Optional(Type.Array(Type.Object({
    field: Type.Union([Type.Literal('sireId'), Type.Literal('damId')]), id: Id,
    problem: Type.Union([Type.Literal('parent-young'), Type.Literal('parent-dead')]),
  }))),
  coi: Type.Optional(Type.Object({ before: Type.Number(), after: Type.Number() })),
});
export type PetFlagDetails = Static<typeof PetFlagDetails>;

export const PetFlags = Type.Object({ kinds: Type.Array(PetFlagSchema), details: PetFlagDetails });
export type PetFlags = Static<typeof PetFlags>;

/** A candidate a new dog may duplicate (`data.candidates` of a 409 `possible-duplicate`). */
export const DuplicateCandidate = Type.Object({
  id: Id, registeredName: Type.String(), birthDate: Nullable(Type.String()), sireId: Nullable(Id), damId: Nullable(Id),
});
export type DuplicateCandidate = Static<typeof DuplicateCandidate>;
