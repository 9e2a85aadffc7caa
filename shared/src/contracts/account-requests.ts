import { Type, type Static } from '@sinclair/typebox';
import { Email, errors, Id, LocaleSchema, LIMITS, OkResponse } from './common';
import { defineRoute } from './route';

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
  method: 'POST', url: '/api/users/add-account-request', auth: 'optional',
  schema: {
    tags: ['user'], summary: 'Ask moderators to hand over or connect an account',
    body: AddAccountRequestBody, response: { 201: OkResponse, ...errors(400, 401, 403, 404, 429) },
  },
});
