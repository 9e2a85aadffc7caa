import { Type, type Static } from '@sinclair/typebox';
import { DateTime, errors, Id, IdParams, Page, PageQuery } from '../common';
import { PetSummary } from '../pets/pet';
import { defineRoute } from '../route';
import { accountEndpoints } from './endpoints';

/** A member's lists: the pets they liked, the reports they bought, the pets they bred or own. */

export const LikedPet = Type.Object({ pet: PetSummary, likedAt: DateTime });
export type LikedPet = Static<typeof LikedPet>;
export const PurchasedReport = Type.Object({ id: Id, pet: PetSummary, createdAt: DateTime });
export type PurchasedReport = Static<typeof PurchasedReport>;

export const LikesResponse = Page(LikedPet);
export const ReportsResponse = Page(PurchasedReport);
export const UserPetsResponse = Page(PetSummary);
export type LikesResponse = Static<typeof LikesResponse>;
export type ReportsResponse = Static<typeof ReportsResponse>;
export type UserPetsResponse = Static<typeof UserPetsResponse>;

const tags = ['user'];

export const likesRoute = defineRoute({
  ...accountEndpoints.likes,
  schema: {
    tags, summary: 'Pets the user liked', querystring: PageQuery,
    response: { 200: LikesResponse, ...errors(400, 401, 403) },
  },
});
export const reportsRoute = defineRoute({
  ...accountEndpoints.reports,
  schema: {
    tags, summary: 'Pet reports the user bought', querystring: PageQuery,
    response: { 200: ReportsResponse, ...errors(400, 401, 403) },
  },
});
export const breederPetsRoute = defineRoute({
  ...accountEndpoints.breederPets,
  schema: {
    tags, summary: 'Pets bred by a user (published only unless the user or a moderator asks)',
    params: IdParams, querystring: PageQuery, response: { 200: UserPetsResponse, ...errors(400, 401, 403, 404) },
  },
});
export const ownerPetsRoute = defineRoute({
  ...accountEndpoints.ownerPets,
  schema: {
    tags, summary: 'Pets owned by a user (published only unless the user or a moderator asks)',
    params: IdParams, querystring: PageQuery, response: { 200: UserPetsResponse, ...errors(400, 401, 403, 404) },
  },
});
