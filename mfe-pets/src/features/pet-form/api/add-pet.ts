import { callApi } from '@bc/shared';
import { petEndpoints, type BodyOf } from '@bc/shared/contracts';

/** `POST /api/pets/add` → 201 the new pet (409 `data.conflict`: loop, sex, birth-order, registration, microchip, possible-duplicate). */
export const addPet = (body: BodyOf<typeof petEndpoints.add>) => callApi(petEndpoints.add, { body });
