import { Type, type Static } from '@sinclair/typebox';
import { errors, Id, Nullable, Page, PageQuery } from '../common';
import { defineRoute } from '../route';
import { strict } from '../schema';
import { ModerationAction } from './actions';
import { Note } from './decisions';
import { moderationEndpoints } from './endpoints';

const tags = ['moderation'];

/** How many dogs one connecting call takes, and how many a group of the queue lists. */
export const CONNECT_BREEDERS_LIMITS = { petIds: 500, dogsPerGroup: 50 } as const;

const Role = Type.Union([Type.Literal('breeder'), Type.Literal('owner')]);
export type ConnectRole = Static<typeof Role>;

export const ConnectBreedersQuery = Type.Object(
  {
    ...PageQuery.properties,
    /** One member's group only. */
    memberId: Type.Optional(Id),
  },
  strict,
);
export type ConnectBreedersQuery = Static<typeof ConnectBreedersQuery>;

export const ConnectBreedersGroup = Type.Object({
  member: Type.Object({ id: Id, nickname: Nullable(Type.String()), kennelName: Nullable(Type.String()), kennelPrefix: Nullable(Type.String()) }),
  /** The plain names that match the member's kennel name or prefix, with how many dogs carry each as breeder or owner. */
  names: Type.Array(Type.Object({ name: Type.String(), role: Role, count: Type.Integer({ minimum: 1 }) })),
  /** How many dogs match (a dog named as both breeder and owner counts once). */
  dogCount: Type.Integer({ minimum: 1 }),
  /** The first matching dogs, by id (at most CONNECT_BREEDERS_LIMITS.dogsPerGroup; `memberId=` for one group). */
  dogs: Type.Array(Type.Object({
    id: Id,
    registeredName: Type.String(),
    breederName: Nullable(Type.String()),
    ownerName: Nullable(Type.String()),
    /** What the dog's plain name is of the member's kennel: its breeder, its owner or both. */
    roles: Type.Array(Role),
  })),
});
export type ConnectBreedersGroup = Static<typeof ConnectBreedersGroup>;
export const ConnectBreedersResponse = Page(ConnectBreedersGroup);
export type ConnectBreedersResponse = Static<typeof ConnectBreedersResponse>;

export const ConnectBreedersBody = Type.Object(
  {
    memberId: Id,
    /** One dog or many: each must still name the member's kennel as its breeder or owner. */
    petIds: Type.Array(Id, { minItems: 1, maxItems: CONNECT_BREEDERS_LIMITS.petIds, uniqueItems: true }),
    note: Type.Optional(Note),
  },
  strict,
);
export type ConnectBreedersBody = Static<typeof ConnectBreedersBody>;

/** What a connecting entry keeps: `before` each dog's plain names, `after` the dogs connected in each role (undo reads them). */
export interface ConnectedDogs {
  memberId: number;
  breeder: number[];
  owner: number[];
}

export const connectBreedersListRoute = defineRoute({
  ...moderationEndpoints.connectBreeders,
  schema: {
    tags,
    summary: 'Dogs whose breeder or owner is a plain name matching a member\'s kennel name or prefix (case, accents and Cyrillic/Latin spelling aside), grouped by member, the most dogs first',
    querystring: ConnectBreedersQuery, response: { 200: ConnectBreedersResponse, ...errors(400, 401, 403) },
  },
});

export const connectBreedersRoute = defineRoute({
  ...moderationEndpoints.connect,
  schema: {
    tags,
    summary: 'Connect dogs to a member: each dog\'s breeder or owner that is the member\'s kennel by name becomes the member (404 for an unknown member or dog, 409 for a dog that no longer matches)',
    body: ConnectBreedersBody, response: { 200: ModerationAction, ...errors(400, 401, 403, 404, 409) },
  },
});
