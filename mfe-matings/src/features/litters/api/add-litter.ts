import { callApi } from '@bc/shared';
import { litterEndpoints, type AddLitterBody } from '@bc/shared/contracts';

/** `POST /api/litters/add`: records the litter and creates its puppies (201 with the litter). */
export const addLitter = (body: AddLitterBody) => callApi(litterEndpoints.add, { body });
