import { callApi } from '@bc/shared';
import { paymentEndpoints, type PremiumBuyBody } from '@bc/shared/contracts';

/** `POST /api/premium/buy`: the order and the provider's checkout page to send the member to. */
export const buyPremium = (body: PremiumBuyBody) => callApi(paymentEndpoints.premiumBuy, { body });
