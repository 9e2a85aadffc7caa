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

export const ModerationBreedingQuery = Type.Object(
  {
    ...PageQuery.properties,
    /** Every announcement, drafts and hidden ones included (`/moder/all-matings`); default: the published ones. */
    all: Type.Optional(Type.Boolean()),
    status: Type.Optional(PublishStatusSchema),
    flag: Type.Optional(BreedingFlagSchema),
  },
  strict,
);
export type ModerationBreedingQuery = Static<typeof ModerationBreedingQuery>;

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

export const ModerationMating = Type.Object({ ...Common, date: Nullable(CalendarDate), status: MatingStatusSchema, studAnswer: StudAnswerSchema });
export type ModerationMating = Static<typeof ModerationMating>;
export const ModerationLitter = Type.Object({ ...Common, birthDate: Nullable(CalendarDate), puppies: Type.Integer({ minimum: 0 }) });
export type ModerationLitter = Static<typeof ModerationLitter>;
export const ModerationMatingsResponse = Page(ModerationMating);
export type ModerationMatingsResponse = Static<typeof ModerationMatingsResponse>;
export const ModerationLittersResponse = Page(ModerationLitter);
export type ModerationLittersResponse = Static<typeof ModerationLittersResponse>;

export const moderationMatingsRoute = defineRoute({
  ...moderationEndpoints.matings,
  schema: {
    tags, summary: 'Published mating announcements to review, the last changed first, with their flags (`all=true`: every mating, drafts and hidden ones included)',
    querystring: ModerationBreedingQuery, response: { 200: ModerationMatingsResponse, ...errors(400, 401, 403) },
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
