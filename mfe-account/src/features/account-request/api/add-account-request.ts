import { callApi } from '@bc/shared';
import { accountEndpoints, type BodyOf } from '@bc/shared/contracts';
import { withRetryAfter } from '../../../lib/rate-limit';

/** `POST /api/users/add-account-request` {userId, info, email, locale}: asks moderators to hand over or connect an account. */
export const addAccountRequest = (body: BodyOf<typeof accountEndpoints.addAccountRequest>) =>
  withRetryAfter((options) => callApi(accountEndpoints.addAccountRequest, { body }, options));
