import { Type, type Static } from '@sinclair/typebox';
import { DateTime, errors, Id, Nullable, Page, PageQuery } from '../common';
import { LIMITS } from '../limits';
import { PetListItem, PublishStatusSchema } from '../pets/pet';
import { PetFlags, PetFlagSchema } from '../pets/pet-flags';
import { defineRoute } from '../route';
import { strict } from '../schema';
import { moderationEndpoints } from './endpoints';

const tags = ['moderation'];

/** The moderators' queues the start page counts. */
export const MODERATION_QUEUES = ['pets', 'attachments', 'account-requests'] as const;
export type ModerationQueue = (typeof MODERATION_QUEUES)[number];
/**
 * The breeding queues (`GET /api/moderation/matings`, `/litters`): the published announcements with a flag. Apart
 * from MODERATION_QUEUES so that a screen that links each of those (a record of every queue) is not changed by them.
 */
export const BREEDING_QUEUES = ['matings', 'litters'] as const;
export type BreedingQueue = (typeof BREEDING_QUEUES)[number];
/** How far back the pets queue reaches: dogs added or changed in these last days. */
export const PETS_QUEUE_DAYS = 14;

const queueCount = <Q extends string>(queues: readonly Q[]) =>
  Type.Object({
    queue: Type.Union(queues.map((q) => Type.Literal(q))),
    count: Type.Integer({ minimum: 0 }),
    /** When the oldest item waiting came in (null for an empty queue). */
    oldest: Nullable(DateTime),
  });
export const ModerationSummary = Type.Object({
  queues: Type.Array(queueCount(MODERATION_QUEUES)),
  /** The matings and litters queues: published announcements with a flag, the oldest by creation. */
  breeding: Type.Array(queueCount(BREEDING_QUEUES)),
});
export type ModerationSummary = Static<typeof ModerationSummary>;

export const moderationSummaryRoute = defineRoute({
  ...moderationEndpoints.summary,
  schema: {
    tags, summary: 'Each queue\'s count and the time its oldest item came in (pets: added or changed in the last 14 days; matings and litters: published and flagged)',
    response: { 200: ModerationSummary, ...errors(401, 403) },
  },
});

export const ModerationPetsQuery = Type.Object(
  {
    ...PageQuery.properties,
    /** A part of the registered name. */
    q: Type.Optional(Type.String({ minLength: 1, maxLength: LIMITS.search })),
    status: Type.Optional(PublishStatusSchema),
    /** A member's dogs: those they created or own. */
    memberId: Type.Optional(Id),
    /** Dogs with this automatic flag. */
    flag: Type.Optional(PetFlagSchema),
  },
  strict,
);
export type ModerationPetsQuery = Static<typeof ModerationPetsQuery>;

export const ModerationPet = Type.Object({
  ...PetListItem.properties,
  createdAt: DateTime,
  updatedAt: DateTime,
  /** The member who created the record (null when unknown or deleted). */
  createdBy: Nullable(Type.Object({ id: Id, nickname: Nullable(Type.String()) })),
  hiddenReason: Nullable(Type.String()),
  /** The automatic flags computed when the dog was last added or saved. */
  flags: PetFlags,
});
export type ModerationPet = Static<typeof ModerationPet>;
export const ModerationPetsResponse = Type.Object({
  ...Page(ModerationPet).properties,
  /** `total` counted the matches up to MODERATION_PAGES_AHEAD pages past this one; there are more. */
  totalCapped: Type.Boolean(),
});
export type ModerationPetsResponse = Static<typeof ModerationPetsResponse>;

export const moderationPetsRoute = defineRoute({
  ...moderationEndpoints.pets,
  schema: {
    tags, summary: 'New and changed dogs of every status, the last changed first',
    querystring: ModerationPetsQuery, response: { 200: ModerationPetsResponse, ...errors(400, 401, 403) },
  },
});
