import { callApi } from '@bc/shared';
import { type BodyOf, paymentEndpoints } from '@bc/shared/contracts';

export type Refund = BodyOf<typeof paymentEndpoints.orderRefund> & { orderId: string };

/** `POST /api/payments/orders/{orderId}/refund`: the order in full through its provider, with a reason and a note. */
export const refundOrder = ({ orderId, ...body }: Refund) => callApi(paymentEndpoints.orderRefund, { params: { orderId }, body });
