import { callApi } from '@bc/shared';
import { type MatingPaymentBody, paymentEndpoints } from '@bc/shared/contracts';

/** `POST /api/payments/mating/buy`: the order for publishing one mating announcement and the provider's page. */
export const buyMatingPayment = (body: MatingPaymentBody) => callApi(paymentEndpoints.matingPaymentBuy, { body });
