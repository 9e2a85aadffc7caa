import { Type, type Static } from '@sinclair/typebox';
import { errors, IdParams } from '../common';
import { defineRoute } from '../route';
import { petEndpoints } from './endpoints';

export const LikeResponse = Type.Object({ liked: Type.Boolean(), count: Type.Integer({ minimum: 0 }) });
export type LikeResponse = Static<typeof LikeResponse>;

export const likePetRoute = defineRoute({
  ...petEndpoints.like,
  schema: {
    tags: ['pets'], summary: 'Toggle the signed-in member’s like; answers the new state and count',
    params: IdParams, response: { 200: LikeResponse, ...errors(400, 401, 403, 404) },
  },
});
