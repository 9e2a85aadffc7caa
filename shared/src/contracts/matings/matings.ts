import { Type, type Static } from '@sinclair/typebox';
import { CalendarDate, CountryCode, DateTime, errors, Id, IdParams, LocaleSchema, Nullable } from '../common';
import { MATING_LIMITS } from '../limits';
import { defineRoute } from '../route';
import { strict, text } from '../schema';
import { PublishStatusSchema } from '../pets/pet';
import { NewParentInput } from '../pets/pet-write';
import { SetPublishBody, SetPublishResponse } from '../pets/publish';
import { matingEndpoints } from './endpoints';
import { LitterPhoto } from './litter-photos';
import {
  BreedingMember, BreedingPet, LitterCounts, MatingDates, MatingStatusSchema, PairGenetics, Puppy, StudAnswerSchema,
} from './parts';

/** One mating: its page, the form's writes, the stud owner's answer, publication. */

const tags = ['matings'];

const matingFields = {
  /** A female the caller may see. */
  damId: Id,
  /** A male in the database the caller may see… */
  sireId: Type.Optional(Nullable(Id)),
  /** …or an outside sire, created as a new pet record (a published or draft male of unknown parents) in the same write. */
  newSire: Type.Optional(NewParentInput),
  /** Mating dates (a planned mating: the planned days), at least one, each day once; the first sets the expected whelping. */
  matingDates: Type.Array(CalendarDate, { minItems: 1, maxItems: MATING_LIMITS.dates }),
  /** `whelped` only while a litter is linked (the litter's write sets it); a mating with a litter stays whelped. */
  status: MatingStatusSchema,
  announcement: Type.Optional(Nullable(text(MATING_LIMITS.announcement))),
  /** Where the puppies will be born (default: the dam's country of residence). */
  country: Type.Optional(Nullable(CountryCode)),
};

/**
 * A mating as written. Refused with 409 naming the dogs (`data.code`, `data.field`, `data.ids`): `sire-sex`
 * (the sire is not male), `dam-sex`, `dead` (a parent died before a mating date), `dam-age` (under 12 months at the
 * mating), `sire-age` (under 6 months), `same-pet`, `mating-status` (whelped without a litter, or another status with
 * one), `mating-date` (mated, confirmed or missed with a first date in the future); 400 naming `matingDates.N` for a day
 * given twice.
 */
export const AddMatingBody = Type.Object(
  { ...matingFields, publishStatus: Type.Optional(Type.Union([Type.Literal('draft'), Type.Literal('published')])) },
  strict,
);
export type AddMatingBody = Static<typeof AddMatingBody>;
/** `POST /api/matings/{id}/save` replaces every field; `version` is the one the editor loaded (409 `stale-version` otherwise). */
export const MatingInput = Type.Object(
  { ...matingFields, version: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) },
  strict,
);
export type MatingInput = Static<typeof MatingInput>;

/** What the caller may do with the mating. */
export const MatingPermissions = Type.Object({
  /** The member who recorded it, or a moderator. */
  edit: Type.Boolean(),
  /** The sire's owner while the answer is awaited (or to change it before a litter). */
  answerAsStud: Type.Boolean(),
  /** Record its litter (the recorder, once mated). */
  addLitter: Type.Boolean(),
});
export type MatingPermissions = Static<typeof MatingPermissions>;

/** The litter of a mating as its page shows it. */
export const MatingLitter = Type.Object({
  id: Id,
  birthDate: CalendarDate,
  counts: LitterCounts,
  puppies: Type.Array(Puppy),
  /** The litter's photos in order. */
  photos: Type.Array(LitterPhoto),
});
export type MatingLitter = Static<typeof MatingLitter>;

