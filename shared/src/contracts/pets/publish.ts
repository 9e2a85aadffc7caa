import { Type, type Static } from '@sinclair/typebox';
import { errors, Id, Nullable } from '../common';
import { PET_LIMITS } from '../limits';
import { defineRoute } from '../route';
import { strict } from '../schema';
import { petEndpoints } from './endpoints';
import { PublishStatusSchema } from './pet';

export const SetPublishBody = Type.Object(
  {
    id: Id,
    status: PublishStatusSchema,
    /** Required when a moderator hides a pet. */
    reason: Type.Optional(Type.String({ minLength: 1, maxLength: PET_LIMITS.hiddenReason, pattern: '\\S' })),
  },
  strict,
);
export type SetPublishBody = Static<typeof SetPublishBody>;
export const SetPublishResponse = Type.Object({ id: Id, publishStatus: PublishStatusSchema, hiddenReason: Nullable(Type.String()) });
export type SetPublishResponse = Static<typeof SetPublishResponse>;

export const setPetPublishRoute = defineRoute({
  ...petEndpoints.setPublish,
  schema: {
    tags: ['pets'], summary: 'Owner: draft ↔ published. Moderator: any status; hidden needs a reason',
    body: SetPublishBody, response: { 200: SetPublishResponse, ...errors(400, 401, 403, 404) },
  },
});
