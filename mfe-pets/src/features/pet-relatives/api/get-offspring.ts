import { callApi } from '@bc/shared';
import { petEndpoints } from '@bc/shared/contracts';

/** `GET /api/pets/{id}/breed`: offspring by litter (partner and birth date) and by partner. */
export const getOffspring = (id: number, signal?: AbortSignal) => callApi(petEndpoints.offspring, { params: { id } }, { signal });
