import { callApi } from '@bc/shared';
import { accountEndpoints } from '@bc/shared/contracts';
import { withRetryAfter } from '../../../lib/rate-limit';
import type { RegistrationBody } from './types';

/** `POST /api/user/registration`: creates the account and sends the activation email (201 `{ ok }`). */
export const register = (body: RegistrationBody) => withRetryAfter((options) => callApi(accountEndpoints.registration, { body }, options));
