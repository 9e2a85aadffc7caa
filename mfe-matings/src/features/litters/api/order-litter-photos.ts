import { callApi } from '@bc/shared';
import { litterEndpoints } from '@bc/shared/contracts';

/** `POST /api/litters/{id}/photos/order`: every photo of the litter, in the new order. */
export const orderLitterPhotos = (litterId: number, ids: number[]) => callApi(litterEndpoints.orderPhotos, { params: { id: litterId }, body: { ids } });
