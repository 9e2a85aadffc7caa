import { callApi } from '@bc/shared';
import { litterEndpoints, type LitterInput } from '@bc/shared/contracts';

/** `POST /api/litters/{id}/save`: replaces the litter's fields and puppies; answers the puppies taken out but kept. */
export const saveLitter = (id: number, body: LitterInput) => callApi(litterEndpoints.save, { params: { id }, body });
