import { createOrderPoll } from '../../../lib/order-poll';
import { getPremiumOrder } from '../api/get-premium-order';

/** The premium order of /premium/result?orderId=…, asked every two seconds until final. */
export const premiumOrder = createOrderPoll(getPremiumOrder);
