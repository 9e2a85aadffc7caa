import { Type, type Static } from '@sinclair/typebox';
import { Email, errors, Id, LocaleSchema, OkResponse } from '../common';
import { LIMITS } from '../limits';
import { defineRoute } from '../route';
import { accountEndpoints } from './endpoints';

export const ACCOUNT_REQUEST_STATUSES = ['new', 'approved', 'rejected'] as const;
export type AccountRequestStatus = (typeof ACCOUNT_REQUEST_STATUSES)[number];

/** A person asks to take over, or to be connected to, the account `userId` (usually a breeder's). */
export const AddAccountRequestBody = Type.Object(
  {
    userId: Id,
    info: Type.String({ minLength: 1, maxLength: LIMITS.text }),
    email: Email,
    locale: LocaleSchema,
  },
  { additionalProperties: false },
);
export type AddAccountRequestBody = Static<typeof AddAccountRequestBody>;

export const addAccountRequestRoute = defineRoute({
  ...accountEndpoints.addAccountRequest,
  schema: {
    tags: ['user'], summary: 'Ask moderators to hand over or connect an account',
    body: AddAccountRequestBody, response: { 201: OkResponse, ...errors(400, 401, 403, 404, 429) },
  },
});
