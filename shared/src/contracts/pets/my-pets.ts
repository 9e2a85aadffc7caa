import { Type, type Static } from '@sinclair/typebox';
import { errors, Page, PageQuery } from '../common';
import { LIMITS } from '../limits';
import { defineRoute } from '../route';
import { strict, text } from '../schema';
import { petEndpoints } from './endpoints';
import { PetListItem, PublishStatusSchema } from './pet';

export const MY_PET_ROLES = ['all', 'bred', 'owned', 'created'] as const;
export const MyPetsQuery = Type.Object(
  {
    ...PageQuery.properties,
    role: Type.Optional(Type.Union(MY_PET_ROLES.map((r) => Type.Literal(r)))),
    status: Type.Optional(PublishStatusSchema),
    q: Type.Optional(text(LIMITS.search, 1)),
  },
  strict,
);
export type MyPetsQuery = Static<typeof MyPetsQuery>;
export const MyPetItem = Type.Object({
  ...PetListItem.properties,
  relation: Type.Object({ created: Type.Boolean(), owned: Type.Boolean(), bred: Type.Boolean() }),
});
export const MyPetsResponse = Page(MyPetItem);
export type MyPetsResponse = Static<typeof MyPetsResponse>;

export const myPetsRoute = defineRoute({
  ...petEndpoints.mine,
  schema: {
    tags: ['pets'], summary: 'My pets: bred, owned or created by me, every status',
    querystring: MyPetsQuery, response: { 200: MyPetsResponse, ...errors(400, 401, 403) },
  },
});
