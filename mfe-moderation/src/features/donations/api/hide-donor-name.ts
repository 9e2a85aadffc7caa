import { callApi } from '@bc/shared';
import { type BodyOf, paymentEndpoints } from '@bc/shared/contracts';

export type NameVisibility = BodyOf<typeof paymentEndpoints.donationHideName> & { id: number };

/** `POST /api/payments/donations/{id}/hide-name`: `hidden: true` hides the donor's name from the public list, `false` shows it again. */
export const hideDonorName = ({ id, ...body }: NameVisibility) => callApi(paymentEndpoints.donationHideName, { params: { id }, body });