export const MatingDetail = Type.Object({
  id: Id,
  /** Null when the caller may not see the pet (another member's draft or hidden pet). */
  dam: Nullable(BreedingPet),
  sire: Nullable(BreedingPet),
  owner: Nullable(BreedingMember),
  /** The sire's owner when a member (the one whose answer is awaited). */
  studOwner: Nullable(BreedingMember),
  status: MatingStatusSchema,
  studAnswer: StudAnswerSchema,
  studAnsweredAt: Nullable(DateTime),
  publishStatus: PublishStatusSchema,
  /** Why a moderator hid it (owner and moderators only). */
  hiddenReason: Nullable(Type.String()),
  announcement: Nullable(Type.String()),
  country: Nullable(CountryCode),
  breedId: Type.String(),
  dates: MatingDates,
  /** Null when a parent is unknown to the caller. */
  genetics: Nullable(PairGenetics),
  litter: Nullable(MatingLitter),
  /** Inquiries received (the owner and moderators; null for others). */
  inquiries: Nullable(Type.Integer({ minimum: 0 })),
  permissions: MatingPermissions,
  version: Type.Integer({ minimum: 1 }),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type MatingDetail = Static<typeof MatingDetail>;

export const addMatingRoute = defineRoute({
  ...matingEndpoints.add,
  schema: {
    tags, summary: 'Record a mating (planned or done) of a female with a male or a new outside sire; the stud owner is asked to confirm',
    description:
      'The recorder is the caller (usually the dam’s owner). When the sire belongs to another member the mating awaits that ' +
      'member’s answer (`studAnswer: awaiting`, an email in their language links to the mating page) and is listed publicly only ' +
      'once confirmed. 409 `data.code`: sire-sex, dam-sex, dead, dam-age, sire-age, same-pet (naming the dogs).',
    body: AddMatingBody, response: { 201: MatingDetail, ...errors(400, 401, 402, 403, 404, 409) },
  },
});
export const saveMatingRoute = defineRoute({
  ...matingEndpoints.save,
  schema: {
    tags, summary: 'Replace a mating’s fields (its recorder or a moderator); a new sire asks the new stud owner again',
    params: IdParams, body: MatingInput, response: { 200: MatingDetail, ...errors(400, 401, 403, 404, 409) },
  },
});
/** The language of the DNA tests' names in the answer (default en). */
export const MatingDetailQuery = Type.Object({ locale: Type.Optional(LocaleSchema) }, strict);
export type MatingDetailQuery = Static<typeof MatingDetailQuery>;

export const matingDetailRoute = defineRoute({
  ...matingEndpoints.detail,
  schema: {
    tags, summary: 'A mating: dam, sire, statuses, dates, the puppies’ COI and DNA risks, the breed average, rule warnings, its litter',
    description:
      'Visitors see published matings the stud owner did not decline; drafts, hidden and declined ones only the recorder, the ' +
      'stud owner and moderators (404 for anyone else).',
    params: IdParams, querystring: MatingDetailQuery, response: { 200: MatingDetail, ...errors(400, 401, 403, 404) },
  },
});

/** The pair the form is filling in, before it is saved. */
export const MatingPreviewQuery = Type.Object(
  {
    damId: Id,
    sireId: Id,
    /** The first mating date, for the age, death and litter-count checks (default: today). */
    date: Type.Optional(CalendarDate),
    locale: Type.Optional(LocaleSchema),
  },
  strict,
);
export type MatingPreviewQuery = Static<typeof MatingPreviewQuery>;
/** A refusal the save would give, as the form shows it beside the field. */
export const MatingProblem = Type.Object({ code: Type.String(), field: Type.String(), message: Type.String(), ids: Type.Array(Id) });
export type MatingProblem = Static<typeof MatingProblem>;
export const MatingPreviewResponse = Type.Object({
  genetics: PairGenetics,
  dates: MatingDates,
  /** What a save would refuse (sexes, ages, deaths); empty when the pair may be recorded. */
  problems: Type.Array(MatingProblem),
});
export type MatingPreviewResponse = Static<typeof MatingPreviewResponse>;
export const matingPreviewRoute = defineRoute({
  ...matingEndpoints.preview,
  schema: {
    tags, summary: 'The form’s live check of a pair: the puppies’ COI, DNA risks, rule warnings, dates and what a save would refuse',
    querystring: MatingPreviewQuery, response: { 200: MatingPreviewResponse, ...errors(400, 401, 403, 404) },
  },
});

export const StudAnswerBody = Type.Object(
  { answer: Type.Union([Type.Literal('confirm'), Type.Literal('decline')]) },
  strict,
);
export type StudAnswerBody = Static<typeof StudAnswerBody>;
export const studAnswerRoute = defineRoute({
  ...matingEndpoints.studAnswer,
  schema: {
    tags, summary: 'The stud owner confirms or declines a mating with his male (he may change his answer until a litter is linked)',
    description: 'Only the member who owns the sire (403 for anyone else; a moderator does not answer for him). A declined mating leaves the public lists.',
    params: IdParams, body: StudAnswerBody, response: { 200: MatingDetail, ...errors(400, 401, 403, 404, 409) },
  },
});

/** The same body and answer as a pet's publication (`id`, `status`, a moderator's `reason` to hide). */
export const SetMatingPublishBody = SetPublishBody;
export type SetMatingPublishBody = SetPublishBody;
export const SetMatingPublishResponse = SetPublishResponse;
export type SetMatingPublishResponse = SetPublishResponse;
export const setMatingPublishRoute = defineRoute({
  ...matingEndpoints.setPublish,
  schema: {
    tags, summary: 'Recorder: draft ↔ published (not while declined). Moderator: any status; hidden needs a reason',
    body: SetMatingPublishBody, response: { 200: SetMatingPublishResponse, ...errors(400, 401, 402, 403, 404, 409) },
  },
});
