import { callApi } from '@bc/shared';
import { accountEndpoints } from '@bc/shared/contracts';
import { withRetryAfter } from '../../../lib/rate-limit';
import type { LoginBody } from './types';

/** `POST /api/user/login` → the member and a token pair. */
export const login = (body: LoginBody) => withRetryAfter((options) => callApi(accountEndpoints.login, { body }, options));
