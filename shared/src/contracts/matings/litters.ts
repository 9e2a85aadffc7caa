import { Type, type Static } from '@sinclair/typebox';
import { CalendarDate, CountryCode, DateTime, errors, Id, IdParams, Nullable, Page, PageQuery } from '../common';
import { LIMITS, MATING_LIMITS, MICROCHIP_PATTERN_SOURCE, PET_LIMITS } from '../limits';
import { defineRoute } from '../route';
import { DictionaryId, strict, text } from '../schema';
import { CoatSchema, PetPerson, PublishStatusSchema, SexSchema } from '../pets/pet';
import { PetPersonInput } from '../pets/pet-write';
import { litterEndpoints } from './endpoints';
import { AnnouncementItem } from './lists';
import { LitterPhoto } from './litter-photos';
import { BreedingPet, LitterCounts, MatingDates, MatingStatusSchema, Puppy, PuppyAvailabilitySchema, PuppyCoi } from './parts';

/** Litters: the litter and its puppies (pet records created and updated with it). */

const tags = ['litters'];

/**
 * A puppy as written: an existing puppy of the litter by `id`, or a new one (a new pet record with the litter's sire,
 * dam, birth date, breeder and country of birth). `registeredName` is its name or a temporary one ("Blue collar").
 */
export const PuppyInput = Type.Object(
  {
    id: Type.Optional(Id),
    registeredName: text(PET_LIMITS.registeredName, 1),
    sex: SexSchema,
    colorId: Type.Optional(Nullable(DictionaryId)),
    coat: Type.Optional(Nullable(CoatSchema)),
    microchip: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: PET_LIMITS.microchip, pattern: MICROCHIP_PATTERN_SOURCE }))),
    availability: PuppyAvailabilitySchema,
  },
  strict,
);
export type PuppyInput = Static<typeof PuppyInput>;

const count = Type.Integer({ minimum: 0, maximum: MATING_LIMITS.puppies });

const litterFields = {
  /** The mating it came from (its dam and sire are the litter's)… */
  matingId: Type.Optional(Nullable(Id)),
  /** …or, for an older litter without a mating, its dam (required then) and sire. */
  damId: Type.Optional(Nullable(Id)),
  sireId: Type.Optional(Nullable(Id)),
  birthDate: CalendarDate,
  /** A member, or a plain kennel name (default: the caller). */
  breeder: Type.Optional(PetPersonInput),
  country: Type.Optional(Nullable(CountryCode)),
  malesBorn: count,
  femalesBorn: count,
  malesAlive: count,
  femalesAlive: count,
  puppies: Type.Array(PuppyInput, { maxItems: MATING_LIMITS.puppies }),
  announcement: Type.Optional(Nullable(text(MATING_LIMITS.announcement))),
};

/**
 * A litter as written. Refused with 409 naming the dogs (`data.code`): `sire-sex`, `dam-sex`, `birth-window` (born
 * fewer than 56 or more than 72 days after every mating date of the linked mating), `mating-litter` (the mating has
 * a litter already), `mating-status` (the mating was cancelled), `dead` (a parent died before the birth… of a dam),
 * `counts` (400: more puppies of a sex than born, or alive more than born).
 */
const OwnPublishStatus = Type.Union([Type.Literal('draft'), Type.Literal('published')]);
export const AddLitterBody = Type.Object({ ...litterFields, publishStatus: Type.Optional(OwnPublishStatus) }, strict);
export type AddLitterBody = Static<typeof AddLitterBody>;
/**
 * `POST /api/litters/{id}/save` replaces every field: puppies listed by `id` are updated, new ones added, and the
 * puppies left out are removed from the litter as its delete does (deleted when they have no data of their own,
 * detached otherwise, named in `detached`). A change of the parents or the birth date is written to every puppy.
 * `publishStatus` (kept when left out) publishes or withdraws the litter; publishing it publishes its draft puppies
 * too. A litter a moderator hid stays hidden.
 */
export const LitterInput = Type.Object(
  { ...litterFields, publishStatus: Type.Optional(OwnPublishStatus), version: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) },
  strict,
);
export type LitterInput = Static<typeof LitterInput>;

