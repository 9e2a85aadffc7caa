import { callApi } from '@bc/shared';
import { paymentEndpoints } from '@bc/shared/contracts';

/** `GET /api/premium/disable-auto-pay` or `/enable-auto-pay`: the member's premium afterwards. */
export const setAutoPay = (enabled: boolean) => callApi(enabled ? paymentEndpoints.enableAutoPay : paymentEndpoints.disableAutoPay, {});
