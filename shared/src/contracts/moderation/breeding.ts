import { Type, type Static } from '@sinclair/typebox';
import { CalendarDate, DateTime, errors, Id, IdParams, Nullable, Page, PageQuery } from '../common';
import { MatingStatusSchema, StudAnswerSchema } from '../matings/parts';
import { PublishStatusSchema } from '../pets/pet';
import { defineRoute } from '../route';
import { strict } from '../schema';
import { ModerationAction } from './actions';
import { HidePetBody, NoteBody } from './decisions';
import { moderationEndpoints } from './endpoints';

const tags = ['moderation'];

/**
 * What the matings and litters queues flag: `coi-high` (the puppies' COI above the breed's high threshold),
 * `carrier-carrier` (a DNA test both parents carry, as tested: N/M or M/M; puppies can be affected), `stud-pending` (a mating whose
 * stud owner has not answered for more than STUD_PENDING_DAYS), `expired` (its listing has ended).
 */
export const BREEDING_FLAGS = ['coi-high', 'carrier-carrier', 'stud-pending', 'expired'] as const;
export type BreedingFlag = (typeof BREEDING_FLAGS)[number];
export const STUD_PENDING_DAYS = 14;
const BreedingFlagSchema = Type.Union(BREEDING_FLAGS.map((f) => Type.Literal(f)));

/** The queues' orders: the last changed first (the default), or the one waiting longest first. */
export const BREEDING_QUEUE_SORTS = ['changed', 'oldest'] as const;
export type BreedingQueueSort = (typeof BREEDING_QUEUE_SORTS)[number];

const breedingQueryFields = {
  ...PageQuery.properties,
  /** Every announcement, drafts and hidden ones included (`/moder/all-matings`); default: the published ones. */
  all: Type.Optional(Type.Boolean()),
  status: Type.Optional(PublishStatusSchema),
  flag: Type.Optional(BreedingFlagSchema),
  sort: Type.Optional(Type.Union(BREEDING_QUEUE_SORTS.map((s) => Type.Literal(s)))),
};
/** The litters queue's query (and the fields the matings queue shares). */
export const ModerationBreedingQuery = Type.Object(breedingQueryFields, strict);
export type ModerationBreedingQuery = Static<typeof ModerationBreedingQuery>;
/** The matings queue's query: also the mating's own status (planned, mated…). */
export const ModerationMatingsQuery = Type.Object({ ...breedingQueryFields, matingStatus: Type.Optional(MatingStatusSchema) }, strict);
export type ModerationMatingsQuery = Static<typeof ModerationMatingsQuery>;

const Parent = Nullable(Type.Object({ id: Id, registeredName: Type.String() }));
const Common = {
  id: Id,
  sire: Parent,
  dam: Parent,
  publishStatus: PublishStatusSchema,
  hiddenReason: Nullable(Type.String()),
  /** The puppies' COI when the announcement was last written (0–1). */
  coi: Nullable(Type.Number()),
  listedUntil: Nullable(CalendarDate),
  createdBy: Nullable(Type.Object({ id: Id, nickname: Nullable(Type.String()) })),
  createdAt: DateTime,
  updatedAt: DateTime,
  flags: Type.Array(BreedingFlagSchema),
};

export const ModerationMating = Type.Object({
  ...Common, date: Nullable(CalendarDate), status: MatingStatusSchema, studAnswer: StudAnswerSchema,
  /** Every mating date, the first one first. */
  matingDates: Type.Array(CalendarDate),
});
export type ModerationMating = Static<typeof ModerationMating>;
export const ModerationLitter = Type.Object({
  ...Common, birthDate: Nullable(CalendarDate),
  /** Puppies born. */
  puppies: Type.Integer({ minimum: 0 }),
  /** Puppies alive. */
  alive: Type.Integer({ minimum: 0 }),
  /** Puppies offered now (available and published). */
  available: Type.Integer({ minimum: 0 }),
  /** The breeder: a member, or a plain kennel name. */
  breeder: Nullable(Type.Object({ id: Id, nickname: Nullable(Type.String()) })),
  breederName: Nullable(Type.String()),
  /** The litter's main photo (its URL), if any. */
  photo: Nullable(Type.String()),
  /** The mating it came from (its page is the litter's), if any. */
  matingId: Nullable(Id),
});
export type ModerationLitter = Static<typeof ModerationLitter>;
export const ModerationMatingsResponse = Page(ModerationMating);
export type ModerationMatingsResponse = Static<typeof ModerationMatingsResponse>;
export const ModerationLittersResponse = Page(ModerationLitter);
export type ModerationLittersResponse = Static<typeof ModerationLittersResponse>;

export const moderationMatingsRoute = defineRoute({
  ...moderationEndpoints.matings,
  schema: {
    tags, summary: 'Published mating announcements to review, the last changed first, with their flags (`all=true`: every mating, drafts and hidden ones included)',
    querystring: ModerationMatingsQuery, response: { 200: ModerationMatingsResponse, ...errors(400, 401, 403) },
  },
});
export const moderationLittersRoute = defineRoute({
  ...moderationEndpoints.litters,
  schema: {
    tags, summary: 'Published litter announcements to review, the last changed first, with their flags (`all=true`: every litter)',
    querystring: ModerationBreedingQuery, response: { 200: ModerationLittersResponse, ...errors(400, 401, 403) },
  },
});

const decision = <B extends typeof HidePetBody | typeof NoteBody>(body: B) => ({
  params: IdParams, body, response: { 200: ModerationAction, ...errors(400, 401, 403, 404, 409) },
});
export const hideMatingRoute = defineRoute({
  ...moderationEndpoints.hideMating,
  schema: { tags, summary: 'Hide a mating with a reason: only its recorder and moderators see it (409 when hidden already)', ...decision(HidePetBody) },
});
export const publishMatingRoute = defineRoute({
  ...moderationEndpoints.publishMating,
  schema: { tags, summary: 'Publish a mating again (409 when published already)', ...decision(NoteBody) },
});
export const hideLitterRoute = defineRoute({
  ...moderationEndpoints.hideLitter,
  schema: { tags, summary: 'Hide a litter with a reason: only its recorder and moderators see it (409 when hidden already)', ...decision(HidePetBody) },
});
export const publishLitterRoute = defineRoute({
  ...moderationEndpoints.publishLitter,
  schema: { tags, summary: 'Publish a litter again (409 when published already)', ...decision(NoteBody) },
});
