import { callApi } from '@bc/shared';
import { paymentEndpoints } from '@bc/shared/contracts';

/** `POST /api/premium/status`: one of my premium orders (re-read from the provider when pending a minute). */
export const getPremiumOrder = (orderId: string) => callApi(paymentEndpoints.premiumStatus, { body: { orderId } });
