import { callApi } from '@bc/shared';
import { petEndpoints } from '@bc/shared/contracts';

/** `GET /api/pets/{id}/siblings`: full siblings, half siblings by sire and by dam. */
export const getSiblings = (id: number, signal?: AbortSignal) => callApi(petEndpoints.siblings, { params: { id } }, { signal });
