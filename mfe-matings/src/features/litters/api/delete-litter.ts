import { callApi } from '@bc/shared';
import { litterEndpoints } from '@bc/shared/contracts';

/** `GET /api/litters/{id}/delete`: deletes the litter; answers the puppies deleted with it and those kept. */
export const deleteLitter = (id: number) => callApi(litterEndpoints.delete, { params: { id } });