export const LitterDetail = Type.Object({
  id: Id,
  mating: Nullable(Type.Object({ id: Id, status: MatingStatusSchema })),
  dam: Nullable(BreedingPet),
  sire: Nullable(BreedingPet),
  birthDate: CalendarDate,
  breeder: PetPerson,
  country: Nullable(CountryCode),
  counts: LitterCounts,
  puppies: Type.Array(Puppy),
  /** The litter's photos in order (see litter-photos.ts). */
  photos: Type.Array(LitterPhoto),
  announcement: Nullable(Type.String()),
  publishStatus: PublishStatusSchema,
  hiddenReason: Nullable(Type.String()),
  dates: MatingDates,
  /** The puppies' COI (null when a parent is unknown to the caller). */
  coi: Nullable(PuppyCoi),
  /** `photos`: may change the photos (the recorder, the member named as breeder, moderators). */
  permissions: Type.Object({ edit: Type.Boolean(), delete: Type.Boolean(), photos: Type.Boolean() }),
  version: Type.Integer({ minimum: 1 }),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type LitterDetail = Static<typeof LitterDetail>;

/** A litter write's answer: the litter, and the puppies a save took out of it but kept (they have data of their own). */
export const LitterWriteResponse = Type.Object({
  litter: LitterDetail,
  detached: Type.Array(Type.Object({ id: Id, registeredName: Type.String() })),
});
export type LitterWriteResponse = Static<typeof LitterWriteResponse>;

export const addLitterRoute = defineRoute({
  ...litterEndpoints.add,
  schema: {
    tags, summary: 'Record a litter and create its puppies as pets, in one transaction (linking a mating marks it whelped)',
    body: AddLitterBody, response: { 201: LitterWriteResponse, ...errors(400, 401, 403, 404, 409) },
  },
});
export const saveLitterRoute = defineRoute({
  ...litterEndpoints.save,
  schema: {
    tags, summary: 'Replace a litter’s fields and puppies (its recorder or a moderator); parents and birth date are written to the puppies',
    params: IdParams, body: LitterInput, response: { 200: LitterWriteResponse, ...errors(400, 401, 403, 404, 409) },
  },
});
export const litterDetailRoute = defineRoute({
  ...litterEndpoints.detail,
  schema: {
    tags, summary: 'A litter: parents, birth, breeder, counts, puppies with availability, dates, COI',
    params: IdParams, response: { 200: LitterDetail, ...errors(400, 401, 403, 404) },
  },
});

/** What deleting a litter did to its puppies. */
export const DeleteLitterResponse = Type.Object({
  id: Id,
  /** Puppies without data of their own, deleted with the litter. */
  deleted: Type.Array(Type.Object({ id: Id, registeredName: Type.String() })),
  /** Puppies with data of their own (photos, documents, health, registrations, titles, an owner or offspring): kept, no longer in a litter. */
  detached: Type.Array(Type.Object({ id: Id, registeredName: Type.String() })),
});
export type DeleteLitterResponse = Static<typeof DeleteLitterResponse>;
export const deleteLitterRoute = defineRoute({
  ...litterEndpoints.delete,
  schema: {
    tags, summary: 'Delete a litter (its recorder or a moderator): puppies without data of their own go with it, the others are kept and named',
    params: IdParams, response: { 200: DeleteLitterResponse, ...errors(400, 401, 403, 404) },
  },
});

export const MyLittersQuery = Type.Object(
  { ...PageQuery.properties, q: Type.Optional(text(LIMITS.search, 1)) },
  strict,
);
export type MyLittersQuery = Static<typeof MyLittersQuery>;
export const MyLitterItem = Type.Object({
  ...AnnouncementItem.properties,
  litterId: Id,
  /** The litter's puppies by availability (every puppy, drafts included). */
  puppies: Type.Object({
    available: Type.Integer({ minimum: 0 }),
    reserved: Type.Integer({ minimum: 0 }),
    sold: Type.Integer({ minimum: 0 }),
    kept: Type.Integer({ minimum: 0 }),
  }),
  hiddenReason: Nullable(Type.String()),
  inquiries: Type.Integer({ minimum: 0 }),
});
export type MyLitterItem = Static<typeof MyLitterItem>;
export const MyLittersResponse = Page(MyLitterItem);
export type MyLittersResponse = Static<typeof MyLittersResponse>;
export const myLittersRoute = defineRoute({
  ...litterEndpoints.mine,
  schema: {
    tags, summary: 'My litters (recorded by me, or naming me as breeder), every status, newest birth first',
    querystring: MyLittersQuery, response: { 200: MyLittersResponse, ...errors(400, 401, 403) },
  },
});
