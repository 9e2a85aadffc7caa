import { callApi } from '@bc/shared';
import { paymentEndpoints } from '@bc/shared/contracts';

/** `GET /api/payments/prices`: the price list in the provider's currency. */
export const getPrices = (signal?: AbortSignal) => callApi(paymentEndpoints.prices, {}, { signal });
