import { callApi } from '@bc/shared';
import { paymentEndpoints, type DonateBody } from '@bc/shared/contracts';

/** `POST /api/donates/buy`: the order and the provider's checkout page. */
export const donate = (body: DonateBody) => callApi(paymentEndpoints.donateBuy, { body });
