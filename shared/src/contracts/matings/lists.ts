import { Type, type Static } from '@sinclair/typebox';
import { CalendarDate, CountryCode, errors, Id, Nullable, Page, PageQuery } from '../common';
import { defineRoute } from '../route';
import { csv, DictionaryId, strict } from '../schema';
import { PublishStatusSchema } from '../pets/pet';
import { matingEndpoints } from './endpoints';
import { BreedingMember, BreedingPetShort, LitterCounts, MatingStatusSchema, StudAnswerSchema } from './parts';

/** The announcement lists: public ones, a member's public ones, and my own. */

const tags = ['matings'];

/**
 * The kinds of public lists: `mating` (done: mated or pregnancy confirmed, no litter yet), `planned`, `litter`
 * (published litters with at least one available puppy).
 */
export const ANNOUNCEMENT_KINDS = ['mating', 'planned', 'litter'] as const;
export type AnnouncementKind = (typeof ANNOUNCEMENT_KINDS)[number];
export const AnnouncementKindSchema = Type.Union(ANNOUNCEMENT_KINDS.map((k) => Type.Literal(k)));

/** A mating or a litter in a list. */
export const AnnouncementItem = Type.Object({
  kind: AnnouncementKindSchema,
  /** The mating (null for a litter recorded without one). */
  matingId: Nullable(Id),
  /** The litter (null before the birth). */
  litterId: Nullable(Id),
  /** Null when the caller may not see the pet. */
  dam: Nullable(BreedingPetShort),
  sire: Nullable(BreedingPetShort),
  owner: Nullable(BreedingMember),
  /** The mating's status (null for a litter without a mating). */
  status: Nullable(MatingStatusSchema),
  studAnswer: Nullable(StudAnswerSchema),
  publishStatus: PublishStatusSchema,
  country: Nullable(CountryCode),
  breedId: Type.String(),
  /** The first mating date, or the litter's birth date. */
  date: Nullable(CalendarDate),
  expectedWhelping: Nullable(CalendarDate),
  /** The puppies' full-depth COI (fraction 0–1; null when a parent is unknown). */
  coi: Nullable(Type.Number()),
  /** The start of the announcement (up to 300 characters). */
  announcement: Nullable(Type.String()),
  /** A litter's counts (null before the birth). */
  counts: Nullable(LitterCounts),
  /** The litter's main photo (its large WebP URL; null for a mating without a litter or a litter without photos). */
  photo: Nullable(Type.String()),
  /** Left the public lists (on the owner's own lists only). */
  expired: Type.Boolean(),
});
export type AnnouncementItem = Static<typeof AnnouncementItem>;

/**
 * Filters of the public lists (all optional, AND): `country` (comma list, where the puppies are born), `breed`,
 * `sire` and `dam` (pet ids), `dateFrom`/`dateTo` (inclusive, on the first mating date, or the birth date of a
 * litter), `maxCoi` (fraction 0–1: the puppies' full-depth COI at most this; pairs with an unknown COI are left out).
 * Newest first.
 */
export const AnnouncementQuery = Type.Object(
  {
    ...PageQuery.properties,
    country: Type.Optional(csv('[A-Z]{2}', 'Country codes, comma-separated')),
    breed: Type.Optional(DictionaryId),
    sire: Type.Optional(Id),
    dam: Type.Optional(Id),
    dateFrom: Type.Optional(CalendarDate),
    dateTo: Type.Optional(CalendarDate),
    maxCoi: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
  },
  strict,
);
export type AnnouncementQuery = Static<typeof AnnouncementQuery>;
export const AnnouncementPage = Page(AnnouncementItem);
export type AnnouncementPage = Static<typeof AnnouncementPage>;

const publicListDescription =
  'Published announcements the stud owner did not decline, not expired: planned and done matings leave 30 days after the ' +
  'expected whelping unless whelped; litters with available puppies leave 13 weeks after the birth.';

export const announcementsRoute = defineRoute({
  ...matingEndpoints.list,
  schema: {
    tags, summary: 'Public announcements of one kind: mating (done), planned, litter (with available puppies); filters, pages, total',
    description: publicListDescription,
    params: Type.Object({ kind: AnnouncementKindSchema }, strict),
    querystring: AnnouncementQuery, response: { 200: AnnouncementPage, ...errors(400, 401, 403) },
  },
});
export const defaultAnnouncementsRoute = defineRoute({
  ...matingEndpoints.listDefault,
  schema: {
    tags, summary: 'Public announcements of done matings (the kind `mating` of GET /api/matings/{kind})',
    description: publicListDescription,
    querystring: AnnouncementQuery, response: { 200: AnnouncementPage, ...errors(400, 401, 403) },
  },
});
export const memberAnnouncementsRoute = defineRoute({
  ...matingEndpoints.member,
  schema: {
    tags, summary: 'A member’s public announcements of one kind (recorded by the member), newest first',
    params: Type.Object({ id: Id, kind: AnnouncementKindSchema }, strict),
    querystring: PageQuery, response: { 200: AnnouncementPage, ...errors(400, 401, 403, 404) },
  },
});

/** Which of my matings: every one I recorded or own the stud of, those I recorded, those of my studs, those awaiting my answer. */
export const MY_MATING_ROLES = ['all', 'recorded', 'stud', 'awaiting-me'] as const;
export const MyMatingsQuery = Type.Object(
  {
    ...PageQuery.properties,
    role: Type.Optional(Type.Union(MY_MATING_ROLES.map((r) => Type.Literal(r)))),
    status: Type.Optional(MatingStatusSchema),
  },
  strict,
);
export type MyMatingsQuery = Static<typeof MyMatingsQuery>;
export const MyMatingItem = Type.Object({
  ...AnnouncementItem.properties,
  matingId: Id,
  hiddenReason: Nullable(Type.String()),
  relation: Type.Object({ recorded: Type.Boolean(), stud: Type.Boolean() }),
  /** Inquiries received about it (the recorder's; 0 for the stud owner). */
  inquiries: Type.Integer({ minimum: 0 }),
});
export type MyMatingItem = Static<typeof MyMatingItem>;
export const MyMatingsResponse = Page(MyMatingItem);
export type MyMatingsResponse = Static<typeof MyMatingsResponse>;
export const myMatingsRoute = defineRoute({
  ...matingEndpoints.mine,
  schema: {
    tags, summary: 'My matings: recorded by me (drafts, hidden, expired included) and those of my studs, awaiting my answer first',
    querystring: MyMatingsQuery, response: { 200: MyMatingsResponse, ...errors(400, 401, 403) },
  },
});
