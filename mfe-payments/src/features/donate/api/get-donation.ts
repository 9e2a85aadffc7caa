import { callApi } from '@bc/shared';
import { paymentEndpoints } from '@bc/shared/contracts';

/** `POST /api/donates/status`: a donation's status by its order id. */
export const getDonation = (orderId: string) => callApi(paymentEndpoints.donateStatus, { body: { orderId } });
