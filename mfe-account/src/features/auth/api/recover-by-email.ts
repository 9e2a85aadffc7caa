import { callApi } from '@bc/shared';
import { accountEndpoints } from '@bc/shared/contracts';
import { withRetryAfter } from '../../../lib/rate-limit';
import type { RecoverByEmailBody } from './types';

/** `POST /api/user/recover-by-email`: sends a reset link; answers the same whether or not the address is known. */
export const recoverByEmail = (body: RecoverByEmailBody) =>
  withRetryAfter((options) => callApi(accountEndpoints.recoverByEmail, { body }, options));
