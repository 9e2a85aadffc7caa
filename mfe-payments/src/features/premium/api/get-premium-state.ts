import { callApi } from '@bc/shared';
import { paymentEndpoints } from '@bc/shared/contracts';

/** `GET /api/premium/state`: my premium, its end date and the auto-pay switch. */
export const getPremiumState = (signal?: AbortSignal) => callApi(paymentEndpoints.premiumState, {}, { signal });
